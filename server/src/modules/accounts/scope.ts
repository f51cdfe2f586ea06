import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';

/**
 * Which accounts a request may see: the administered company's, and of those the test ones while
 * the company is in Test Mode, the live ones otherwise (README, "Test mode").
 */
export interface AccountScope {
  companyId: number;
  isTest: boolean;
}

export function accountScope(staff: StaffPrincipal): AccountScope {
  if (staff.companyId === null) throw notFound('An administered company');
  return { companyId: staff.companyId, isTest: staff.testMode };
}

export function inScope(scope: AccountScope): SQL {
  return and(
    eq(customerAccounts.companyId, scope.companyId),
    eq(customerAccounts.isTest, scope.isTest),
  ) as SQL;
}

/** The account when it is in scope; any other id (another company's, a live one in Test Mode) answers 404. */
export async function findAccount(db: Queryable, scope: AccountScope, accountId: number) {
  const [account] = await db
    .select()
    .from(customerAccounts)
    .where(and(inScope(scope), eq(customerAccounts.id, accountId)));
  if (!account) throw notFound('The account');
  return account;
}
