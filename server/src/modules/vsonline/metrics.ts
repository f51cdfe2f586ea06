import { and, between, countDistinct, eq, ne, sql } from 'drizzle-orm';
import {
  METRICS_RANGE_REVERSED,
  METRICS_RANGE_TOO_LONG,
  RECENT_SCAN_DAYS,
  metricsRangeTooLong,
  type MetricsQuery,
  type OnlineCustomerMetrics,
  type ScanCounts,
} from '@console/contract/vsonline';
import { RequestStatus } from '@console/contract/activity';
import type { Queryable } from '../../db/client.ts';
import { requestDailyRollups } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { findOnlineCustomer, productIn } from './scope.ts';

/**
 * A customer's metrics over a range of UTC days (product-families §7 "GET /{id}/Metrics"), read
 * from the daily rollups only (DESIGN.md "Product activity"): two grouped reads on the rollups'
 * primary key (account, day, ...), so two years cost 730 days of rollup rows, never raw requests.
 */

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * The range asked for, both ends included: left out, the last RECENT_SCAN_DAYS days ending today
 * (or ending dateTo, or starting dateFrom). A reversed range or one over two years is a 400 naming
 * the field at fault, dateTo.
 */
export function metricsRange(query: MetricsQuery, now = new Date()): DayRange {
  const span = RECENT_SCAN_DAYS - 1;
  const dateTo = query.dateTo ?? (query.dateFrom ? addDays(query.dateFrom, span) : utcDay(now));
  const dateFrom = query.dateFrom ?? addDays(dateTo, -span);
  if (dateTo < dateFrom) throw validationError({ dateTo: [METRICS_RANGE_REVERSED] });
  if (metricsRangeTooLong(dateFrom, dateTo)) throw validationError({ dateTo: [METRICS_RANGE_TOO_LONG] });
  return { dateFrom, dateTo };
}

const zero = (): ScanCounts => ({ success: 0, failed: 0, review: 0, total: 0 });

/** Adds `requests` of a status to the counts. */
function add(counts: ScanCounts, status: string, requests: number): void {
  if (status === RequestStatus.Success) counts.success += requests;
  else if (status === RequestStatus.Failed) counts.failed += requests;
  else if (status === RequestStatus.Review) counts.review += requests;
  else return;
  counts.total += requests;
}

/** The metrics of a customer account over the range (exported for bench/). */
export async function metricsOf(
  db: Queryable,
  accountId: number,
  productIds: readonly number[],
  range: DayRange,
): Promise<OnlineCustomerMetrics> {
  const r = requestDailyRollups;
  const inRange = and(
    eq(r.accountId, accountId),
    between(r.day, range.dateFrom, range.dateTo),
    productIn(r.productId, productIds),
  );
  const [perDay, [active]] = await Promise.all([
    db
      .select({ day: r.day, status: r.status, requests: sql<number>`sum(${r.requests})::int` })
      .from(r)
      .where(inRange)
      .groupBy(r.day, r.status),
    db
      .select({
        // 0 stands for "no device" / "no location" in the rollups (a key column cannot be null).
        devices: sql<number>`(${countDistinct(r.deviceId)} filter (where ${ne(r.deviceId, 0)}))::int`,
        locations: sql<number>`(${countDistinct(r.locationId)} filter (where ${ne(r.locationId, 0)}))::int`,
      })
      .from(r)
      .where(inRange),
  ]);
  const byDay = new Map<string, ScanCounts>();
  for (let day = range.dateFrom; day <= range.dateTo; day = addDays(day, 1)) byDay.set(day, zero());
  const totals = zero();
  for (const row of perDay) {
    const counts = byDay.get(row.day);
    if (counts) add(counts, row.status, row.requests);
    add(totals, row.status, row.requests);
  }
  return {
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    days: [...byDay].map(([day, counts]) => ({ day, ...counts })),
    totals,
    successRate: totals.total ? totals.success / totals.total : null,
    activeDevices: active?.devices ?? 0,
    activeLocations: active?.locations ?? 0,
  };
}

/** GET /{id}/Metrics: the range checked, the customer found in the tenant, then its rollups. */
export async function onlineCustomerMetrics(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: MetricsQuery,
  now = new Date(),
): Promise<OnlineCustomerMetrics> {
  const range = metricsRange(query, now);
  const { account, productIds } = await findOnlineCustomer(db, tenant, accountId);
  return metricsOf(db, account.id, productIds, range);
}
