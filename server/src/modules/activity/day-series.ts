import { and, between, sql, type SQL } from 'drizzle-orm';
import { periodDays } from '@console/contract/kit';
import { RECENT_SCAN_DAYS } from '@console/contract/vsonline/api';
import { type ScanCounts } from '@console/contract/kit/metrics';
import { RequestStatus } from '@console/contract/activity/api';
import type { Queryable } from '../../db/client.ts';
import { refuseBadPeriod } from '../../kit/day-period.ts';
import type { Rollups } from '../../kit/requests.ts';
import { addDays, utcDay } from '../../lib/days.ts';

/**
 * What every family's statistics share (DESIGN.md "Product activity"): a range of UTC days, checked
 * the same way everywhere, and the rollups' (day, status, requests) rows turned into every day of the
 * range with its counts by status, and the totals.
 */

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * The range asked for, both ends included: left out, the last RECENT_SCAN_DAYS days ending today
 * (or ending `to`, or starting `from`). A reversed range or one over two years is a 400 naming
 * `toField`, the field at fault.
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  toField: string,
  now = new Date(),
): DayRange {
  const span = RECENT_SCAN_DAYS - 1;
  const dateTo = to ?? (from ? addDays(from, span) : utcDay(now));
  const dateFrom = from ?? addDays(dateTo, -span);
  refuseBadPeriod(dateFrom, dateTo, toField);
  return { dateFrom, dateTo };
}

export const zeroCounts = (): ScanCounts => ({ success: 0, failed: 0, review: 0, total: 0 });

/** Adds `requests` of a status to the counts. */
export function addCounts(counts: ScanCounts, status: string, requests: number): void {
  if (status === RequestStatus.Success) counts.success += requests;
  else if (status === RequestStatus.Failed) counts.failed += requests;
  else if (status === RequestStatus.Review) counts.review += requests;
  else return;
  counts.total += requests;
}

export interface DayStatusRow {
  day: string;
  status: string;
  requests: number;
}

/**
 * The rollups' requests per day and status where `where` holds, over the range's days: the rows
 * daySeries reads, summed in the database (the daily rollups keep a row per account, device,
 * location and service of a day; the company's, 32 shards), so two years answer at most 730 × 3 rows.
 */
export function rolledUpDays(
  db: Queryable,
  rollups: Rollups,
  where: SQL | undefined,
  range: DayRange,
): Promise<DayStatusRow[]> {
  return db
    .select({
      day: rollups.day,
      status: rollups.status,
      requests: sql<number>`sum(${rollups.requests})::int`,
    })
    .from(rollups)
    .where(and(where, between(rollups.day, range.dateFrom, range.dateTo)))
    .groupBy(rollups.day, rollups.status);
}

/**
 * Every day of the range (days without requests count zero) and the totals. The days are counted as
 * numbers and capped (periodDays): no range, however it was made, runs on.
 */
export function daySeries(
  range: DayRange,
  rows: readonly DayStatusRow[],
): { days: (ScanCounts & { day: string })[]; totals: ScanCounts } {
  const byDay = new Map<string, ScanCounts>();
  for (const day of periodDays(range.dateFrom, range.dateTo)) byDay.set(day, zeroCounts());
  const totals = zeroCounts();
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) addCounts(counts, row.status, row.requests);
    addCounts(totals, row.status, row.requests);
  }
  return { days: [...byDay].map(([day, counts]) => ({ day, ...counts })), totals };
}
