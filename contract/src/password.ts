/**
 * The password policy of console-core §5, one rule per entry. The server refuses a password that
 * breaks any rule (propertyErrors.password lists every broken rule's message); the web shows the
 * same rules as the hint and checks them before sending. Letters and digits are Unicode-aware, so
 * "é" counts as a letter, not as a non-alphanumeric character.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_REQUIRED = 'Password is required';

interface PasswordRule {
  message: string;
  holds: (password: string) => boolean;
}

const codePoints = (password: string) => [...password];

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    holds: (p) => codePoints(p).length >= MIN_PASSWORD_LENGTH,
  },
  { message: 'Password must contain a digit', holds: (p) => /\p{Nd}/u.test(p) },
  {
    message: 'Password must contain a non-alphanumeric character',
    holds: (p) => /[^\p{L}\p{N}]/u.test(p),
  },
  { message: 'Password must contain an uppercase letter', holds: (p) => /\p{Lu}/u.test(p) },
  { message: 'Password must contain a lowercase letter', holds: (p) => /\p{Ll}/u.test(p) },
  {
    message: 'Password must contain at least 2 unique characters',
    holds: (p) => new Set(codePoints(p)).size >= 2,
  },
];

/** The hint shown next to a password field. */
export const PASSWORD_HINT =
  `At least ${MIN_PASSWORD_LENGTH} characters, with a digit, a non-alphanumeric character, ` +
  'an uppercase letter, a lowercase letter and at least 2 unique characters.';

/** One message per rule the password breaks, in the order of the rules; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.holds(password)).map((rule) => rule.message);
}
