import { and, eq, exists, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import {
  accountProducts,
  accountSubscriptions,
  customerAccounts,
  products,
  requestDailyRollups,
  subscriptionPlans,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { exactCount, type Count, type ListSource, type SortKey } from '../../kit/list.ts';
import { rolledUpRequests } from '../../kit/requests.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { countedProductAccounts } from './product-counts.ts';
import { inScope } from './scope.ts';
import { accountTextFilter } from './search.ts';

/**
 * Product accounts (DESIGN.md "Product activity"): the tenant's customer accounts that have one
 * product (project) of the company's catalogue. Every product family scopes its accounts through
 * these; another company's account, or one without the product, answers 404 like one that does
 * not exist.
 */

/** The company's product ids of a project (one in the catalogue; a list keeps the SQL honest). */
export async function productIdsOf(db: Queryable, companyId: number, project: Project): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.projectId, project)));
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

/**
 * The account's requests of the products from a UTC day on (today included), what an account's
 * page shows as its recent requests: summed from the daily rollups (DESIGN.md: never raw rows) on
 * their primary key, which leads with (account, day). Every product family's account counts them
 * the same way.
 */
export function accountRequestsSince(
  db: Queryable,
  accountId: number,
  productIds: readonly number[],
  from: string,
): Promise<number> {
  const d = requestDailyRollups;
  return rolledUpRequests(
    db,
    d,
    and(eq(d.accountId, accountId), gte(d.day, from), productIn(d.productId, productIds)),
  );
}

/**
 * The same count as a column of each account's row in a list: a correlated subquery on the same
 * key, evaluated only for the rows a page or CSV batch returns.
 */
export const requestsSinceColumn = (productIds: readonly number[], from: string) =>
  sql<number>`(select coalesce(sum(${requestDailyRollups.requests}), 0)::int
    from ${requestDailyRollups}
    where ${requestDailyRollups.accountId} = ${OUTER_ACCOUNT_ID}
      and ${requestDailyRollups.day} >= ${from}
      and ${productIn(requestDailyRollups.productId, productIds)})`;

/** The condition on customer_accounts: the tenant's, with one of the products. */
export function productAccountsOf(db: Queryable, tenant: Tenant, productIds: readonly number[]): SQL {
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

export interface ProductAccountScope {
  account: typeof customerAccounts.$inferSelect;
  productIds: number[];
}

/**
 * The tenant's account with this id that has the project's product, and the company's product ids
 * of the project; 404 naming `what` otherwise.
 */
export async function findProductAccount(
  db: Queryable,
  tenant: Tenant,
  project: Project,
  accountId: number,
  what = 'The account',
): Promise<ProductAccountScope> {
  const productIds = await productIdsOf(db, tenant.companyId, project);
  const [account] = await db
    .select()
    .from(customerAccounts)
    .where(and(productAccountsOf(db, tenant, productIds), eq(customerAccounts.id, accountId)));
  if (!account) throw notFound(what);
  return { account, productIds };
}

/**
 * A product family's scope, configured by its project and the name its 404 gives the account: the
 * company's product ids of the project, and the tenant's account with this id that has it.
 */
export function productScope(project: Project, what: string) {
  return {
    productIds: (db: Queryable, companyId: number): Promise<number[]> => productIdsOf(db, companyId, project),
    findAccount: (db: Queryable, tenant: Tenant, accountId: number): Promise<ProductAccountScope> =>
      findProductAccount(db, tenant, project, accountId, what),
  };
}

/**
 * The account's subscription to the product (its plan's name, status and last day), or null for
 * none: what a product family's aggregated account shows. The products are one in the catalogue,
 * so the first subscription found is the one.
 */
export async function productSubscriptionOf(db: Queryable, accountId: number, productIds: readonly number[]) {
  const [subscription] = await db
    .select({
      planName: subscriptionPlans.name,
      status: accountSubscriptions.status,
      expirationDate: accountSubscriptions.expirationDate,
    })
    .from(accountSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, accountSubscriptions.subscriptionPlanId))
    .where(
      and(
        eq(accountSubscriptions.accountId, accountId),
        productIn(accountSubscriptions.productId, productIds),
      ),
    )
    .limit(1);
  return subscription ?? null;
}

/**
 * The total of a list of a product's accounts: unfiltered, the trigger-kept counters (migration
 * 0013: no count over 100,000 rows); filtered, an exact count of the matches.
 */
export function productAccountsCount(
  db: Queryable,
  tenant: Tenant,
  productIds: readonly number[],
  where: SQL | undefined,
  filtered: boolean,
): Promise<Count> {
  return filtered
    ? exactCount(db, customerAccounts, where)
    : countedProductAccounts(db, tenant, productIds).then((total) => ({ total }));
}

