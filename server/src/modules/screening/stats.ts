import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { MetricsQuery } from '@console/contract/kit/metrics';
import type { ScreeningStats, ServiceCounts, StatsQuery } from '@console/contract/screening/api';
import type { Queryable } from '../../db/client.ts';
import { requestDailyRollups } from '../../db/schema.ts';
import { screeningServices } from './tables.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { productIn } from '../accounts/product-scope.ts';
import { addCounts, dayRange, daySeries, zeroCounts, type DayRange } from '../activity/day-series.ts';
import { findScreeningAccount, screeningProductIds } from './scope.ts';

/**
 * Statistics (product-families §7: statsByAllServices, getMetrics, Stats, Stats/{serviceId}), read
 * from the daily rollups only, in one statement with two grouping sets: (day, status) for the days
 * and (service, status) for the services. For an account it walks the rollups' primary key
 * (account, day, ...); for the company the index request_daily_rollups_company (company, isTest,
 * day). Two years are 730 days of rollup rows, whatever the number of requests; the grouping sets
 * answer about 2,200 rows for them where grouping by (day, service, status) answered three times
 * that for the server to walk again (server/src/modules/screening/README.md).
 */

const r = requestDailyRollups;

/** The name of a service code: the catalogue's, else the code itself; '(no service)' for none. */
async function serviceNames(db: Queryable, companyId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: screeningServices.code, name: screeningServices.name })
    .from(screeningServices)
    .where(eq(screeningServices.companyId, companyId));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** The rollups matching `where` over the range, as days and totals by status and counts per service. */
export async function statsOf(
  db: Queryable,
  companyId: number,
  where: SQL | undefined,
  range: DayRange,
): Promise<ScreeningStats> {
  const [rows, names] = await Promise.all([
    db
      .select({
        // Null in the other grouping set's rows: a (day, status) row has no service, and the
        // reverse. grouping() tells them apart (a service row's service may be '').
        day: r.day,
        service: r.service,
        byDay: sql<boolean>`grouping(${r.service}) = 1`,
        status: r.status,
        requests: sql<number>`sum(${r.requests})::int`,
      })
      .from(r)
      .where(and(where, between(r.day, range.dateFrom, range.dateTo)))
      .groupBy(sql`grouping sets ((${r.day}, ${r.status}), (${r.service}, ${r.status}))`),
    serviceNames(db, companyId),
  ]);
  const { days, totals } = daySeries(
    range,
    rows.filter((row) => row.byDay),
  );
  const byService = new Map<string, ServiceCounts>();
  for (const row of rows) {
    if (row.byDay) continue;
    let counts = byService.get(row.service);
    if (!counts) {
      const serviceName = row.service ? (names.get(row.service) ?? row.service) : '(no service)';
      counts = { service: row.service, serviceName, ...zeroCounts() };
      byService.set(row.service, counts);
    }
    addCounts(counts, row.status, row.requests);
  }
  const services = [...byService.values()].sort(
    (a, b) => b.total - a.total || a.serviceName.localeCompare(b.serviceName),
  );
  return { dateFrom: range.dateFrom, dateTo: range.dateTo, days, totals, services };
}

/** The rollups of one screening account (exported for bench/). */
export const accountRollups = (accountId: number, productIds: readonly number[]): SQL =>
  and(eq(r.accountId, accountId), productIn(r.productId, productIds)) as SQL;

/** Accounts/{id}/getMetrics: dateFrom and dateTo, at most two years. */
export async function accountMetrics(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: MetricsQuery,
  now = new Date(),
): Promise<ScreeningStats> {
  const range = dayRange(query.dateFrom, query.dateTo, 'dateTo', now);
  const { account, productIds } = await findScreeningAccount(db, tenant, accountId);
  return statsOf(db, tenant.companyId, accountRollups(account.id, productIds), range);
}

/** Accounts/{id}/statsByAllServices: From and To, at most two years. */
export async function accountStatsByService(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: StatsQuery,
  now = new Date(),
): Promise<ServiceCounts[]> {
  const range = dayRange(query.From, query.To, 'To', now);
  const { account, productIds } = await findScreeningAccount(db, tenant, accountId);
  return (await statsOf(db, tenant.companyId, accountRollups(account.id, productIds), range)).services;
}

/** Stats and Stats/{serviceId}: the tenant's screening requests (live or test ones, by Test Mode). */
export async function companyStats(
  db: Queryable,
  tenant: Tenant,
  query: StatsQuery,
  serviceId?: number,
  now = new Date(),
): Promise<ScreeningStats> {
  const range = dayRange(query.From, query.To, 'To', now);
  let service: SQL | undefined;
  if (serviceId !== undefined) {
    const [found] = await db
      .select({ code: screeningServices.code })
      .from(screeningServices)
      .where(and(eq(screeningServices.companyId, tenant.companyId), eq(screeningServices.id, serviceId)));
    if (!found) throw notFound('The service');
    service = eq(r.service, found.code);
  }
  const productIds = await screeningProductIds(db, tenant.companyId);
  const where = and(inTenant(r, tenant), productIn(r.productId, productIds), service);
  return statsOf(db, tenant.companyId, where, range);
}
