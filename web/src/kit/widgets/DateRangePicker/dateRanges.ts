import type { Dayjs } from 'dayjs';
import { REPORT_MAX_YEARS } from '@console/contract/constants';

// The date range rules of console-core §5 and §9 as pure functions of 'now', so they are tested
// without a picker or a clock.

export const ROUNDED_MESSAGE = 'The selected dates were rounded to match maximum time interval';
/** How many past calendar months are offered by name. */
export const PREVIOUS_MONTHS = 3;

export type DateRange = [Dayjs, Dayjs];

export interface NamedRange {
  label: string;
  range: DateRange;
}

/** Whole days ('day') for a date-only picker, the exact instant ('instant') when it shows times. */
export type RangePrecision = 'day' | 'instant';

/**
 * A range longer than two years keeps its end and moves its start to the end minus two years; the
 * end is what the user is most likely looking at (the recent side). Whole days count both ends, as
 * the server's rule does (contract metricsRangeTooLong): the rounded range starts the day after the
 * same calendar day two years back, e.g. 04/08/2023 – 04/07/2025, so no rounded pick is refused.
 */
export function limitRange(
  [start, end]: DateRange,
  precision: RangePrecision,
): { range: DateRange; rounded: boolean } {
  const twoYearsBack = end.subtract(REPORT_MAX_YEARS, 'year');
  const earliest = precision === 'day' ? twoYearsBack.add(1, 'day').startOf('day') : twoYearsBack;
  const unit = precision === 'day' ? 'day' : undefined;
  if (!start.isBefore(earliest, unit)) return { range: [start, end], rounded: false };
  return { range: [earliest, end], rounded: true };
}

/** A date-only pick covers its days whole: from the start of the first to the end of the last. */
export function wholeDays([start, end]: DateRange): DateRange {
  return [start.startOf('day'), end.endOf('day')];
}

/** The default window: the last 30 days. */
export function defaultDateRange(now: Dayjs): DateRange {
  return [now.subtract(30, 'day').startOf('day'), now.endOf('day')];
}

/** The picker's shortcuts: Today, Last 24h, Yesterday, Last 7 days, Previous week, Last 30 days, months. */
export function rangePresets(now: Dayjs, previousMonths = PREVIOUS_MONTHS): NamedRange[] {
  const yesterday = now.subtract(1, 'day');
  const previousWeek = now.startOf('week').subtract(1, 'week');
  const months = Array.from({ length: previousMonths }, (_, index) => now.subtract(index + 1, 'month'));
  return [
    { label: 'Today', range: [now.startOf('day'), now.endOf('day')] },
    { label: 'Last 24h', range: [now.subtract(24, 'hour'), now] },
    { label: 'Yesterday', range: [yesterday.startOf('day'), yesterday.endOf('day')] },
    { label: 'Last 7 days', range: [now.subtract(7, 'day').startOf('day'), now.endOf('day')] },
    { label: 'Previous week', range: [previousWeek, previousWeek.endOf('week')] },
    { label: 'Last 30 days', range: defaultDateRange(now) },
    ...months.map((month): NamedRange => ({
      label: month.format('MMMM YYYY'),
      range: [month.startOf('month'), month.endOf('month')],
    })),
  ];
}

/** The quick ranges up to now; All is the longest range allowed, two years. */
export function quickRanges(now: Dayjs): NamedRange[] {
  const back = (amount: number, unit: 'day' | 'week' | 'month' | 'year'): DateRange => [
    now.subtract(amount, unit),
    now,
  ];
  return [
    { label: '1d', range: back(1, 'day') },
    { label: '1w', range: back(1, 'week') },
    { label: '1m', range: back(1, 'month') },
    { label: '1y', range: back(1, 'year') },
    { label: 'All', range: back(REPORT_MAX_YEARS, 'year') },
  ];
}
