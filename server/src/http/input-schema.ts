import type { Ajv } from 'ajv';
import { uiAnnotationsOf } from '@console/contract/annotations';
import {
  decimalPlaces,
  INT4_MAX,
  placesOfStep,
  textKindOf,
  textProblem,
  type TextKind,
} from '@console/contract/kit';

/**
 * What the server demands of every schema it validates input with (docs/security.md): each value
 * has a size it cannot exceed, so no request makes the database or the validator do unbounded
 * work, and every number fits the integer columns it is compared with.
 */

export type Schema = Record<string, unknown>;

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keyword that holds a text to the contract's one rule (contract/src/kit/text.ts), its value the
 * text's kind: `line`, `lines` (tab and line breaks allowed) or `data` (a device's, controls kept).
 */
export const TEXT_KEYWORD = 'consoleText';
/** The keyword that checks a decimal's places exactly, in place of a floating `multipleOf`. */
export const DECIMALS_KEYWORD = 'decimalPlaces';

/** Registers the keywords strictInputSchema adds with an Ajv instance (input.ts), and answers it. */
export function addInputKeywords(ajv: Ajv): Ajv {
  return ajv
    .addKeyword({
      keyword: TEXT_KEYWORD,
      type: 'string',
      schemaType: 'string',
      validate: (kind: TextKind, text: string) => textProblem(text, kind) === undefined,
    })
    .addKeyword({
      keyword: DECIMALS_KEYWORD,
      type: 'number',
      schemaType: 'number',
      validate: (places: number, value: number) => decimalPlaces(value) <= places,
    });
}

const typesOf = (schema: Schema): string[] =>
  [schema.type].flat().filter((type): type is string => typeof type === 'string');

const membersOf = (schema: Schema): unknown[] | undefined => [schema.anyOf, schema.oneOf].find(Array.isArray);

const has = (schema: Schema, ...keywords: string[]) =>
  keywords.some((keyword) => typeof schema[keyword] === 'number');

/** A field's place in a message: `products[].productId`; the whole input when empty. */
const at = (path: string) => path || 'the input';
const child = (path: string, name: string) => (path ? `${path}.${name}` : name);

function problemsOfType(type: string, schema: Schema, path: string): string[] {
  switch (type) {
    case 'string':
      return has(schema, 'maxLength') ? [] : [`${at(path)}: a text without maxLength`];
    case 'integer':
    case 'number': {
      if (!has(schema, 'minimum', 'exclusiveMinimum') || !has(schema, 'maximum', 'exclusiveMaximum'))
        return [`${at(path)}: a number without minimum and maximum`];
      const bounds = [schema.minimum, schema.exclusiveMinimum, schema.maximum, schema.exclusiveMaximum];
      const beyond = bounds.some((bound) => typeof bound === 'number' && Math.abs(bound) > INT4_MAX);
      return type === 'integer' && beyond ? [`${at(path)}: bounds beyond an integer column's range`] : [];
    }
    case 'array':
      return [
        ...(has(schema, 'maxItems') ? [] : [`${at(path)}: a list without maxItems`]),
        ...inputProblems(schema.items, `${path}[]`),
      ];
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const patterns = isSchema(schema.patternProperties) ? Object.values(schema.patternProperties) : [];
      const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
      return [
        ...(open ? [`${at(path)}: an object that takes fields it does not name`] : []),
        ...(patterns.length > 0 && !has(schema, 'maxProperties')
          ? [`${at(path)}: a map without maxProperties`]
          : []),
        ...Object.entries(properties).flatMap(([name, property]) =>
          inputProblems(property, child(path, name)),
        ),
        ...patterns.flatMap((value) => inputProblems(value, `${path}{}`)),
      ];
    }
    default:
      return [];
  }
}

/**
 * Why an input schema is not bounded, one line per problem, none when it is: every text has a
 * maxLength, every list a maxItems, every number both bounds (an integer's within int4), no object
 * takes fields it does not name, and nothing accepts any value at all.
 */
export function inputProblems(schema: unknown, path = ''): string[] {
  if (!isSchema(schema)) return [`${at(path)}: no schema`];
  if (schema.$ref !== undefined) return [`${at(path)}: a $ref, which the check cannot follow (inline it)`];
  if (schema.const !== undefined || Array.isArray(schema.enum)) return [];
  // Each member of an intersection would refuse the others' fields once closed (strictInputSchema).
  if (schema.allOf !== undefined) return [`${at(path)}: an intersection (allOf): declare one object`];
  const members = membersOf(schema);
  if (members) return members.flatMap((member) => inputProblems(member, path));
  const types = typesOf(schema);
  if (types.length === 0) return [`${at(path)}: accepts any value`];
  return types.flatMap((type) => problemsOfType(type, schema, path));
}

/** Keywords whose value is one schema, a list of schemas, or a map of them. */
const ONE = new Set(['items', 'additionalProperties', 'not']);
const LIST = new Set(['anyOf', 'oneOf']);
const MAP = new Set(['properties', 'patternProperties']);

function strictMember(keyword: string, value: unknown): unknown {
  if (ONE.has(keyword)) return Array.isArray(value) ? value.map(strictInputSchema) : strictInputSchema(value);
  if (LIST.has(keyword) && Array.isArray(value)) return value.map(strictInputSchema);
  if (MAP.has(keyword) && isSchema(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, member]) => [name, strictInputSchema(member)]),
    );
  return value;
}

/**
 * The schema as the server validates it, a copy, declared once here so no descriptor has to
 * remember any of it:
 * - an object refuses the fields it does not name (unless it says otherwise, which inputProblems
 *   refuses), and the names of a map's fields are held to the text rule;
 * - a text is held to the text rule (no control character but a multi-line text's tab and line
 *   breaks, no lone surrogate: contract/src/kit/text.ts);
 * - a `multipleOf` of 0.1, 0.01... is checked as decimal places, exactly (contract/src/kit/decimals.ts).
 */
export function strictInputSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const strict: Schema = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, strictMember(keyword, value)]),
  );
  const types = typesOf(strict);
  if (types.includes('object') && strict.additionalProperties === undefined)
    strict.additionalProperties = false;
  if (
    types.includes('object') &&
    (strict.patternProperties !== undefined || isSchema(strict.additionalProperties))
  )
    strict.propertyNames = { type: 'string', [TEXT_KEYWORD]: 'line' satisfies TextKind };
  if (types.includes('string')) strict[TEXT_KEYWORD] = textKindOf(uiAnnotationsOf(schema));
  const places = placesOfStep(strict.multipleOf);
  if (places !== undefined) {
    delete strict.multipleOf;
    strict[DECIMALS_KEYWORD] = places;
  }
  return strict;
}
