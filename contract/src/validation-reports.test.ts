import { describe, expect, it } from 'vitest';
import { checkSeverity, reportWindow, worstSeverity } from './validation-reports.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('reportWindow', () => {
  it('defaults to the last 24 hours up to one hour ahead', () => {
    expect(reportWindow({}, now)).toEqual({
      window: { from: new Date('2026-11-23T12:00:00Z'), to: new Date('2026-11-24T13:00:00Z') },
    });
  });

  it('fills a missing side from the other: from alone ends an hour ahead, to alone starts 24 hours before', () => {
    expect(reportWindow({ from: '2026-11-01T00:00:00Z' }, now)).toEqual({
      window: { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-24T13:00:00Z') },
    });
    expect(reportWindow({ to: '2026-11-10T00:00:00Z' }, now)).toEqual({
      window: { from: new Date('2026-11-09T00:00:00Z'), to: new Date('2026-11-10T00:00:00Z') },
    });
  });

  it('allows two years exactly and refuses more, or a reversed window, naming to', () => {
    expect(reportWindow({ from: '2024-11-24T13:00:00Z' }, now)).toHaveProperty('window');
    expect(reportWindow({ from: '2024-11-24T12:59:59Z' }, now)).toEqual({
      errors: { to: ['The date range is limited to two years'] },
    });
    expect(reportWindow({ from: '2026-11-24T00:00:00Z', to: '2026-11-23T00:00:00Z' }, now)).toEqual({
      errors: { to: ['The end is before the start'] },
    });
    expect(reportWindow({ from: 'soon' }, now)).toEqual({ errors: { from: ['From is not a date'] } });
  });
});

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
