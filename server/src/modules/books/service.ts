import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { EXPIRATION_WINDOWS, type CustomerFilters } from '@console/contract/books/api';
import { Role } from '@console/contract/gates';
import type { Queryable } from '../../db/client.ts';
import { products, subscriptionPlans } from '../../db/schema.ts';
import { staffWithRole, staffWithRoleSource } from '../../platform/session/service.ts';
import { containsPattern } from '../../db/patterns.ts';
import type { LookupSource } from '../../kit/lookup-paging.ts';

/** Staff with the Admin role who may be assigned the company's accounts. */
export function adminUsers(db: Queryable, companyId: number | null) {
  return staffWithRole(db, Role.Admin, companyId);
}

/** Every subscription plan of the company's products. */
const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  code: subscriptionPlans.code,
  productId: products.id,
  productName: products.displayName,
};
/** Plan names repeat across products ("Trial"), so a plan's caption names its product too. */
const planCaption = sql<string>`${products.displayName} || ': ' || ${subscriptionPlans.name}`;

const companyPlans = (db: Queryable, companyId: number, ...extra: (SQL | undefined)[]) =>
  db
    .select({ ...planColumns, caption: planCaption })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(and(eq(products.companyId, companyId), ...extra));

export function subscriptionPlansOf(db: Queryable, companyId: number | null) {
  if (companyId === null) return Promise.resolve([]);
  return companyPlans(db, companyId).orderBy(asc(products.id), asc(subscriptionPlans.id));
}

export type PlanChoice = Awaited<ReturnType<typeof subscriptionPlansOf>>[number];

/** The company's plans as a paged lookup: filtered by caption, counted and paged in SQL. */
export function subscriptionPlansSource(
  db: Queryable,
  companyId: number | null,
): LookupSource<PlanChoice, number> {
  const company = companyId ?? -1;
  const filtered = (textFilter: string) =>
    textFilter ? sql`lower(${planCaption}) like ${containsPattern(textFilter)}` : undefined;
  return {
    keyOf: (plan) => plan.id,
    async page({ textFilter, offset, limit }) {
      const [items, [totals]] = await Promise.all([
        companyPlans(db, company, filtered(textFilter))
          .orderBy(asc(products.id), asc(subscriptionPlans.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(subscriptionPlans)
          .innerJoin(products, eq(products.id, subscriptionPlans.productId))
          .where(and(eq(products.companyId, company), filtered(textFilter))),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async byKey(id) {
      const [plan] = await companyPlans(db, company, eq(subscriptionPlans.id, id));
      return plan;
    },
  };
}

/** Admins of the company as a paged lookup. */
export function adminUsersSource(db: Queryable, companyId: number | null) {
  return staffWithRoleSource(db, Role.Admin, companyId);
}

export async function customerFilters(db: Queryable, companyId: number | null): Promise<CustomerFilters> {
  const plans = await subscriptionPlansOf(db, companyId);
  // One entry per plan name: the filter matches a plan name across products.
  const byName = new Map<string, { id: number; name: string }>();
  for (const plan of plans)
    if (!byName.has(plan.name)) byName.set(plan.name, { id: plan.id, name: plan.name });
  return { expDates: [...EXPIRATION_WINDOWS], subscriptionPlans: [...byName.values()] };
}
