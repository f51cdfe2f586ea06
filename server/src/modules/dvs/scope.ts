import { and, eq } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { accountUsers, customerAccounts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { productAccountsOf, productScope, type ProductAccountScope } from '../accounts/product-scope.ts';

/**
 * Which accounts are DIVE accounts: the tenant's accounts (accounts/scope.ts) that have the
 * company's DIVE product. Another company's account, or one without DIVE, answers 404 like one
 * that does not exist.
 */

const scope = productScope(Project.DVS, 'The DIVE account');

/** The company's DIVE product ids. */
export const dvsProductIds = scope.productIds;

/** The condition on customer_accounts: the tenant's, with DIVE. */
export const dvsAccountsOf = productAccountsOf;

export type DvsScope = ProductAccountScope;

/** The DIVE account with this id and the company's DIVE products; 404 otherwise. */
export const findDvsAccount = scope.findAccount;

/** A user of a DIVE account, found by the user's id alone; its account with it. 404 otherwise. */
export async function findDvsUser(db: Queryable, tenant: Tenant, userId: number) {
  const productIds = await dvsProductIds(db, tenant.companyId);
  const [row] = await db
    .select({ id: accountUsers.id, accountId: accountUsers.accountId })
    .from(accountUsers)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountUsers.accountId))
    .where(and(dvsAccountsOf(db, tenant, productIds), eq(accountUsers.id, userId)));
  if (!row) throw notFound('The user');
  return row;
}
