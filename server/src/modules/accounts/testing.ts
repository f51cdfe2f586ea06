import { asc, eq } from 'drizzle-orm';
import { accountUsers, products, subscriptionPlans } from '../../db/schema.ts';
import type { AccountCreate } from '@console/contract/accounts/api';
import type { TestContext } from '../../testing/harness.ts';
import { createAccount } from './create.ts';

// Helpers for tests that need accounts of their own: another company's account, made the way the
// console makes one (createAccount), for the gate suite's 404s.

/** A gate fixture's key: the descriptor's method and path, 'GET /api/CommonAccount/{id}'. */

export interface CompanyBAccount {
  accountId: number;
  /** The account's first user. */
  userId: number;
  /** One of company B's products, which the account subscribes to, and its plan. */
  productId: number;
  planId: number;
}

/**
 * The body of POST /api/CommonAccount/create as an Admin sends it: the account's name, the admin as
 * its assignee and a first user whose user name no other test took; `over` changes any field.
 */
export const newAccountBody = (t: TestContext, customerName: string, over: Record<string, unknown> = {}) => ({
  customerName,
  assignedTo: t.fixtures.users.admin,
  firstName: 'Jane',
  lastName: 'Doe',
  userName: `jane${Math.random().toString(36).slice(2, 8)}`,
  email: 'jane@acme.test',
  ...over,
});

/**
 * A new account of a fixture company, made the way the console makes one (createAccount, by staff
 * without the Admin role, so no Assigned To is needed): its first user and the products chosen, plus
 * the perpetual Veriscan Online Trial every account gets.
 */
export async function createTestAccount(
  t: TestContext,
  companyId: number,
  { customerName, products: chosen = [] }: { customerName: string; products?: AccountCreate['products'] },
): Promise<{ accountId: number; userId: number; userName: string }> {
  const db = t.database.db;
  const staff = {
    id: t.fixtures.users.support,
    userName: 'support',
    name: 'Support Tester',
    roles: [],
    readOnly: false,
    companyId,
    testMode: false,
    profileVersion: null,
    secondFactorEnabled: false,
    sessionTokenHash: '',
  };
  const login = `u${Math.random().toString(36).slice(2, 10)}`;
  const { customerId } = await createAccount(
    db,
    staff,
    { id: staff.id, name: staff.name, companyId },
    { companyId, testMode: false },
    {
      customerName,
      firstName: 'Test',
      lastName: 'Customer',
      userName: login,
      email: `${login}@customer.test`,
      products: chosen,
    },
  );
  const [user] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(eq(accountUsers.accountId, customerId));
  if (!user) throw new Error('the account has no user');
  return { accountId: customerId, userId: user.id, userName: login };
}

/** A new account of the fixtures' companyB, with its first user and one of B's products. */
export async function accountOfCompanyB(t: TestContext): Promise<CompanyBAccount> {
  const db = t.database.db;
  const companyId = t.fixtures.companyB;
  const [plan] = await db
    .select({ productId: products.id, planId: subscriptionPlans.id })
    .from(products)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, products.id))
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.id), asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error('company B has no product with a plan');
  const { accountId, userId } = await createTestAccount(t, companyId, {
    customerName: 'Beta Customer',
    products: [{ productId: plan.productId, subscriptionPlanId: plan.planId }],
  });
  return { accountId, userId, ...plan };
}
