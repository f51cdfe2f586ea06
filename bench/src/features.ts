import { and, eq, sql } from 'drizzle-orm';
import { featuresApi } from '@console/contract/features/api';
import { buildApp } from '@console/server/src/app.ts';
import { customerAccounts, features, locations } from '@console/server/src/db/schema.ts';
import { locationFeatures } from '@console/server/src/modules/features/tables.ts';
import { determineLocationsFeatures } from '@console/server/src/modules/features/locations.ts';
import { onlineCustomersOf, vsOnlineProductIds } from '@console/server/src/modules/vsonline/scope.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { BENCH_PASSWORD, benchConfig, openDemoDatabase, type BenchDatabaseKind } from './database.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';

const WARM_UP = 20;

/**
 * POST /api/Features/DetermineLocationsFeatures for one customer's `count` locations (issue 13:
 * 1,000 locations, p95 under 50 ms on PostgreSQL), over HTTP against the same service call made
 * directly. The demo customer gets the locations with set-based inserts, a third of them with a
 * switch of their own, then the tables are analysed as a database in service would be.
 */
export async function benchLocationsFeatures(
  kind: BenchDatabaseKind,
  count: number,
  requests: number,
): Promise<Measurement> {
  const { database, tenant } = await openDemoDatabase(kind);
  try {
    const db = database.db;
    const productIds = await vsOnlineProductIds(db, tenant.companyId);
    const [customer] = await db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(onlineCustomersOf(db, tenant, productIds))
      .orderBy(customerAccounts.id)
      .limit(1);
    if (!customer) throw new Error('the demo made no online customer');
    await db.execute(sql`
      insert into locations (company_id, account_id, name)
      select ${tenant.companyId}, ${customer.id}, 'Bench location ' || n from generate_series(1, ${count}) as n`);
    const ids = (
      await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.accountId, customer.id), sql`${locations.name} like 'Bench location %'`))
    ).map((row) => row.id);
    const [faceMatch] = await db
      .select({ id: features.id })
      .from(features)
      .where(eq(features.name, 'faceMatch'));
    if (!faceMatch) throw new Error('no faceMatch feature');
    await db
      .insert(locationFeatures)
      .values(
        ids
          .filter((_, i) => i % 3 === 0)
          .map((locationId) => ({ locationId, featureId: faceMatch.id, enabled: false })),
      );
    await db.execute(sql`analyze`);

    const app = await buildApp(benchConfig(), database, { logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie, token } = await signInOverHttp(address, 'admin', BENCH_PASSWORD);
      const body = JSON.stringify({ locationIds: ids });
      const overHttp = async () => {
        const response = await fetch(`${address}${featuresApi.determineLocations.path}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', RequestVerificationToken: token },
          body,
        });
        if (!response.ok) throw new Error(`DetermineLocationsFeatures answered ${response.status}`);
        return response.text();
      };
      const direct = () => determineLocationsFeatures(db, tenant, ids);
      await timeAlternately(WARM_UP, overHttp, direct);
      const samples = await timeAlternately(requests, overHttp, direct);
      return summarize(
        `DetermineLocationsFeatures, ${ids.length} locations (${kind})`,
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
