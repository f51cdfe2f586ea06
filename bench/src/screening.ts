import { and, count, eq, sql } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { fillPath } from '@console/contract/kit';
import { screeningApi } from '@console/contract/screening/api';
import { buildApp } from '@console/server/src/app.ts';
import { customerAccounts, devices, verificationRequests } from '@console/server/src/db/schema.ts';
import { screeningServices } from '@console/server/src/modules/screening/tables.ts';
import { generateRequests } from '@console/server/src/modules/activity/generate.ts';
import { ensurePartitions } from '@console/server/src/modules/activity/partitions.ts';
import { recountActivity } from '@console/server/src/modules/activity/recount.ts';
import { productAccountsOf } from '@console/server/src/modules/accounts/product-scope.ts';
import { screeningProductIds } from '@console/server/src/modules/screening/scope.ts';
import { accountMetrics } from '@console/server/src/modules/screening/stats.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { BENCH_PASSWORD, benchConfig, openDemoDatabase } from './database.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';

const WARM_UP = 20;
const DAY_MS = 86_400_000;
/** Two years of UTC days, both ends included, as the statistics' cap allows. */
const TWO_YEARS_DAYS = 730;

/**
 * A screening account's statistics over two years (issue 14: an account with 1,000,000 requests,
 * p95 under 50 ms on PostgreSQL): GET Accounts/{id}/getMetrics over HTTP against the same service
 * call made directly. The demo's first screening account gets `requests` screening requests over
 * two years across its devices (set-based, activity/generate.ts), its rollups are derived from them
 * as the product API keeps them, and the tables are analysed as a database in service would be.
 */
export async function benchScreeningStats(requests: number, reads: number): Promise<Measurement> {
  const { database, tenant } = await openDemoDatabase('postgres');
  try {
    const db = database.db;
    const productIds = await screeningProductIds(db, tenant.companyId);
    const [account] = await db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(productAccountsOf(db, tenant, productIds))
      .orderBy(customerAccounts.id)
      .limit(1);
    if (!account) throw new Error('the demo made no screening account');
    const [{ n: deviceCount } = { n: 0 }] = await db
      .select({ n: count() })
      .from(devices)
      .where(eq(devices.accountId, account.id));
    if (!deviceCount) throw new Error('the screening account has no device');
    const services = await db
      .select({ code: screeningServices.code })
      .from(screeningServices)
      .where(eq(screeningServices.companyId, tenant.companyId));
    const now = new Date();
    await ensurePartitions(db, new Date(now.getTime() - TWO_YEARS_DAYS * DAY_MS), 26);
    await generateRequests(db, {
      accounts: { from: account.id, to: account.id },
      perDevice: Math.ceil(requests / deviceCount),
      days: TWO_YEARS_DAYS - 1,
      until: now,
      seed: 14,
      externalIdPrefix: 'bench',
      project: Project.Screening,
      services: services.map((s) => s.code),
    });
    await recountActivity(db, { from: account.id, to: account.id });
    await db.execute(sql`analyze`);
    const [{ n: stored } = { n: 0 }] = await db
      .select({ n: count() })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.accountId, account.id)));

    const dateTo = now.toISOString().slice(0, 10);
    const dateFrom = new Date(now.getTime() - (TWO_YEARS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const app = await buildApp(benchConfig(), database, { logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie } = await signInOverHttp(address, 'admin', BENCH_PASSWORD);
      const url = `${address}${fillPath(screeningApi.metrics.path, { id: account.id })}?dateFrom=${dateFrom}&dateTo=${dateTo}`;
      const overHttp = async () => {
        const response = await fetch(url, { headers: { cookie } });
        if (!response.ok) throw new Error(`getMetrics answered ${response.status}`);
        return response.text();
      };
      const direct = () => accountMetrics(db, tenant, account.id, { dateFrom, dateTo });
      await timeAlternately(WARM_UP, overHttp, direct);
      const samples = await timeAlternately(reads, overHttp, direct);
      return summarize(
        `Screening getMetrics, two years, one account with ${stored.toLocaleString('en-US')} requests (postgres)`,
        samples.http,
        samples.sql,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
