import { isSchema, type Schema } from './input-schema.ts';

/**
 * Values that arrive as text (a query string, a path, a form field) read by their schema, strictly:
 * only a canonical decimal becomes a number and only `true` or `false` a flag, so `0x1`, `+1`,
 * ` 1`, `1e3`, `Infinity` stay text and fail their number's type (400). Ajv's own coercion would
 * take all of them (`Number(' 0x1 ')` is 1, `Number('1e309')` is Infinity).
 */

const WHOLE = /^-?(?:0|[1-9][0-9]*)$/;
const DECIMAL = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/** The JSON types a schema accepts, looking through unions and at a choice's values. */
function acceptedTypes(schema: Schema): Set<string> {
  const types = new Set([schema.type].flat().filter((type): type is string => typeof type === 'string'));
  const choices = [schema.const, ...(Array.isArray(schema.enum) ? schema.enum : [])];
  for (const choice of choices) if (choice !== undefined) types.add(typeof choice);
  for (const member of [schema.anyOf, schema.oneOf].flat())
    if (isSchema(member)) for (const type of acceptedTypes(member)) types.add(type);
  return types;
}

/** The member of a schema (itself or one of its union's) that has `keyword`. */
function withKeyword(schema: Schema, keyword: string): Schema | undefined {
  if (schema[keyword] !== undefined) return schema;
  const members = [schema.anyOf, schema.oneOf].flat().filter(isSchema);
  return members.find((member) => member[keyword] !== undefined);
}

function scalarOf(types: Set<string>, text: string): unknown {
  if (types.has('string')) return text;
  if (types.has('integer') && WHOLE.test(text)) return Number(text);
  if (types.has('number') && DECIMAL.test(text)) return Number(text);
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The value with its text read as the schema's types. Objects and lists are changed in place (a
 * query's or a path's object stays the request's own) and returned; a repeated query name is a
 * list, and a single value where a list is expected becomes a list of one.
 */
export function readText(schema: unknown, value: unknown): unknown {
  if (!isSchema(schema)) return value;
  const types = acceptedTypes(schema);
  const items = withKeyword(schema, 'items')?.items;
  if (Array.isArray(value)) {
    if (!types.has('array')) return value;
    value.forEach((item, index) => (value[index] = readText(items, item)));
    return value;
  }
  if (isSchema(value)) {
    const properties = withKeyword(schema, 'properties')?.properties;
    if (!isSchema(properties)) return value;
    for (const name of Object.keys(value)) {
      if (Object.hasOwn(properties, name)) value[name] = readText(properties[name], value[name]);
    }
    return value;
  }
  if (typeof value !== 'string') return value;
  const scalar = scalarOf(types, value);
  if (typeof scalar === 'string' && !types.has('string') && types.has('array'))
    return [readText(items, value)];
  return scalar;
}
