import { describe, expect, it } from 'vitest';
import { checkSeverity, worstSeverity } from './api.ts';

describe('severity', () => {
  it('ranks a failed check by the catalogue, an unknown one medium, any warning low, others none', () => {
    expect(checkSeverity('tampering', 'failed')).toBe('high');
    expect(checkSeverity('portraitPresent', 'failed')).toBe('low');
    expect(checkSeverity('somethingNew', 'failed')).toBe('medium');
    expect(checkSeverity('tampering', 'warning')).toBe('low');
    expect(checkSeverity('tampering', 'passed')).toBe('none');
    expect(checkSeverity('tampering', 'skipped')).toBe('none');
  });

  it("makes an entry's severity its worst check's", () => {
    expect(worstSeverity([])).toBe('none');
    expect(
      worstSeverity([
        { name: 'portraitPresent', result: 'failed' },
        { name: 'mrzChecksum', result: 'failed' },
        { name: 'tampering', result: 'passed' },
      ]),
    ).toBe('medium');
  });
});
