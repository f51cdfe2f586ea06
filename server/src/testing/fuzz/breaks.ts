import {
  arraySchemaOf,
  choicesOf,
  itemsOf,
  numberSchemaOf,
  stringSchemaOf,
  typesOf,
  validValue,
  type JsonSchema,
} from './schema.ts';
import { INT4_MAX, INT4_MIN, NOT_BOOLEAN_TEXTS, NUMBER_TEXTS } from './values.ts';
import { RawJson } from './json-text.ts';
import { uiAnnotationsOf } from '@console/contract/annotations';

/**
 * The values that break one rule of a place, each named by the rule: a wrong type, a length, a
 * range, a pattern, a format (a date past the console's years), a choice, a NUL byte, another
 * control character, a line break in a one-line text, a lone surrogate. JSON values for a JSON
 * body; texts for a path, a query, a form or a multipart field, where every value is text and a
 * number is written out.
 */
export interface Break<V> {
  rule: string;
  value: V;
}

/** Texts a pattern refuses, tried in order: the first one it refuses breaks it. */
const PATTERN_BREAKERS = ['   ', '', '\t', '-', '.', '!x', 'x y', 'é'];

const FORMAT_BREAKERS: Record<string, readonly string[]> = {
  // Past the years the console takes: the day after 9999-12-31 is no ISO day (a day loop ran on
  // forever), and PostgreSQL has no year before 0001.
  'time-zone': ['Mars/Olympus', 'eastern standard time'],
  date: ['2030-02-30', '31/01/2030', '2030-1-1', '9999-12-31', '0001-01-01', '1999-12-31'],
  'date-time': [
    '2030-01-31',
    '2030-01-31T25:00:00Z',
    '9999-12-31T23:59:59Z',
    '0001-01-01T00:00:00Z',
    '2101-01-01T00:00:00Z',
  ],
  email: ['fuzz@', 'fuzz', '@example.com'],
  uuid: ['fuzz', '00000000-0000-0000-0000-00000000000g', '00000000000000000000000000000000'],
};

const NOT_A_CHOICE = 'fuzz-not-a-choice';

/** Breaks of a text place's own rules (length, pattern, format, choices, NUL), as texts. */
function stringRuleBreaks(schema: JsonSchema, sample: string): Break<string>[] {
  const text = stringSchemaOf(schema);
  const out: Break<string>[] = [];
  const choices = choicesOf(schema);
  if (choices) {
    out.push({ rule: 'not one of the choices', value: NOT_A_CHOICE });
    const first = choices.find((choice) => typeof choice === 'string');
    if (typeof first === 'string' && !choices.includes(first.toUpperCase()))
      out.push({ rule: 'not one of the choices (case)', value: first.toUpperCase() });
  }
  if (!text) return out;
  const max = text.maxLength as number | undefined;
  const min = (text.minLength as number | undefined) ?? 0;
  if (max !== undefined) out.push({ rule: `too long (${max + 1})`, value: 'x'.repeat(max + 1) });
  if (min > 0) out.push({ rule: 'too short (empty)', value: '' });
  const pattern = text.pattern as string | undefined;
  if (pattern) {
    const regex = new RegExp(pattern, 'u');
    const breaker = PATTERN_BREAKERS.find((candidate) => !regex.test(candidate));
    if (breaker === undefined) throw new Error(`No text breaks the pattern ${pattern}`);
    out.push({ rule: `pattern (${pattern})`, value: breaker });
  }
  const format = text.format as string | undefined;
  if (format) {
    const breakers = FORMAT_BREAKERS[format];
    if (!breakers) throw new Error(`No text breaks the format ${format}`);
    for (const value of breakers) out.push({ rule: `format (${format})`, value });
  }
  out.push(
    { rule: 'NUL byte', value: `${sample}\u0000` },
    { rule: 'NUL byte', value: '\u0000' },
    { rule: 'NUL byte', value: `${sample.slice(0, 1)}\u0000${sample.slice(1)}` },
    { rule: 'lone surrogate', value: `${sample}\ud800` },
    { rule: 'lone surrogate', value: `\udc00${sample}` },
  );
  // The text's own kind: a union's text member carries it (a device's result value).
  const annotations = uiAnnotationsOf(text);
  if (!annotations.deviceData) {
    out.push(
      { rule: 'control character (escape)', value: `${sample}\u001b` },
      { rule: 'control character (backspace)', value: `${sample.slice(0, 1)}\b${sample.slice(1)}` },
    );
    if (!annotations.multiline) out.push({ rule: 'line break in one line', value: `${sample}\nx` });
  }
  return out;
}

