import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { Project } from '@console/contract/products';
import type { Queryable } from '../../db/client.ts';
import { accountProducts, customerAccounts, locations, products } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { inScope } from '../accounts/scope.ts';

/**
 * Which accounts are online customers: the tenant's accounts (accounts/scope.ts) that have the
 * company's Veriscan Online product. Another company's account, or one without the product,
 * answers 404 like one that does not exist.
 */

/** The company's Veriscan Online product ids (one in the catalogue; a list keeps the SQL honest). */
export async function vsOnlineProductIds(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.projectId, Project.VsOnline)));
  return rows.map((row) => row.id);
}

/** An IN over the product ids that matches nothing when there are none (IN () is not SQL). */
export const productIn = (column: Parameters<typeof inArray>[0], productIds: readonly number[]): SQL =>
  productIds.length ? inArray(column, [...productIds]) : sql`false`;

/**
 * customer_accounts.id named in full, for subqueries that refer to the outer row. Drizzle writes
 * the columns of a query without joins unqualified ("id"), which inside a subquery would name the
 * subquery's own table instead.
 */
export const OUTER_ACCOUNT_ID = sql.raw('"customer_accounts"."id"');

/** The condition on customer_accounts: the tenant's, with Veriscan Online. */
export function onlineCustomersOf(db: Queryable, tenant: Tenant, productIds: readonly number[]): SQL {
  const hasProduct = db
    .select({ one: sql`1` })
    .from(accountProducts)
    .where(
      and(
        sql`${accountProducts.accountId} = ${OUTER_ACCOUNT_ID}`,
        productIn(accountProducts.productId, productIds),
      ),
    );
  return and(inScope(tenant), exists(hasProduct)) as SQL;
}

export interface OnlineCustomerScope {
  account: typeof customerAccounts.$inferSelect;
  productIds: number[];
}

/** The online customer with this id, and the company's Veriscan Online products; 404 otherwise. */
export async function findOnlineCustomer(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<OnlineCustomerScope> {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const [account] = await db
    .select()
    .from(customerAccounts)
    .where(and(onlineCustomersOf(db, tenant, productIds), eq(customerAccounts.id, accountId)));
  if (!account) throw notFound('The customer');
  return { account, productIds };
}

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
