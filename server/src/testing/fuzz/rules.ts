import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { UI_KEYWORD, uiAnnotationsOf } from '@console/contract/annotations';
import { isBoundedDateTime, isBoundedDay } from '@console/contract/kit';
import { isTimeZone } from '../../lib/time-zones.ts';
import { textFields, type FuzzCase, type FuzzTarget } from './cases.ts';
import { arraySchemaOf, itemsOf, objectSchemaOf, propertiesOf, typesOf, type JsonSchema } from './schema.ts';
import { INT4_MAX, INT4_MIN, MAX_ITEMS_ANYWHERE } from './values.ts';

/**
 * The rules every fuzz case breaks one of, written out as a second, independent judge of the
 * generator (its unit test asks this whether each case is refused). They are the route's schemas
 * read strictly, as issue 10 asks the server to read them:
 * - types are strict: no null, boolean or number is text, and a path or query value is a number only
 *   when written as a plain decimal (not `0x1`, `+1`, `1e3` or `Infinity`), true or false only as such;
 * - every object is closed (an unknown field is refused), and a route without a query or a body
 *   schema takes no query fields or body fields;
 * - whole numbers fit PostgreSQL's integer (ids), every number is finite;
 * - a text is text: no NUL, no other C0 control character nor DEL (a multi-line field takes tab and
 *   line breaks; a device's data keeps every control but NUL), and no lone UTF-16 surrogate; the
 *   names of a map's fields are one-line texts;
 * - a date or a date-time names a real day of the years the console takes (2000 to 2100);
 * - a decimal with a step such as 0.01 has no more places than the step (checked as decimals, not
 *   by a floating division);
 * - no list has more than MAX_ITEMS_ANYWHERE items;
 * - a body is JSON (or a form post, or multipart, where the route takes one) and well formed, and at
 *   most BODY_LIMIT_BYTES long.
 */

/** The server's default BODY_LIMIT_BYTES, which the fuzz suite runs with. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

// ajv-formats is CommonJS: its default export is the function itself, or under .default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/**
 * A text's rule, written out here apart from the server's (contract/src/kit/text.ts), by its kind:
 * one line (the default), several lines (`multiline`: tab, line feed and carriage return too), or a
 * device's data (`deviceData`: every control but NUL).
 */
/* eslint-disable no-control-regex -- the patterns name the control characters a text may not hold */
const TEXT_PATTERNS = {
  line: /^[^\u0000-\u001f\u007f]*$/,
  lines: /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/,
  data: /^[^\u0000]*$/,
} as const;
/* eslint-enable no-control-regex */

/** Half of a UTF-16 pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const textKind = (schema: JsonSchema): keyof typeof TEXT_PATTERNS => {
  const annotations = uiAnnotationsOf(schema);
  return annotations.deviceData ? 'data' : annotations.multiline ? 'lines' : 'line';
};

const TEXT_KEYWORD = 'fuzzText';

const ajv = addFormats(
  new Ajv({
    allErrors: false,
    strictTypes: false,
    keywords: [UI_KEYWORD],
    // 2.3 is a multiple of 0.01 (floating division says it is not).
    multipleOfPrecision: 9,
  }),
)
  .addFormat('date', isBoundedDay)
  .addFormat('date-time', isBoundedDateTime)
  // The list itself is data, not a rule: the fuzz oracle reads the one the lookups serve.
  .addFormat('time-zone', isTimeZone)
  .addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    validate: (kind: keyof typeof TEXT_PATTERNS, text: string) =>
      TEXT_PATTERNS[kind].test(text) && !LONE_SURROGATE.test(text),
  });

const CLOSED_EMPTY: JsonSchema = { type: 'object', properties: {} };

/** The schema with the rules above added: closed objects, integer ranges, finite numbers, text, short lists. */
export function strictSchema(schema: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$id') continue; // each compiled on its own: an id would clash
    if (keyword === 'properties' || keyword === 'patternProperties') {
      out[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [
          name,
          strictSchema(child),
        ]),
      );
    } else if (keyword === 'items') out.items = strictSchema(value as JsonSchema);
    else if (keyword === 'anyOf') out.anyOf = (value as JsonSchema[]).map(strictSchema);
    else out[keyword] = value;
  }
  const atLeast = (bound: number) => Math.max((out.minimum as number | undefined) ?? -Infinity, bound);
  const atMost = (bound: number) => Math.min((out.maximum as number | undefined) ?? Infinity, bound);
  switch (schema.type) {
    case 'object':
      out.additionalProperties ??= false;
      if (out.patternProperties !== undefined) out.propertyNames = { type: 'string', [TEXT_KEYWORD]: 'line' };
      break;
    case 'integer':
      Object.assign(out, { minimum: atLeast(INT4_MIN), maximum: atMost(INT4_MAX) });
      break;
    case 'number':
      Object.assign(out, { minimum: atLeast(-Number.MAX_VALUE), maximum: atMost(Number.MAX_VALUE) });
      break;
    case 'array':
      out.maxItems = Math.min((out.maxItems as number | undefined) ?? Infinity, MAX_ITEMS_ANYWHERE);
      break;
    case 'string':
      return { ...out, [TEXT_KEYWORD]: textKind(schema) };
  }
  return out;
}

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function problem(schema: JsonSchema, value: unknown, where: string): string | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(strictSchema(schema));
    compiled.set(schema, validate);
  }
  return validate(value) ? undefined : `${where}: ${ajv.errorsText(validate.errors, { dataVar: where })}`;
}

const DECIMAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** One text as the value it writes: a plain decimal number or true/false where the place takes one. */
function decodeText(schema: JsonSchema, text: string): unknown {
  const types = typesOf(schema);
  if (types.has('integer') && DECIMAL_INTEGER.test(text)) return Number(text);
  if (types.has('number') && DECIMAL_NUMBER.test(text)) return Number(text);
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** A field's texts as its value: a list where it takes one, else one value (a repeated one stays a list). */
function decodeField(field: JsonSchema, texts: string | string[]): unknown {
  const list = arraySchemaOf(field);
  if (list) return [texts].flat().map((text) => decodeText(itemsOf(list) ?? {}, text));
  return Array.isArray(texts) ? texts.map((text) => decodeText(field, text)) : decodeText(field, texts);
}

/** Text fields (a path, a query, a form) as the object they write; a repeated field is a list. */
function decodeFields(schema: JsonSchema | undefined, pairs: readonly (readonly [string, string])[]) {
  const object = schema ? objectSchemaOf(schema) : undefined;
  const fields = object ? propertiesOf(object) : {};
  const decoded: Record<string, unknown> = {};
  for (const [name, texts] of Object.entries(textFields(pairs))) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    Object.defineProperty(decoded, name, {
      value: field ? decodeField(field, texts) : texts,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return decoded;
}

function bodyProblem(target: FuzzTarget, body: FuzzCase['body']): string | undefined {
  const schema = target.body ?? CLOSED_EMPTY;
  if (!body) return target.body ? problem(schema, undefined, 'body') : undefined;
  switch (body.type) {
    case 'json': {
      if (target.encoding === 'multipart') return 'body: JSON where multipart is taken';
      if (Buffer.byteLength(body.text) > BODY_LIMIT_BYTES) return 'body: larger than the limit';
      let value: unknown;
      try {
        value = JSON.parse(body.text);
      } catch {
        return 'body: not JSON';
      }
      return problem(schema, value, 'body');
    }
    case 'form':
      if (target.encoding !== 'form') return 'body: a form post where JSON is taken';
      return problem(schema, decodeFields(schema, body.pairs), 'body');
    case 'multipart': {
      if (target.encoding !== 'multipart') return 'body: multipart where JSON is taken';
      const fields = body.parts
        .filter((part) => part.fileName === undefined)
        .map((part) => [part.name, part.value] as const);
      return problem(schema, decodeFields(schema, fields), 'body');
    }
    case 'raw': {
      const type = body.contentType ?? '';
      if (!type.startsWith('multipart/form-data') || target.encoding !== 'multipart')
        return `body: content type ${type || '(none)'}`;
      // A raw multipart body is there to be malformed: no boundary, or not closed by it. A well-formed
      // one would need its fields read, so it counts as accepted here (the generator sends none).
      const boundary = /boundary=([^;]+)/.exec(type)?.[1];
      return !boundary || !body.payload.includes(`--${boundary}--`) ? 'body: malformed multipart' : undefined;
    }
  }
}

/** Why the rules refuse the request, or undefined when they accept it. */
export function refusal(target: FuzzTarget, request: Omit<FuzzCase, 'rule' | 'at'>): string | undefined {
  const params = Object.entries(request.params) as [string, string][];
  return (
    problem(target.params ?? CLOSED_EMPTY, decodeFields(target.params, params), 'path') ??
    problem(target.query ?? CLOSED_EMPTY, decodeFields(target.query, request.query), 'query') ??
    bodyProblem(target, request.body)
  );
}