/** A number place's own limits, as numbers: below its minimum, above its maximum. */
function limitBreaks(schema: JsonSchema): Break<number>[] {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  const out: Break<number>[] = [];
  if (min !== undefined) {
    out.push({ rule: `below the minimum (${min - 1})`, value: min - 1 });
    if (min > 0 && min - 1 !== -1) out.push({ rule: 'below the minimum (-1)', value: -1 });
  }
  if (max !== undefined) out.push({ rule: `above the maximum (${max + 1})`, value: max + 1 });
  const step = schema.multipleOf as number | undefined;
  if (step !== undefined) {
    // Half a step past the smallest multiple in range: inside the bounds, off the grid.
    const value = Math.ceil((min ?? 0) / step) * step + step / 2;
    out.push({ rule: `not a multiple of ${step} (${value})`, value });
  }
  return out;
}

/** A sample of valid text for the place, to which a NUL byte is added. */
const sampleText = (schema: JsonSchema, value: unknown): string => {
  if (typeof value === 'string' && value.length > 0) return value;
  const text = stringSchemaOf(schema);
  return text ? String(validValue(text)) : 'fuzz';
};

/** Everything wrong that a JSON value at this place can be, each breaking one rule. */
export function jsonBreaks(schema: JsonSchema, value: unknown): Break<unknown>[] {
  const types = typesOf(schema);
  const out: Break<unknown>[] = [];
  if (!types.has('null')) out.push({ rule: 'wrong type (null)', value: null });
  if (!types.has('boolean')) out.push({ rule: 'wrong type (boolean)', value: true });
  if (!types.has('integer')) out.push({ rule: 'wrong type (number)', value: 1 });
  else if (!types.has('number')) out.push({ rule: 'not whole (1.5)', value: 1.5 });
  if (!types.has('string')) {
    out.push({ rule: 'wrong type (text)', value: 'fuzz' });
    if (types.has('integer')) out.push({ rule: 'a number as text ("1")', value: '1' });
    if (types.has('boolean')) out.push({ rule: 'a boolean as text ("true")', value: 'true' });
  }
  if (!types.has('array')) {
    out.push({ rule: 'wrong type (list)', value: [] });
    out.push({ rule: 'a list for one value', value: [value] });
  }
  if (!types.has('object')) out.push({ rule: 'wrong type (object)', value: {} });

  out.push(...stringRuleBreaks(schema, sampleText(schema, value)));

  const number = numberSchemaOf(schema);
  if (number) {
    out.push(...limitBreaks(number));
    if (number.type === 'integer') {
      out.push(
        { rule: 'out of range (2^31)', value: INT4_MAX + 1 },
        { rule: 'out of range (-2^31 - 1)', value: INT4_MIN - 1 },
        { rule: 'out of range (2^53 + 1)', value: new RawJson('9007199254740993') },
      );
    }
    out.push(
      { rule: 'not finite (1e309)', value: new RawJson('1e309') },
      { rule: 'not finite (-1e309)', value: new RawJson('-1e309') },
    );
  }

  const list = arraySchemaOf(schema);
  if (list) out.push(...listBreaks(list));
  return out;
}

/** `count` valid items of a list, distinct when they are numbers (a uniqueItems list stays unique). */
export function validItems(list: JsonSchema, count: number): unknown[] {
  const item = validValue(itemsOf(list) ?? {});
  return Array.from({ length: count }, (_, index) => (typeof item === 'number' ? item + index : item));
}

/** Too few, too many, duplicated: a list's own limits. The longest lists are added once a route. */
function listBreaks(list: JsonSchema): Break<unknown>[] {
  const out: Break<unknown>[] = [];
  const min = (list.minItems as number | undefined) ?? 0;
  const max = list.maxItems as number | undefined;
  if (min > 0) out.push({ rule: `too few items (${min - 1})`, value: validItems(list, min - 1) });
  if (max !== undefined) out.push({ rule: `too many items (${max + 1})`, value: validItems(list, max + 1) });
  if (list.uniqueItems) {
    const [item] = validItems(list, 1);
    out.push({ rule: 'an item twice', value: [item, item] });
  }
  return out;
}

/** Everything wrong that a text (a path or query value, a form field) can be at this place. */
export function textBreaks(schema: JsonSchema, value: string | undefined): Break<string>[] {
  const types = typesOf(schema);
  const out: Break<string>[] = [];
  const number = numberSchemaOf(schema);
  if (number) {
    const whole = number.type === 'integer';
    for (const { text, rule } of NUMBER_TEXTS) {
      // A fraction or a number beyond 2^31 is a number, just not an id.
      if (!whole && /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) continue;
      out.push({ rule, value: text });
    }
    for (const { rule, value: limit } of limitBreaks(number)) out.push({ rule, value: String(limit) });
  }
  if (types.has('boolean'))
    for (const text of NOT_BOOLEAN_TEXTS) out.push({ rule: 'not true or false', value: text });
  out.push(...stringRuleBreaks(schema, sampleText(schema, value)));
  return out;
}
