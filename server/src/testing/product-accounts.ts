import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type ProductProject } from '@console/contract/activity/api';
import type { Project } from '@console/contract/products/api';
import { products, subscriptionPlans } from '../db/schema.ts';
import { issueToken } from '../kit/tokens.ts';
import { createTestAccount } from '../modules/accounts/testing.ts';
import type { TestContext } from './harness.ts';

// Helpers for the product families' tests, which all make their accounts the same way: an account
// with the family's product on the company's first plan of it, made the way the console makes one,
// and the product token its product reports with, issued by the fixtures' admin.

/** A product's account of a fixture company, with the product token it reports with. */
export interface TestProductAccount {
  accountId: number;
  companyId: number;
  token: string;
  tokenId: number;
}

/** The fixtures' admin, acting in the company: who issues the tests' tokens and licences. */
export const testAdmin = (t: TestContext, companyId: number) => ({
  id: t.fixtures.users.admin,
  name: 'Admin Tester',
  companyId,
});

/** A new account of the company with the project's product on the company's first plan of it. */
export async function accountOnFirstPlan(
  t: TestContext,
  companyId: number,
  project: Project,
  customerName: string,
): Promise<{ accountId: number; userId: number; userName: string; productId: number }> {
  const [plan] = await t.database.db
    .select({ productId: products.id, planId: subscriptionPlans.id })
    .from(products)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, products.id))
    .where(and(eq(products.companyId, companyId), eq(products.projectId, project)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error(`company ${companyId} has no plan of project ${project}`);
  const account = await createTestAccount(t, companyId, {
    customerName,
    products: [{ productId: plan.productId, subscriptionPlanId: plan.planId }],
  });
  return { ...account, productId: plan.productId };
}

/** The account with a product token of the project, labelled as its app. */
export async function withProductToken(
  t: TestContext,
  companyId: number,
  project: ProductProject,
  accountId: number,
  label: string,
): Promise<TestProductAccount> {
  const issued = await issueToken(
    t.database.db,
    testAdmin(t, companyId),
    { kind: PRODUCT_TOKEN_KINDS[project], companyId, ownerId: accountId },
    { label },
  );
  return { accountId, companyId, token: issued.token, tokenId: issued.id };
}
