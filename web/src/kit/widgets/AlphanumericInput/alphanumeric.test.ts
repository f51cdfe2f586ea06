import { describe, expect, it } from 'vitest';
import { hasBlockedCharacter } from './alphanumeric';

describe('the alphanumeric rule', () => {
  it('lets Latin letters, digits and spaces through', () => {
    expect(hasBlockedCharacter('Abc 123 xyz')).toBe(false);
  });
  it('blocks Cyrillic letters', () => {
    for (const letter of ['ж', 'Я', 'ё', 'Ї', 'ԁ']) expect(hasBlockedCharacter(letter)).toBe(true);
  });
  it('blocks each listed character', () => {
    for (const character of [';', '\\', '[', ']', "'", '=', '+', '_', '<', '>', '-', '/', '.', '?', '`']) {
      expect(hasBlockedCharacter(`ab${character}c`), character).toBe(true);
    }
  });
});
