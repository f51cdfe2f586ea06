import { and, eq, inArray } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, locations } from '../../db/schema.ts';
import type { Tenant } from '../../platform/tenant.ts';
import {
  OUTER_ACCOUNT_ID,
  productAccountsOf,
  productScope,
  productIn,
  type ProductAccountScope,
} from '../accounts/product-scope.ts';

/**
 * Which accounts are online customers: the tenant's accounts (accounts/scope.ts) that have the
 * company's Veriscan Online product (accounts/product-scope.ts). Another company's account, or one
 * without the product, answers 404 like one that does not exist.
 */

export { OUTER_ACCOUNT_ID, productIn };

const scope = productScope(Project.VsOnline, 'The customer');

/** The company's Veriscan Online product ids. */
export const vsOnlineProductIds = scope.productIds;

/** The condition on customer_accounts: the tenant's, with Veriscan Online. */
export const onlineCustomersOf = productAccountsOf;

export type OnlineCustomerScope = ProductAccountScope;

/** The online customer with this id, and the company's Veriscan Online products; 404 otherwise. */
export const findOnlineCustomer = scope.findAccount;

/**
 * Which of these locations belong to the tenant's online customers, each with its customer: a
 * location is the tenant's when its customer is. The Features calls scope locations through it.
 */
export async function onlineLocations(
  db: Queryable,
  tenant: Tenant,
  locationIds: readonly number[],
): Promise<Map<number, { id: number; accountId: number }>> {
  if (!locationIds.length) return new Map();
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const rows = await db
    .select({ id: locations.id, accountId: locations.accountId })
    .from(locations)
    .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
    .where(
      and(
        eq(locations.companyId, tenant.companyId),
        inArray(locations.id, [...locationIds]),
        onlineCustomersOf(db, tenant, productIds),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}
