import { asc, eq } from 'drizzle-orm';
import { accountUsers, products, subscriptionPlans } from '../../db/schema.ts';
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
  // Staff without the Admin role: no Assigned To is needed (create.ts).
  const staff = {
    id: t.fixtures.users.support,
    userName: 'support',
    name: 'Support Tester',
    roles: [],
    readOnly: false,
    companyId,
    testMode: false,
    sessionTokenHash: '',
  };
  const login = `b${Math.random().toString(36).slice(2, 10)}`;
  const { customerId } = await createAccount(
    db,
    staff,
    { id: staff.id, name: staff.name, companyId },
    { companyId, testMode: false },
    {
      customerName: 'Beta Customer',
      firstName: 'Bea',
      lastName: 'Beta',
      userName: login,
      email: `${login}@beta.test`,
      products: [{ productId: plan.productId, subscriptionPlanId: plan.planId }],
    },
  );
  const [user] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(eq(accountUsers.accountId, customerId));
  if (!user) throw new Error('the account has no user');
  return { accountId: customerId, userId: user.id, ...plan };
}
