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
  notDate: (caption: string) => `${caption} is not a valid date`,
  notDateTime: (caption: string) => `${caption} is not a valid date and time`,
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
  invalid: (caption: string) => `${caption} is not valid`,
} as const;

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
