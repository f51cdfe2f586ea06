import { and, eq } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type IngestRequest } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import { products } from '../../db/schema.ts';
import { issueToken } from '../../kit/tokens.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { aRequest, report } from '../activity/testing.ts';

// Helpers for the DIVE Online tests: a DIVE Online user made the way the console makes one (an
// account with the DIVE Online product), its product token, and requests reported through the
// product API.

export interface TestDvsOnlineUser {
  accountId: number;
  companyId: number;
  token: string;
  tokenId: number;
}

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
  const issued = await issueToken(
    t.database.db,
    { id: t.fixtures.users.admin, name: 'Admin Tester', companyId },
    { kind: PRODUCT_TOKEN_KINDS[Project.DvsOnline], companyId, ownerId: accountId },
    { label: 'Online app' },
  );
  return { accountId, companyId, token: issued.token, tokenId: issued.id };
}

/** Reports a DIVE Online request through the product API; answers its id. */
export async function dvsOnlineRequest(
  t: TestContext,
  user: TestDvsOnlineUser,
  externalId: string,
  extra: Partial<IngestRequest> = {},
): Promise<number> {
  const response = await report(
    t,
    user.token,
    aRequest(externalId, { result: { documentType: 'Passport' }, ...extra }),
  );
  if (response.statusCode !== 201) throw new Error(`report refused: ${response.body}`);
  return response.json<{ id: number }>().id;
}
