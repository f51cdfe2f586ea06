import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResolvedReportWindow } from '../../kit/report-window.ts';

/** A table of daily rollups a report sums: request_daily_rollups or one of its sums. */
type Rollups = PgTable & { day: AnyPgColumn; requests: AnyPgColumn };

/**
 * The requests the daily rollups count for one row of a report (a location, a device, a customer)
 * over the UTC days of the period: a correlated sum over the rollups' index led by that column and
 * the day, so a page of 20 rows reads 20 short index ranges, whatever the number of requests.
 */
export function scansOf(
  rollups: Rollups,
  rollupColumn: AnyPgColumn,
  outer: AnyPgColumn,
  window: ResolvedReportWindow,
): SQL<number> {
  return sql<number>`coalesce((select sum(${rollups.requests}) from ${rollups} where ${rollupColumn} = ${outer} and ${rollups.day} between ${window.dateFrom} and ${window.dateTo}), 0)::int`;
}
