import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { locationCounts } from '../../db/schema.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';

/** The counters' product that counts every location, whatever its customer's products (migration location_counts). */
const EVERY_LOCATION = 0;

/**
 * The tenant's locations, from the counters migration location_counts keeps: an unfiltered list or
 * report answers its total without counting every location joined to its customer (183 ms at
 * 250,000 locations). `productId`: only the locations of customers with that product (one: a
 * customer with two products is counted under each, so two products' counters cannot be added);
 * none given, every location. `customerActive`: only those of active (or inactive) customers.
 */
export async function countedLocations(
  db: Queryable,
  tenant: Tenant,
  of: { productId?: number; customerActive?: boolean },
): Promise<number> {
  const c = locationCounts;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${c.locations}), 0)::int` })
    .from(c)
    .where(
      and(
        inTenant(c, tenant),
        eq(c.productId, of.productId ?? EVERY_LOCATION),
        of.customerActive === undefined ? undefined : eq(c.customerActive, of.customerActive),
      ),
    );
  return row?.total ?? 0;
}
