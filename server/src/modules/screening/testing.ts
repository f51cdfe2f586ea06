import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import { features, products, subscriptionPlans } from '../../db/schema.ts';
import { screeningAccountServices, screeningPlans, screeningServices } from './tables.ts';
import { issueToken } from '../../kit/tokens.ts';
import type { TestContext } from '../../testing/harness.ts';
import { writeAccountFeatures } from '../accounts/settings.ts';
import { createTestAccount } from '../accounts/testing.ts';

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

export interface TestScreeningAccount {
  accountId: number;
  companyId: number;
  token: string;
  tokenId: number;
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
  const [plan] = await db
    .select({ productId: products.id, planId: subscriptionPlans.id })
    .from(products)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, products.id))
    .where(and(eq(products.companyId, companyId), eq(products.projectId, Project.Screening)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error('the company has no Screening product');
  const account = await createTestAccount(t, companyId, {
    customerName,
    products: [{ productId: plan.productId, subscriptionPlanId: plan.planId }],
  });
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
  const issued = await issueToken(
    db,
    { id: t.fixtures.users.admin, name: 'Admin Tester', companyId },
    { kind: PRODUCT_TOKEN_KINDS[Project.Screening], companyId, ownerId: account.accountId },
    { label: 'Screening app' },
  );
  return { accountId: account.accountId, companyId, token: issued.token, tokenId: issued.id, catalogue: own };
}
