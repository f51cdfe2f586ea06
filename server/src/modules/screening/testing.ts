import { eq } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { features } from '../../db/schema.ts';
import { screeningAccountServices, screeningPlans, screeningServices } from './tables.ts';
import type { TestContext } from '../../testing/harness.ts';
import {
  accountOnFirstPlan,
  withProductToken,
  type TestProductAccount,
} from '../../testing/product-accounts.ts';
import { writeAccountFeatures } from '../accounts/settings.ts';

// Helpers for the screening tests: a company's catalogue (two services, a monthly plan each) and a
// screening account made the way the console makes one, with the Screening product, every customer
// feature on (so any service may be reported), the identity check service enabled and a token.

export interface TestCatalogue {
  idCheck: { serviceId: number; planId: number };
  watchlist: { serviceId: number; planId: number };
}

/** The company's catalogue: identity check ($0.50 a request, $0.75 over) and watchlist, monthly. */
export async function testCatalogue(t: TestContext, companyId: number): Promise<TestCatalogue> {
  const db = t.database.db;
  const service = async (code: string, name: string, unitPriceCents: number, overageUnitCents: number) => {
    const [row] = await db.insert(screeningServices).values({ companyId, code, name }).returning();
    if (!row) throw new Error('service insert returned nothing');
    const [plan] = await db
      .insert(screeningPlans)
      .values({
        companyId,
        serviceId: row.id,
        name: `${name} Monthly`,
        interval: 'month',
        unitPriceCents,
        overageUnitCents,
      })
      .returning();
    if (!plan) throw new Error('plan insert returned nothing');
    return { serviceId: row.id, planId: plan.id };
  };
  return {
    idCheck: await service('idCheck', 'Identity Check', 50, 75),
    watchlist: await service('watchlist', 'Watchlist', 20, 30),
  };
}

export interface TestScreeningAccount extends TestProductAccount {
  catalogue: TestCatalogue;
}

/** A screening account of the company (its catalogue made first), with identity check enabled. */
export async function screeningAccount(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Screening Customer',
  catalogue?: TestCatalogue,
): Promise<TestScreeningAccount> {
  const db = t.database.db;
  const own = catalogue ?? (await testCatalogue(t, companyId));
  const account = await accountOnFirstPlan(t, companyId, Project.Screening, customerName);
  const catalogueFeatures = await db
    .select({ featureId: features.id })
    .from(features)
    .where(eq(features.scope, 'customer'));
  await writeAccountFeatures(
    db,
    account.accountId,
    catalogueFeatures.map(({ featureId }) => ({ featureId, isEnabled: true })),
  );
  await db
    .insert(screeningAccountServices)
    .values({ accountId: account.accountId, serviceId: own.idCheck.serviceId });
  const withToken = await withProductToken(
    t,
    companyId,
    Project.Screening,
    account.accountId,
    'Screening app',
  );
  return { ...withToken, catalogue: own };
}
