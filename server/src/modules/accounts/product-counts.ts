import { and, inArray, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { accountProductCounts } from '../../db/schema.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';

/**
 * The tenant's accounts with one of these products, from the counters of migration 0013: a product
 * family's unfiltered list answers its total without counting its accounts. An account is counted
 * once per product it has, so the products given should be one product's catalogue entries (a
 * company has one of each).
 */
export async function countedProductAccounts(
  db: Queryable,
  tenant: Tenant,
  productIds: readonly number[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(${sum(accountProductCounts.accounts)}, 0)::int` })
    .from(accountProductCounts)
    .where(
      and(inTenant(accountProductCounts, tenant), inArray(accountProductCounts.productId, [...productIds])),
    );
  return row?.total ?? 0;
}
