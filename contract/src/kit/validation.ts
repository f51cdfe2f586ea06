import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../constants.ts';
import { textProblem, type TextProblem } from './text.ts';

/** 'a', 'a or b', 'a, b or c'. */
const orList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? 'something valid');

const KEY_PROBLEM: Record<TextProblem, string> = {
  nul: 'a NUL character',
  control: 'a control character',
  lineBreak: 'a tab or line break',
  surrogate: 'half of a character (a lone UTF-16 surrogate)',
};

/**
 * How a field's problems are worded, as a person writes them ('Email is not a valid e-mail
 * address'), never as the validator does ('must match format "email"'). The server words its
 * schema failures with these (server/src/http/errors.ts) and the browser checks a form's required
 * fields and limits from the field metadata with the same words (fieldProblems below), so the
 * message is the same whichever side finds the problem first.
 */
export const say = {
  required: (caption: string) => `${caption} is required`,
  tooLong: (caption: string, max: number) => `${caption} must be at most ${max} characters`,
  tooShort: (caption: string, min: number) => `${caption} must be at least ${min} characters`,
  tooSmall: (caption: string, min: number) => `${caption} must be at least ${min}`,
  tooLarge: (caption: string, max: number) => `${caption} must be at most ${max}`,
  notEmail: (caption: string) => `${caption} is not a valid e-mail address`,
  notDate: (caption: string) =>
    `${caption} is not a valid date (YYYY-MM-DD, years ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR})`,
  notDateTime: (caption: string) =>
    `${caption} is not a valid date and time (ISO 8601 with a time zone, years ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR})`,
  notTimeZone: (caption: string) => `${caption} is not one of the time zones`,
  notWholeNumber: (caption: string) => `${caption} must be a whole number`,
  notNumber: (caption: string) => `${caption} must be a number`,
  notYesNo: (caption: string) => `${caption} must be true or false`,
  notText: (caption: string) => `${caption} must be text`,
  notList: (caption: string) => `${caption} must be a list`,
  notOneOf: (caption: string, choices: readonly unknown[]) =>
    `${caption} must be one of ${choices.map(String).join(', ')}`,
  tooFewItems: (caption: string, min: number) =>
    `${caption} needs at least ${min} item${min === 1 ? '' : 's'}`,
  tooManyItems: (caption: string, max: number) => `${caption} may have at most ${max} items`,
  duplicateItems: (caption: string) => `${caption} lists an item twice`,
  badFormat: (caption: string) => `${caption} is not in the expected format`,
  unknownField: (name: string) => `${name} is not a known field`,
  /** PostgreSQL keeps no NUL in text, and no form can type one: it is refused wherever it is sent. */
  nulCharacter: (caption: string) => `${caption} must not contain a NUL character`,
  /** The rest of what text may not hold (contract/src/kit/text.ts). */
  controlCharacter: (caption: string) =>
    `${caption} must not contain control characters (such as escape or backspace)`,
  lineBreak: (caption: string) => `${caption} must be one line, without tabs or line breaks`,
  loneSurrogate: (caption: string) => `${caption} holds half of a character (a lone UTF-16 surrogate)`,
  /** A key of a free-form object (a map, the product API's result) holds what no text may. */
  badKey: (caption: string, problem: TextProblem) =>
    `${caption} has a field name with ${KEY_PROBLEM[problem]}`,
  tooManyDecimals: (caption: string, places: number) =>
    `${caption} may have at most ${places} decimal place${places === 1 ? '' : 's'}`,
  /** A value of none of a union's types, in one line: 'Expiration Date must be a date or null'. */
  notAnyOf: (caption: string, expected: readonly string[]) => `${caption} must be ${orList(expected)}`,
  /** A change that changes nothing (`{}`): the fields it may send, by name. */
  nothingToChange: (fields: readonly string[]) => `Send at least one of ${orList(fields)} to change`,
  invalid: (caption: string) => `${caption} is not valid`,
} as const;

/** The words for a text's problem (textProblem of contract/src/kit/text.ts). */
export function textMessage(caption: string, problem: TextProblem): string {
  switch (problem) {
    case 'nul':
      return say.nulCharacter(caption);
    case 'control':
      return say.controlCharacter(caption);
    case 'lineBreak':
      return say.lineBreak(caption);
    case 'surrogate':
      return say.loneSurrogate(caption);
  }
}

/** A simple e-mail shape: something, an @, a domain with a dot; the server's format check is the same. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the browser checks of a field before sending: the field metadata's rules. */
export interface CheckedField {
  caption: string;
  required: boolean;
  type: string;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  format?: string;
  /** A text area: tab and line breaks are its own (contract/src/kit/text.ts). */
  multiline?: boolean;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The problems of a field's value, worded as above; none when it may be sent. */
export function fieldProblems(field: CheckedField, value: unknown): string[] {
  const { caption } = field;
  if (isBlank(value)) return field.required && field.type !== 'bool' ? [say.required(caption)] : [];
  const problems: string[] = [];
  if (typeof value === 'string') {
    const problem = textProblem(value, field.multiline ? 'lines' : 'line');
    if (problem) problems.push(textMessage(caption, problem));
    if (field.maxLength !== undefined && value.length > field.maxLength)
      problems.push(say.tooLong(caption, field.maxLength));
    if (field.format === 'email' && !EMAIL_PATTERN.test(value.trim())) problems.push(say.notEmail(caption));
  }
  if (typeof value === 'number') {
    if (field.minValue !== undefined && value < field.minValue)
      problems.push(say.tooSmall(caption, field.minValue));
    if (field.maxValue !== undefined && value > field.maxValue)
      problems.push(say.tooLarge(caption, field.maxValue));
  }
  return problems;
}
