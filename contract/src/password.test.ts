import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password.ts';

describe('passwordProblems (console-core §5 password policy)', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('Console#2025')).toEqual([]);
  });

  it('lists every broken rule, one message each, in rule order', () => {
    expect(passwordProblems('aaa')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain a digit',
      'Password must contain a non-alphanumeric character',
      'Password must contain an uppercase letter',
      'Password must contain at least 2 unique characters',
    ]);
  });

  it.each([
    ['Short#1a', []],
    ['Short#1', ['Password must be at least 8 characters long']],
    ['NoDigits#here', ['Password must contain a digit']],
    ['NoSymbol1here', ['Password must contain a non-alphanumeric character']],
    ['no#upper1case', ['Password must contain an uppercase letter']],
    ['NO#LOWER1CASE', ['Password must contain a lowercase letter']],
  ])('judges %s by each rule on its own', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('counts characters, not UTF-16 units, and treats accented letters as letters', () => {
    // Seven characters, one of them outside the BMP: still too short.
    expect(passwordProblems('Ab#1😀xy')).toEqual(['Password must be at least 8 characters long']);
    // "é" is a letter, so it does not stand in for the non-alphanumeric character.
    expect(passwordProblems('Passwörd1é')).toEqual(['Password must contain a non-alphanumeric character']);
  });

  it('needs two different characters even when a long password repeats one', () => {
    expect(passwordProblems('########')).toContain('Password must contain at least 2 unique characters');
    expect(passwordProblems('#######a')).not.toContain('Password must contain at least 2 unique characters');
  });
});