/**
 * The filters every list of a product's accounts takes (the accounts list's text search and
 * Active), with a family's own after them; none when the list is unfiltered.
 */
export function productAccountFilters(
  query: { textFilter?: string; active?: boolean },
  ...own: (SQL | undefined)[]
): SQL[] {
  return [
    accountTextFilter(query.textFilter),
    query.active === undefined ? undefined : eq(customerAccounts.active, query.active),
    ...own,
  ].filter((condition) => condition !== undefined);
}

/** The account's own columns of a product's accounts list item. */
export const ACCOUNT_ITEM_COLUMNS = {
  id: customerAccounts.id,
  name: customerAccounts.name,
  contactName: customerAccounts.contactName,
  active: customerAccounts.active,
};

/** A product's accounts list row as selected: its last scan a Date, or null for never. */
export type LastScanRow<Item extends { lastScan: string | null }> = Omit<Item, 'lastScan'> & {
  lastScan: Date | null;
};

/**
 * The row with its last scan as the API writes every moment (ISO 8601 in UTC), null for never: the
 * lastScan every product's accounts list shows and sorts by.
 */
export function withLastScanText<Row extends { lastScan: Date | null }>(
  row: Row,
): Omit<Row, 'lastScan'> & { lastScan: string | null } {
  return { ...row, lastScan: row.lastScan?.toISOString() ?? null };
}

/**
 * The account columns a product's accounts list sorts by, each with an index led by the tenant
 * scope (db/schema/accounts.ts); a family takes those its contract offers (accountSorts).
 */
const ACCOUNT_SORTS = {
  id: { column: customerAccounts.id },
  name: { column: customerAccounts.name },
  contactName: { column: customerAccounts.contactName },
  active: { column: customerAccounts.active },
  issuesTotalRank: { column: customerAccounts.issuesTotalRank },
  lastScan: { column: customerAccounts.lastScan, nullable: true, nullsLast: true },
} satisfies Record<string, SortKey>;

/** The account sorts of the fields named. */
export const accountSorts = <K extends keyof typeof ACCOUNT_SORTS>(...fields: K[]) =>
  Object.fromEntries(fields.map((field) => [field, ACCOUNT_SORTS[field]])) as Pick<typeof ACCOUNT_SORTS, K>;

/** What a family says of its list of a product's accounts; productAccountsSource does the rest. */
export interface ProductAccountsList<Row, Item> {
  /** The list's query: its text search and Active filter every product's accounts list. */
  query: { textFilter?: string; active?: boolean };
  /** The family's own filters, after those. */
  filters?: (SQL | undefined)[];
  /** Which accounts the list holds, when narrower than the tenant's with the product. */
  scope?: SQL;
  /** The item's columns: ACCOUNT_ITEM_COLUMNS and the family's. */
  columns: SelectedFields;
  /** A join the columns read (the family's settings of the account). */
  join?: (select: PgSelect) => PgSelect;
  /** Each sort field's key; each has an index led by the tenant scope (schema/accounts.ts). */
  sorts: Record<string, SortKey>;
  toItem(row: Row): Item;
}

/**
 * A product family's accounts list, as the list kit reads it: the tenant's accounts with the
 * product, filtered as every product's list is and then as the family says, tied by id, and counted
 * by productAccountsCount (the kept counters while unfiltered).
 */
export function productAccountsSource<Row, Item>(
  db: Queryable,
  tenant: Tenant,
  productIds: readonly number[],
  list: ProductAccountsList<Row, Item>,
): ListSource<Row, Item> {
  const filters = productAccountFilters(list.query, ...(list.filters ?? []));
  const where = and(list.scope ?? productAccountsOf(db, tenant, productIds), ...filters);
  return {
    select: (extra) => {
      const select = db
        .select({ ...list.columns, ...extra })
        .from(customerAccounts)
        .$dynamic();
      return list.join ? list.join(select) : select;
    },
    where,
    sorts: list.sorts,
    tieBreak: customerAccounts.id,
    count: () => productAccountsCount(db, tenant, productIds, where, filters.length > 0),
    toItem: list.toItem,
  };
}

/**
 * productAccountsSource for a list that needs the product ids only for its scope and count: the
 * company's ids of the project are looked up here, as every such list did first.
 */
export async function projectAccountsSource<Row, Item>(
  db: Queryable,
  tenant: Tenant,
  project: Project,
  list: ProductAccountsList<Row, Item>,
): Promise<ListSource<Row, Item>> {
  return productAccountsSource(db, tenant, await productIdsOf(db, tenant.companyId, project), list);
}
