import { and, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { dayPeriodProblem } from '@console/contract/kit';
import { validationError } from '../http/errors.ts';
import { addDays } from '../lib/days.ts';

/**
 * A period of UTC days as every list and statistic filters by it (contract kit/dates.ts): checked
 * the same way everywhere, and turned into the same condition on a moment or on a day column. In the
 * kit, not in modules/activity, because the kit's request lists (requests.ts) use it too and the kit
 * imports no family.
 */

/** A query's period: its first and last UTC day (YYYY-MM-DD), both included; either may be left out. */
export interface DayPeriod {
  dateFrom?: string;
  dateTo?: string;
}

/**
 * A period of days a query names, checked: a reversed range or one over two years is a 400 naming
 * `toField`, the field at fault. One end alone, or none, is no period and passes. Every list
 * filtered by dateFrom and dateTo checks them here, before its first query.
 */
export function refuseBadPeriod(from: string | undefined, to: string | undefined, toField = 'dateTo'): void {
  const problem = dayPeriodProblem(from, to);
  if (problem !== null) throw validationError({ [toField]: [problem] });
}

/**
 * The period as a condition on a moment (a timestamp column): from the first day's midnight UTC,
 * up to but not including the midnight after the last day. A half-open range on the column itself
 * (never the column cast to a day), so its index and the partitions by month of startedAt still serve.
 */
export function momentInDays(column: AnyColumn, { dateFrom, dateTo }: DayPeriod): SQL | undefined {
  return and(
    dateFrom === undefined ? undefined : gte(column, new Date(`${dateFrom}T00:00:00Z`)),
    dateTo === undefined ? undefined : lt(column, new Date(`${addDays(dateTo, 1)}T00:00:00Z`)),
  );
}

/** The period as a condition on a day column (the rollups' `day`), both ends included. */
export function dayInDays(column: AnyColumn, { dateFrom, dateTo }: DayPeriod): SQL | undefined {
  return and(
    dateFrom === undefined ? undefined : gte(column, dateFrom),
    dateTo === undefined ? undefined : lte(column, dateTo),
  );
}
