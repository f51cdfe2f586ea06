import { and, eq } from 'drizzle-orm';
import type { IngestRequest } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import { products } from '../../db/schema.ts';
import type { TestContext } from '../../testing/harness.ts';
import { withProductToken, type TestProductAccount } from '../../testing/product-accounts.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { aRequest, reportStored } from '../activity/testing.ts';

// Helpers for the DIVE Online tests: a DIVE Online user made the way the console makes one (an
// account with the DIVE Online product), its product token, and requests reported through the
// product API.

export type TestDvsOnlineUser = TestProductAccount;

/** A new account of a fixture company with the DIVE Online product and a 'dvsonline' product token. */
export async function dvsOnlineUser(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Online Customer',
): Promise<TestDvsOnlineUser> {
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.projectId, Project.DvsOnline)));
  if (!product) throw new Error(`company ${companyId} has no DIVE Online product`);
  const { accountId } = await createTestAccount(t, companyId, {
    customerName,
    products: [{ productId: product.id }],
  });
  return withProductToken(t, companyId, Project.DvsOnline, accountId, 'Online app');
}

/** Reports a DIVE Online request through the product API; answers its id. */
export async function dvsOnlineRequest(
  t: TestContext,
  user: TestDvsOnlineUser,
  externalId: string,
  extra: Partial<IngestRequest> = {},
): Promise<number> {
  return reportStored(
    t,
    user.token,
    aRequest(externalId, { result: { documentType: 'Passport' }, ...extra }),
  );
}
