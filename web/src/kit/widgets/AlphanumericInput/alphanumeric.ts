/**
 * The alphanumeric rule (console-core §5): Cyrillic letters (the Cyrillic block and its supplement)
 * and the characters ; \ [ ] ' = + _ < > - / . ? ` may not be typed or pasted.
 */
const BLOCKED_CHARACTER = /[\u0400-\u052F;\\[\]'=+_<>\-/.?`]/u;

/** Whether a typed or pasted text holds any character the rule blocks. */
export function hasBlockedCharacter(text: string): boolean {
  return BLOCKED_CHARACTER.test(text);
}
