/**
 * Reading a route's JSON schema (TypeBox) as the fuzz generator needs: which JSON types a place
 * accepts, and a valid value for it. A keyword it does not know stops it, so a new kind of schema
 * gets its malformed payloads on purpose, not by accident.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** A TypeBox schema (or a route's schema as Fastify keeps it) read as the plain JSON schema it is. */
export const asJsonSchema = (schema: unknown): JsonSchema => schema as JsonSchema;

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** Keywords that only describe (titles, UI annotations) or that the generator reads. */
const KNOWN = new Set([
  '$id',
  'title',
  'description',
  'default',
  'examples',
  'writeOnly',
  'readOnly',
  'x-ui',
  'type',
  'const',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'multipleOf',
]);

/** Fails on a keyword the generator cannot break on purpose. */
export function checkSupported(schema: JsonSchema, at: string): void {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN.has(keyword));
  if (unknown.length) {
    throw new Error(`The fuzz generator does not know the keyword ${unknown.join(', ')} (at ${at})`);
  }
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    throw new Error(`The fuzz generator knows closed objects only (additionalProperties at ${at})`);
  }
}

export const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  (schema.properties as Record<string, JsonSchema> | undefined) ?? {};

export const requiredOf = (schema: JsonSchema): readonly string[] =>
  (schema.required as string[] | undefined) ?? [];

export const membersOf = (schema: JsonSchema): readonly JsonSchema[] =>
  (schema.anyOf as JsonSchema[] | undefined) ?? [];

/** The value schema of a map (an object keyed by any name: TypeBox's Record), if it is one. */
export function mapValueOf(schema: JsonSchema): JsonSchema | undefined {
  const patterns = schema.patternProperties as Record<string, JsonSchema> | undefined;
  const values = patterns ? Object.values(patterns) : [];
  if (values.length > 1) throw new Error('The fuzz generator knows maps with one key pattern only');
  return values[0];
}

export const itemsOf = (schema: JsonSchema): JsonSchema | undefined => schema.items as JsonSchema | undefined;

const jsonTypeOf = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : (typeof value as JsonType);

/** The JSON types a value at this place may have ('number' includes whole numbers). */
export function typesOf(schema: JsonSchema): Set<JsonType> {
  if (schema.anyOf) return new Set(membersOf(schema).flatMap((member) => [...typesOf(member)]));
  if ('const' in schema) return new Set([jsonTypeOf(schema.const)]);
  if (schema.enum) return new Set((schema.enum as unknown[]).map(jsonTypeOf));
  const types = new Set([schema.type].flat() as JsonType[]);
  if (types.has('number')) types.add('integer');
  return types;
}

/** The choices of a place that takes listed values only (an enum, a const, a union of those). */
export function choicesOf(schema: JsonSchema): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  if (schema.enum) return schema.enum as unknown[];
  if (!schema.anyOf) return undefined;
  const lists = membersOf(schema).map(choicesOf);
  return lists.every((list) => list !== undefined) ? lists.flat() : undefined;
}

/** The string member of a place (itself, or the string of a nullable string), if it takes text. */
export function stringSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.anyOf) return membersOf(schema).map(stringSchemaOf).find(Boolean);
  return schema.type === 'string' && !('const' in schema) && !schema.enum ? schema : undefined;
}

/** The number member of a place (integer or number), if it takes one. */
export function numberSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.anyOf) return membersOf(schema).map(numberSchemaOf).find(Boolean);
  return (schema.type === 'integer' || schema.type === 'number') && !('const' in schema) && !schema.enum
    ? schema
    : undefined;
}

/** The array member of a place, if it takes a list. */
export function arraySchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.anyOf) return membersOf(schema).map(arraySchemaOf).find(Boolean);
  return schema.type === 'array' ? schema : undefined;
}

/** The object member of a place, if it takes an object with named properties. */
export function objectSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.anyOf) return membersOf(schema).map(objectSchemaOf).find(Boolean);
  return schema.type === 'object' ? schema : undefined;
}

const SAMPLE_TEXT = 'fuzz';
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2030-01-31',
  'date-time': '2030-01-31T12:00:00Z',
  email: 'fuzz@example.com',
  'time-zone': 'Eastern Standard Time',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function validText(schema: JsonSchema, at: string): string {
  // A schema's own example is the valid text of a pattern no sample matches (a YYYY-MM month).
  const [example] = (schema.examples as unknown[] | undefined) ?? [];
  if (typeof example === 'string') return example;
  const format = schema.format as string | undefined;
  let text = format ? FORMAT_SAMPLES[format] : SAMPLE_TEXT;
  if (text === undefined) throw new Error(`No sample of the format ${format} (at ${at})`);
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  if (text.length < min) text = text.padEnd(min, 'z');
  if (text.length > max) text = text.slice(0, max);
  const pattern = schema.pattern as string | undefined;
  if (pattern && !new RegExp(pattern, 'u').test(text)) {
    throw new Error(`No sample text matches ${pattern} (at ${at}): give the route a fixture`);
  }
  return text;
}

function validNumber(schema: JsonSchema): number {
  const min = (schema.minimum as number | undefined) ?? -Infinity;
  const max = (schema.maximum as number | undefined) ?? Infinity;
  const whole = Math.min(Math.max(1, Math.ceil(min)), Math.floor(max));
  const step = schema.multipleOf as number | undefined;
  // A whole number is on the grid of a step that divides 1 (0.01); otherwise the step's multiple.
  return step === undefined || Number.isInteger(1 / step) ? whole : Math.ceil(whole / step) * step;
}

/**
 * A value the schema accepts, the smallest that says what it is: an object with its required
 * properties only, a list with as few items as it needs.
 */
export function validValue(schema: JsonSchema, at = '$'): unknown {
  checkSupported(schema, at);
  if ('const' in schema) return schema.const;
  if (schema.enum) return (schema.enum as unknown[])[0];
  if (schema.anyOf) return validValue(membersOf(schema)[0] ?? {}, at);
  switch (schema.type) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'string':
      return validText(schema, at);
    case 'array': {
      const items = itemsOf(schema) ?? {};
      const count = (schema.minItems as number | undefined) ?? 0;
      return Array.from({ length: count }, (_, index) => {
        const item = validValue(items, `${at}[${index}]`);
        // Distinct items for a uniqueItems list of numbers: 1, 2, 3.
        return typeof item === 'number' ? item + index : item;
      });
    }
    case 'object':
      return Object.fromEntries(
        requiredOf(schema).map((name) => [
          name,
          validValue(propertiesOf(schema)[name] ?? {}, `${at}.${name}`),
        ]),
      );
    default:
      throw new Error(`The fuzz generator cannot make a value of ${JSON.stringify(schema)} (at ${at})`);
  }
}
