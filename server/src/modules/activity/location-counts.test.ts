import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountProducts, customerAccounts, locations, products } from '../../db/schema.ts';
import type { Tenant } from '../../platform/tenant.ts';
import type { TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { countedLocations } from './location-counts.ts';

let t: TestContext;
appForFile(async (context) => {
  t = context;
});

const db = () => t.database.db;

/** The tenant's locations counted from the rows, as the Locations list and the location report find them. */
async function counted(tenant: Tenant, productId: number | undefined, active: boolean | undefined) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
    .where(
      and(
        eq(locations.companyId, tenant.companyId),
        eq(customerAccounts.companyId, tenant.companyId),
        eq(customerAccounts.isTest, tenant.testMode),
        active === undefined ? undefined : eq(customerAccounts.active, active),
        productId === undefined
          ? undefined
          : sql`exists (select 1 from ${accountProducts} where ${accountProducts.accountId} = ${customerAccounts.id}
              and ${accountProducts.productId} = ${productId})`,
      ),
    );
  return row?.n ?? 0;
}

/** Every company, side, product (and every location) and active choice: the counters equal counting the rows. */
async function expectCountersExact(): Promise<void> {
  for (const companyId of [t.fixtures.companyA, t.fixtures.companyB]) {
    const productIds = (
      await db().select({ id: products.id }).from(products).where(eq(products.companyId, companyId))
    ).map((p) => p.id);
    for (const testMode of [false, true]) {
      const tenant = { companyId, testMode };
      for (const productId of [undefined, ...productIds]) {
        for (const customerActive of [undefined, true, false]) {
          expect(
            await countedLocations(db(), tenant, {
              ...(productId === undefined ? {} : { productId }),
              ...(customerActive === undefined ? {} : { customerActive }),
            }),
            `company ${companyId}, test ${testMode}, product ${productId ?? 'any'}, active ${customerActive ?? 'any'}`,
          ).toBe(await counted(tenant, productId, customerActive));
        }
      }
    }
  }
}

const addLocations = (companyId: number, accountId: number, names: string[]) =>
  db()
    .insert(locations)
    .values(names.map((name) => ({ companyId, accountId, name })))
    .returning({ id: locations.id });

describe('the location counters (migration location_counts)', () => {
  it('stay equal to counting the rows through every change of a location or its customer', async () => {
    const companyId = t.fixtures.companyA;
    const first = await createTestAccount(t, companyId, { customerName: 'Located One' });
    const second = await createTestAccount(t, companyId, { customerName: 'Located Two' });
    const third = await createTestAccount(t, companyId, { customerName: 'Located Three' });
    const before = await countedLocations(db(), { companyId, testMode: false }, {});

    // Several locations in one statement, of two customers.
    const added = await db()
      .insert(locations)
      .values([
        { companyId, accountId: first.accountId, name: 'North' },
        { companyId, accountId: first.accountId, name: 'South' },
        { companyId, accountId: second.accountId, name: 'East' },
      ])
      .returning({ id: locations.id });
    await addLocations(companyId, third.accountId, ['West', 'Centre']);
    expect(await countedLocations(db(), { companyId, testMode: false }, {})).toBe(before + 5);
    await expectCountersExact();

    // A location moved to another customer; a rename touches nothing.
    const [north, south] = added;
    if (!north || !south) throw new Error('the locations were not added');
    await db().update(locations).set({ accountId: second.accountId }).where(eq(locations.id, north.id));
    await db().update(locations).set({ name: 'South Side' }).where(eq(locations.id, south.id));
    await expectCountersExact();

    // A customer's products taken away and given back; a customer made inactive.
    const [product] = await db()
      .select({ productId: accountProducts.productId })
      .from(accountProducts)
      .where(eq(accountProducts.accountId, second.accountId));
    if (!product) throw new Error('the customer has no product');
    await db().delete(accountProducts).where(eq(accountProducts.accountId, second.accountId));
    await expectCountersExact();
    await db().insert(accountProducts).values({ accountId: second.accountId, productId: product.productId });
    await db()
      .update(customerAccounts)
      .set({ active: false })
      .where(eq(customerAccounts.id, third.accountId));
    await expectCountersExact();

    // A customer moved to the Test Mode side takes its locations along; one location deleted.
    await db().update(customerAccounts).set({ isTest: true }).where(eq(customerAccounts.id, first.accountId));
    await db().delete(locations).where(eq(locations.id, south.id));
    await expectCountersExact();

    // Customers deleted with their locations (the foreign keys' cascade), two in one statement.
    await db()
      .delete(customerAccounts)
      .where(inArray(customerAccounts.id, [second.accountId, third.accountId]));
    await db().delete(customerAccounts).where(eq(customerAccounts.id, first.accountId));
    expect(await countedLocations(db(), { companyId, testMode: false }, {})).toBe(before);
    await expectCountersExact();
  });
});
