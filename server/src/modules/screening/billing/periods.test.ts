import { describe, expect, it } from 'vitest';
import { monthBounds, periodEndingIn, previousMonth } from './periods.ts';

describe('billing months and the periods they bill', () => {
  it('bounds a month in UTC days, February of a leap year included', () => {
    expect(monthBounds('2026-10')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(monthBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('schedules the run for the month before, across a new year', () => {
    expect(previousMonth(new Date('2026-11-01T02:00:00Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12');
  });

  it('bills a monthly subscription started on the 1st for the calendar month', () => {
    expect(periodEndingIn('2026-01-01', 'month', '2026-10')).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });

  it('bills a monthly subscription started mid-month for the period that ended in the month', () => {
    expect(periodEndingIn('2026-09-15', 'month', '2026-10')).toEqual({
      start: '2026-09-15',
      end: '2026-10-14',
    });
    // Its first period has not ended by the end of September.
    expect(periodEndingIn('2026-09-15', 'month', '2026-09')).toBeUndefined();
  });

  it('bills a yearly subscription once, in the month its year ends', () => {
    expect(periodEndingIn('2025-10-01', 'year', '2026-09')).toEqual({
      start: '2025-10-01',
      end: '2026-09-30',
    });
    expect(periodEndingIn('2025-10-01', 'year', '2026-10')).toBeUndefined();
    expect(periodEndingIn('2025-10-01', 'year', '2026-08')).toBeUndefined();
  });

  it('bills nothing for a month before the subscription started', () => {
    expect(periodEndingIn('2026-11-01', 'month', '2026-10')).toBeUndefined();
  });
});
