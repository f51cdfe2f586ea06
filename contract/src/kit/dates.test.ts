import { describe, expect, it } from 'vitest';
import {
  DAY_PERIOD_REVERSED,
  DAY_PERIOD_TOO_LONG,
  dayNumber,
  dayOfNumber,
  dayPeriodProblem,
  isBoundedDateTime,
  isBoundedDay,
  isTooFarAhead,
  PERIOD_MAX_DAYS,
  periodDays,
} from './dates.ts';
import { REPORT_PERIOD_NOT_INSTANTS, resolveReportWindow } from './report-window.ts';

describe('a bounded day', () => {
  it('takes the real calendar days of the years 2000 to 2100', () => {
    for (const day of ['2000-01-01', '2026-11-27', '2100-12-31', '2024-02-29', '2000-02-29']) {
      expect(isBoundedDay(day), day).toBe(true);
    }
  });

  it('refuses the years around them, days that do not exist, and any other spelling', () => {
    for (const day of [
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '0001-01-01',
      '0000-01-01',
      '2026-02-30',
      '2025-02-29', // not a leap year
      '2100-02-29', // a century that is not a leap year
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-1',
      '+010000-01-01',
      '-002026-01-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '２０２６-01-01', // full-width digits
      '',
    ]) {
      expect(isBoundedDay(day), day).toBe(false);
    }
  });
});

describe('a bounded date-time', () => {
  it('takes an instant with its time zone on a bounded day', () => {
    for (const at of [
      '2000-01-01T00:00:00Z',
      '2100-12-31T23:59:59.999Z',
      '2026-11-27T10:30:00+05:30',
      '2026-11-27T10:30:00.123456789-08:00',
      '2026-11-27t10:30:00z',
      new Date('2026-11-27T10:30:00Z').toISOString(),
    ]) {
      expect(isBoundedDateTime(at), at).toBe(true);
    }
  });

  it('refuses other years, no time zone, impossible times and days', () => {
    for (const at of [
      '9999-12-31T00:00:00Z',
      '9999-12-30T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
      '+010000-01-01T00:00:00.000Z',
      '2026-02-30T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T23:59:60Z',
      '2026-01-01T00:00:00', // local time: read differently by each side
      '2026-01-01 00:00:00Z',
      '2026-01-01T00:00Z',
      '2026-01-01T00:00:00+0530',
      '2026-01-01T00:00:00.1234567890Z',
      '2026-01-01',
      '',
    ]) {
      expect(isBoundedDateTime(at), at).toBe(false);
    }
  });
});

describe('a series of days', () => {
  it('counts days as numbers, across months, leap days and years', () => {
    expect(periodDays('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(periodDays('2100-12-31', '2100-12-31')).toEqual(['2100-12-31']);
    expect(periodDays('2026-01-02', '2026-01-01')).toEqual([]);
    expect(dayOfNumber(dayNumber('2026-11-27') + 1)).toBe('2026-11-28');
  });

  it('throws at the end of year 9999, where comparing texts ran on forever, and on a day that does not exist', () => {
    expect(() => periodDays('9999-12-30', '9999-12-31')).toThrow(RangeError);
    // Date.parse rolls 02-30 over into March; a day number is only a real day's.
    expect(() => periodDays('2026-02-27', '2026-02-30')).toThrow(RangeError);
    expect(periodDays('2100-12-30', '2100-12-31')).toEqual(['2100-12-30', '2100-12-31']);
  });

  it('holds at most a two-year period, and throws rather than run on past it', () => {
    expect(periodDays('2024-03-10', '2026-03-09')).toHaveLength(730);
    expect(PERIOD_MAX_DAYS).toBe(733);
    expect(() => periodDays('2000-01-01', '2100-12-31')).toThrow(RangeError);
    expect(() => periodDays('2026-01-01', 'tomorrow')).toThrow(RangeError);
  });
});

describe('a period of days', () => {
  it('is at most two years, its end not before its start; one end alone is no period', () => {
    expect(dayPeriodProblem('2024-03-10', '2026-03-09')).toBeNull();
    expect(dayPeriodProblem('2024-03-09', '2026-03-09')).toBe(DAY_PERIOD_TOO_LONG);
    expect(dayPeriodProblem('2026-02-01', '2026-01-31')).toBe(DAY_PERIOD_REVERSED);
    expect(dayPeriodProblem(undefined, '2026-01-31')).toBeNull();
  });
});

describe('a report period', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('takes only bounded instants, even when no validator read them first (a saved filter)', () => {
    expect(resolveReportWindow('other', ['9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z'], now)).toEqual({
      window: null,
      problem: REPORT_PERIOD_NOT_INSTANTS,
    });
    expect(
      resolveReportWindow('other', ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'], now).problem,
    ).toBeNull();
  });
});

describe('an instant ahead of the clock', () => {
  it('may lie up to one hour ahead', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isTooFarAhead(new Date('2026-11-27T11:00:00Z'), now)).toBe(false);
    expect(isTooFarAhead(new Date('2026-11-27T11:00:01Z'), now)).toBe(true);
  });
});
