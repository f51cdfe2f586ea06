import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  formatCents,
  EMPTY_TEXT,
  formatBoolean,
  formatDate,
  formatDateOrDateTime,
  formatDateTime,
  formatDatetimeSeconds,
  formatText,
  formatTimeOfDay,
  fromSecondsSinceMidnight,
  isBlank,
  toDateValue,
  toDayjs,
  toSecondsSinceMidnight,
} from './formats';

describe('formats (console-core §9)', () => {
  const instant = new Date(2025, 3, 7, 14, 5, 9);

  it('shows dates as MM/DD/YYYY', () => {
    expect(formatDate(instant)).toBe('04/07/2025');
  });
  it('shows date-times as MM/DD/YYYY h:mm A', () => {
    expect(formatDateTime(instant)).toBe('04/07/2025 2:05 PM');
  });
  it('shows datetimes as MM/dd/yyyy HH:mm:ss', () => {
    expect(formatDatetimeSeconds(instant)).toBe('04/07/2025 14:05:09');
  });
  it('shows Empty for blanks', () => {
    expect(EMPTY_TEXT).toBe('Empty');
    for (const blank of [null, undefined, '', '   ']) {
      expect(formatDate(blank)).toBe('Empty');
      expect(formatText(blank)).toBe('Empty');
    }
    expect(formatText([])).toBe('Empty');
    expect(isBlank(0)).toBe(false);
    expect(formatText(0)).toBe('0');
  });
  it('shows a text that is no date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
  it('shows booleans as a tick or a cross', () => {
    expect(formatBoolean(true)).toBe('✓');
    expect(formatBoolean(false)).toBe('✗');
    expect(formatBoolean(undefined)).toBe('Empty');
    expect(formatText(true)).toBe('✓');
  });
});

describe('date values (yyyy-MM-dd)', () => {
  it('reads a plain date as that calendar day whatever the time zone', () => {
    const day = toDayjs('2025-01-31');
    expect(day?.date()).toBe(31);
    expect(day?.hour()).toBe(0);
  });
  it('carries a picked day as yyyy-MM-dd', () => {
    expect(toDateValue(dayjs(new Date(2025, 0, 5, 23, 59)))).toBe('2025-01-05');
  });
  it('shows a plain date without a time and an instant with its time', () => {
    expect(formatDateOrDateTime('2025-01-05')).toBe('01/05/2025');
    expect(formatDateOrDateTime(new Date(2025, 0, 5, 9, 30).toISOString())).toBe('01/05/2025 9:30 AM');
  });
});

describe('time values (seconds since midnight)', () => {
  it('carries a time of day as seconds since midnight', () => {
    expect(toSecondsSinceMidnight(dayjs(new Date(2025, 0, 1, 13, 30, 15)))).toBe(48615);
    expect(toSecondsSinceMidnight(dayjs(new Date(2025, 0, 1, 0, 0, 0)))).toBe(0);
  });
  it('turns seconds since midnight back into a time of day', () => {
    const time = fromSecondsSinceMidnight(48615);
    expect([time.hour(), time.minute(), time.second()]).toEqual([13, 30, 15]);
  });
  it('shows h:mm A, with seconds only when there are some', () => {
    expect(formatTimeOfDay(48600)).toBe('1:30 PM');
    expect(formatTimeOfDay(48615)).toBe('1:30:15 PM');
    expect(formatTimeOfDay(0)).toBe('12:00 AM');
    expect(formatTimeOfDay(undefined)).toBe('Empty');
  });
});

describe('money (integer cents, USD)', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
