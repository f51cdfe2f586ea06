import { describe, expect, it } from 'vitest';
import { metricsRangeTooLong } from '@console/contract/kit/metrics';
import dayjs from 'dayjs';
import {
  defaultDateRange,
  limitRange,
  quickRanges,
  rangePresets,
  wholeDays,
  type DateRange,
} from './dateRanges';

// Wednesday 9 April 2025, 14:30 local time.
const now = dayjs(new Date(2025, 3, 9, 14, 30));
const text = ([start, end]: DateRange) =>
  `${start.format('YYYY-MM-DD HH:mm')} – ${end.format('YYYY-MM-DD HH:mm')}`;

describe('limitRange (at most two years)', () => {
  it('keeps a range of two years or less, both days counted as the server counts them', () => {
    const range: DateRange = [dayjs(new Date(2023, 3, 10)), dayjs(new Date(2025, 3, 9, 23, 59))];
    expect(limitRange(range, 'day')).toEqual({ range, rounded: false });
  });
  it('rounds a longer range to the two years of days before its end, a range the server accepts', () => {
    const { range, rounded } = limitRange(
      [dayjs(new Date(2020, 0, 1)), dayjs(new Date(2025, 3, 9, 23, 59))],
      'day',
    );
    expect(rounded).toBe(true);
    expect(text(range)).toBe('2023-04-10 00:00 – 2025-04-09 23:59');
    const [from, to] = range.map((day) => day.format('YYYY-MM-DD')) as [string, string];
    expect(metricsRangeTooLong(from, to)).toBe(false);
  });
  it('counts instants exactly when the picker shows times', () => {
    const end = dayjs(new Date(2025, 3, 9, 14, 30));
    const { range, rounded } = limitRange([dayjs(new Date(2023, 3, 9, 14, 0)), end], 'instant');
    expect(rounded).toBe(true);
    expect(text(range)).toBe('2023-04-09 14:30 – 2025-04-09 14:30');
  });
});

describe('ranges from now', () => {
  it('defaults to the last 30 days', () => {
    expect(text(defaultDateRange(now))).toBe('2025-03-10 00:00 – 2025-04-09 23:59');
  });
  it('covers picked days whole', () => {
    expect(text(wholeDays([now, now]))).toBe('2025-04-09 00:00 – 2025-04-09 23:59');
  });
  it('offers the presets and the previous three months by name', () => {
    expect(rangePresets(now).map(({ label, range }) => `${label}: ${text(range)}`)).toEqual([
      'Today: 2025-04-09 00:00 – 2025-04-09 23:59',
      'Last 24h: 2025-04-08 14:30 – 2025-04-09 14:30',
      'Yesterday: 2025-04-08 00:00 – 2025-04-08 23:59',
      'Last 7 days: 2025-04-02 00:00 – 2025-04-09 23:59',
      'Previous week: 2025-03-30 00:00 – 2025-04-05 23:59',
      'Last 30 days: 2025-03-10 00:00 – 2025-04-09 23:59',
      'March 2025: 2025-03-01 00:00 – 2025-03-31 23:59',
      'February 2025: 2025-02-01 00:00 – 2025-02-28 23:59',
      'January 2025: 2025-01-01 00:00 – 2025-01-31 23:59',
    ]);
  });
  it('offers the quick ranges up to now, All being two years', () => {
    expect(quickRanges(now).map(({ label, range }) => `${label}: ${text(range)}`)).toEqual([
      '1d: 2025-04-08 14:30 – 2025-04-09 14:30',
      '1w: 2025-04-02 14:30 – 2025-04-09 14:30',
      '1m: 2025-03-09 14:30 – 2025-04-09 14:30',
      '1y: 2024-04-09 14:30 – 2025-04-09 14:30',
      'All: 2023-04-09 14:30 – 2025-04-09 14:30',
    ]);
  });
});
