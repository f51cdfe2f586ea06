import { and, between, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { MetricsQuery, DailyScanMetrics } from '@console/contract/kit/metrics';
import type { Queryable } from '../../db/client.ts';
import { requestDailyRollups } from '../../db/schema.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { dayRange, daySeries, rolledUpDays, type DayRange } from '../activity/day-series.ts';
import { findOnlineCustomer, productIn } from './scope.ts';

/**
 * A customer's metrics over a range of UTC days (product-families §7 "GET /{id}/Metrics"), read
 * from the daily rollups only (DESIGN.md "Product activity"): two grouped reads on the rollups'
 * primary key (account, day, ...), so two years cost 730 days of rollup rows, never raw requests.
 */

/** The range asked for (activity/day-series.ts): dateTo is the field a refusal names. */
export const metricsRange = (query: MetricsQuery, now = new Date()): DayRange =>
  dayRange(query.dateFrom, query.dateTo, 'dateTo', now);

/** The metrics of a customer account over the range (exported for bench/). */
export async function metricsOf(
  db: Queryable,
  accountId: number,
  productIds: readonly number[],
  range: DayRange,
): Promise<DailyScanMetrics> {
  const r = requestDailyRollups;
  const ofAccount = and(eq(r.accountId, accountId), productIn(r.productId, productIds));
  const [perDay, [active]] = await Promise.all([
    rolledUpDays(db, r, ofAccount, range),
    db
      .select({
        // 0 stands for "no device" / "no location" in the rollups (a key column cannot be null).
        devices: sql<number>`(${countDistinct(r.deviceId)} filter (where ${ne(r.deviceId, 0)}))::int`,
        locations: sql<number>`(${countDistinct(r.locationId)} filter (where ${ne(r.locationId, 0)}))::int`,
      })
      .from(r)
      .where(and(ofAccount, between(r.day, range.dateFrom, range.dateTo))),
  ]);
  const { days, totals } = daySeries(range, perDay);
  return {
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    days,
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
): Promise<DailyScanMetrics> {
  const range = metricsRange(query, now);
  const { account, productIds } = await findOnlineCustomer(db, tenant, accountId);
  return metricsOf(db, account.id, productIds, range);
}
