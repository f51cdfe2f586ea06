import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { requestDailyRollups } from '../../db/schema.ts';
import type { ResolvedReportWindow } from '../../kit/report-window.ts';

/**
 * The requests the daily rollups count for one row of a report (a location, a device, a customer)
 * over the UTC days of the period: a correlated sum over the rollups' index led by that column and
 * the day, so a page of 20 rows reads 20 short index ranges, whatever the number of requests.
 */
export function scansOf(
  rollupColumn: 'locationId' | 'deviceId' | 'accountId',
  outer: AnyPgColumn,
  window: ResolvedReportWindow,
): SQL<number> {
  const r = requestDailyRollups;
  return sql<number>`coalesce((select sum(${r.requests}) from ${r} where ${r[rollupColumn]} = ${outer} and ${r.day} between ${window.dateFrom} and ${window.dateTo}), 0)::int`;
}
