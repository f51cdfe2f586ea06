import { describe, expect, it } from 'vitest';
import { textProblem } from './text.ts';
import { fieldProblems, say, textMessage } from './validation.ts';

describe('the one rule for text', () => {
  it('takes text of any script, emoji (a surrogate pair) and U+FFFD as written', () => {
    for (const text of ['Åsa Öberg', '日本語', 'Zoë 👋🏽', 'O’Brien', 'a\uFFFDb', '', ' spaced '])
      expect(textProblem(text)).toBeUndefined();
  });

  it.each([
    ['NUL', 'a\u0000b', 'nul'],
    ['U+0001', 'a\u0001b', 'control'],
    ['backspace', 'a\bb', 'control'],
    ['escape', '\u001b[31mred', 'control'],
    ['DEL', 'a\u007fb', 'control'],
    ['a line feed', 'a\nb', 'lineBreak'],
    ['a carriage return', 'a\rb', 'lineBreak'],
    ['a tab', 'a\tb', 'lineBreak'],
    ['a lone high surrogate', 'a\ud800b', 'surrogate'],
    ['a lone low surrogate', 'a\udc00b', 'surrogate'],
    ['a high surrogate at the end', 'a\ud83d', 'surrogate'],
    ['two surrogates in the wrong order', '\udc00\ud800', 'surrogate'],
  ])('refuses %s in a line', (_case, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it('takes tab and line breaks in a multi-line text, and nothing else more', () => {
    expect(textProblem('line one\r\nline two\n\tindented', 'lines')).toBeUndefined();
    expect(textProblem('a\nb\u001b', 'lines')).toBe('control');
    expect(textProblem('a\n\u0000', 'lines')).toBe('nul');
    expect(textProblem('a\n\ud800', 'lines')).toBe('surrogate');
  });

  it("keeps a device's data as read (an AAMVA barcode's separators), but not a NUL or a lone surrogate", () => {
    expect(textProblem('@\n\u001e\rANSI 636015\u001dDCSSAMPLE', 'data')).toBeUndefined();
    expect(textProblem('raw\u0000', 'data')).toBe('nul');
    expect(textProblem('raw\udfff', 'data')).toBe('surrogate');
  });

  it('says the worst problem: NUL, then another control, then a line break, then a surrogate', () => {
    expect(textProblem('\ud800\n\u0007\u0000')).toBe('nul');
    expect(textProblem('\ud800\n\u0007')).toBe('control');
    expect(textProblem('\ud800\n')).toBe('lineBreak');
  });

  it('words each problem under the caption', () => {
    expect(textMessage('Label', 'nul')).toBe(say.nulCharacter('Label'));
    expect(textMessage('Label', 'control')).toBe(
      'Label must not contain control characters (such as escape or backspace)',
    );
    expect(textMessage('Label', 'lineBreak')).toBe('Label must be one line, without tabs or line breaks');
    expect(textMessage('Label', 'surrogate')).toBe(
      'Label holds half of a character (a lone UTF-16 surrogate)',
    );
  });
});

describe("the browser's check of a form field", () => {
  const field = { caption: 'Comments', required: false, type: 'string', maxLength: 100 };

  it('says the same words as the server for a text that is not text', () => {
    expect(fieldProblems(field, 'a\u001bb')).toEqual([say.controlCharacter('Comments')]);
    expect(fieldProblems(field, 'one\ntwo')).toEqual([say.lineBreak('Comments')]);
    expect(fieldProblems({ ...field, multiline: true }, 'one\r\n\ttwo')).toEqual([]);
  });
});
