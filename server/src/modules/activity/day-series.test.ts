import { describe, expect, it } from 'vitest';
import { DAY_PERIOD_REVERSED } from '@console/contract/kit';
import { dayRange, daySeries } from './day-series.ts';

describe('a series of days', () => {
  it('holds every day of the range, counted as numbers across a leap day and a year', () => {
    const { days } = daySeries({ dateFrom: '2024-02-28', dateTo: '2024-03-01' }, []);
    expect(days.map((day) => day.day)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    const turn = daySeries({ dateFrom: '2100-12-30', dateTo: '2100-12-31' }, [
      { day: '2100-12-31', status: 'success', requests: 2 },
    ]);
    expect(turn.days.map((day) => day.day)).toEqual(['2100-12-30', '2100-12-31']);
    expect(turn.totals).toEqual({ success: 2, failed: 0, review: 0, total: 2 });
  });

  it('stops at the cap, whatever range it is given, instead of counting on', () => {
    // A century of days: the old loop counted 36,890 of them; a series holds two years at most.
    expect(() => daySeries({ dateFrom: '2000-01-01', dateTo: '2100-12-31' }, [])).toThrow(RangeError);
    expect(() => daySeries({ dateFrom: 'not a day', dateTo: '2026-01-01' }, [])).toThrow(RangeError);
  });

  it('checks a range as a period before any series is made', () => {
    expect(() => dayRange('2026-02-01', '2026-01-31', 'To')).toThrow(DAY_PERIOD_REVERSED);
  });
});
