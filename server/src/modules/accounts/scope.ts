import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';

/**
 * The tenant's accounts (platform/tenant.ts): the administered company's, and of those the test ones
 * while the company is in Test Mode, the live ones otherwise.
 */
export function inScope(tenant: Tenant): SQL {
  return and(inTenant(customerAccounts, tenant)) as SQL;
}

/** The account when it is the tenant's; any other id (another company's, a live one in Test Mode) answers 404. */
export async function findAccount(db: Queryable, tenant: Tenant, accountId: number) {
  const [account] = await db
    .select()
    .from(customerAccounts)
    .where(and(inScope(tenant), eq(customerAccounts.id, accountId)));
  if (!account) throw notFound('The account');
  return account;
}
