import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { accountProducts, customerAccounts, products } from '../../db/schema.ts';
import type { TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { countedProductAccounts } from './product-counts.ts';
import { createTestAccount } from './testing.ts';

let t: TestContext;
appForFile(async (context) => {
  t = context;
});

const db = () => t.database.db;

/** Every product of the company, so each check covers them all. */
async function productsOf(companyId: number): Promise<{ id: number; projectId: string }[]> {
  return db()
    .select({ id: products.id, projectId: products.projectId })
    .from(products)
    .where(eq(products.companyId, companyId));
}

/** The same number counted from the rows. */
async function counted(tenant: Tenant, productId: number): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(accountProducts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountProducts.accountId))
    .where(and(inTenant(customerAccounts, tenant), eq(accountProducts.productId, productId)));
  return row?.n ?? 0;
}

/** Every company, side and product: the counters equal counting the rows. */
async function expectCountersExact(): Promise<void> {
  for (const companyId of [t.fixtures.companyA, t.fixtures.companyB]) {
    for (const testMode of [false, true]) {
      for (const product of await productsOf(companyId)) {
        const tenant = { companyId, testMode };
        expect(
          await countedProductAccounts(db(), tenant, [product.id]),
          `company ${companyId}, test ${testMode}, product ${product.id}`,
        ).toBe(await counted(tenant, product.id));
      }
    }
  }
}

describe('the product accounts counters (migration 0013)', () => {
  it('stay equal to counting the rows through provisioning, removal, Test Mode moves and deletions', async () => {
    const tenant = { companyId: t.fixtures.companyA, testMode: false };
    const [vsOnline] = (await productsOf(tenant.companyId)).filter((p) => p.projectId === Project.VsOnline);
    if (!vsOnline) throw new Error('the fixture company has no Veriscan Online product');
    const before = await countedProductAccounts(db(), tenant, [vsOnline.id]);

    const first = await createTestAccount(t, tenant.companyId, { customerName: 'Counted One' });
    const second = await createTestAccount(t, tenant.companyId, { customerName: 'Counted Two' });
    const third = await createTestAccount(t, tenant.companyId, { customerName: 'Counted Three' });
    expect(await countedProductAccounts(db(), tenant, [vsOnline.id])).toBe(before + 3);
    await expectCountersExact();

    // A product taken away from an account that stays.
    await db()
      .delete(accountProducts)
      .where(and(eq(accountProducts.accountId, first.accountId), eq(accountProducts.productId, vsOnline.id)));
    expect(await countedProductAccounts(db(), tenant, [vsOnline.id])).toBe(before + 2);
    await expectCountersExact();

    // An account moved to the Test Mode side takes its products along.
    await db()
      .update(customerAccounts)
      .set({ isTest: true })
      .where(eq(customerAccounts.id, second.accountId));
    expect(await countedProductAccounts(db(), tenant, [vsOnline.id])).toBe(before + 1);
    await expectCountersExact();

    // Deleted accounts (their products go by the cascade), two in one statement.
    await db()
      .delete(customerAccounts)
      .where(inArray(customerAccounts.id, [second.accountId, third.accountId]));
    expect(await countedProductAccounts(db(), tenant, [vsOnline.id])).toBe(before);
    await expectCountersExact();
  });

  it('counts nothing for no products', async () => {
    expect(await countedProductAccounts(db(), { companyId: t.fixtures.companyA, testMode: false }, [])).toBe(
      0,
    );
  });
});
