import { and, asc, count, eq, exists, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AccountWithInfo } from '@console/contract/accounts/api';
import type { ExpirationWindow } from '@console/contract/books/api';
import {
  RECENT_SCAN_DAYS,
  SUB_ACCOUNTS_INLINE,
  type CustomerChoice,
  type CustomerSelectQuery,
  type MriClientIdUpdate,
  type OnlineCustomer,
  type OnlineCustomerListItem,
  type OnlineCustomerSettings,
  type OnlineCustomerSortField,
  type OnlineCustomersQuery,
} from '@console/contract/vsonline/api';
import type { Db, Queryable } from '../../db/client.ts';
import {
  accountSubscriptions,
  accountUsers,
  customerAccounts,
  devices,
  locations,
  subscriptionPlans,
} from '../../db/schema.ts';
import { vsOnlineCustomers } from './tables.ts';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { exactCount, type ListSource, type SortKey } from '../../kit/list.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { getAccount, updateAccount } from '../accounts/detail.ts';
import {
  productAccountsSource,
  ACCOUNT_ITEM_COLUMNS,
  accountSorts,
  requestsSinceColumn,
  type LastScanRow,
} from '../accounts/product-scope.ts';
import { accountTextCondition } from '../accounts/search.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import {
  findOnlineCustomer,
  onlineCustomersOf,
  OUTER_ACCOUNT_ID,
  productIn,
  vsOnlineProductIds,
} from './scope.ts';

/**
 * The online customers (product-families §7 "Online customers"): the list, the lookup, one customer
 * and its General Settings and MRI client id. The account's own fields are the accounts family's:
 * read with getAccount and saved with updateAccount, never with a copy of them.
 */

/** The first UTC day of "the last RECENT_SCAN_DAYS days", today included. */
const recentScansFrom = (now: Date): string => addDays(utcDay(now), -(RECENT_SCAN_DAYS - 1));

/**
 * A customer's counts as columns of its row. Each is a correlated subquery on an index led by the
 * account (the rollups' primary key, locations_account, devices_account_serial), evaluated only
 * for the rows a page or CSV batch returns; the scans come from the daily rollups, never raw rows.
 */
function countColumns(productIds: readonly number[], from: string) {
  return {
    scansLast30Days: requestsSinceColumn(productIds, from),
    locations: sql<number>`(select count(*)::int from ${locations} where ${locations.accountId} = ${OUTER_ACCOUNT_ID})`,
    devices: sql<number>`(select count(*)::int from ${devices} where ${devices.accountId} = ${OUTER_ACCOUNT_ID})`,
  };
}

/** The expiration window of the Books' CustomerFilters as a condition on the subscription's last day. */
function expirationCondition(window: ExpirationWindow, today: string): SQL {
  const column = accountSubscriptions.expirationDate;
  if (window === 'expired') return lt(column, today);
  const days = { '7d': 7, '30d': 30, '90d': 90 }[window];
  return and(gte(column, today), lte(column, addDays(today, days))) as SQL;
}

/**
 * The Veriscan Online subscription filters. The plan filter names a plan of the Books' list, which
 * lists one entry per plan name across products (books/service.ts): a customer matches when its
 * Veriscan Online plan has that name.
 */
function subscriptionCondition(
  db: Queryable,
  productIds: readonly number[],
  query: OnlineCustomersQuery,
  today: string,
): SQL | undefined {
  if (query.expDate === undefined && query.subscriptionPlanId === undefined) return undefined;
  const planName = db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, query.subscriptionPlanId ?? 0));
  const matching = db
    .select({ one: sql`1` })
    .from(accountSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, accountSubscriptions.subscriptionPlanId))
    .where(
      and(
        sql`${accountSubscriptions.accountId} = ${OUTER_ACCOUNT_ID}`,
        productIn(accountSubscriptions.productId, productIds),
        query.expDate === undefined ? undefined : expirationCondition(query.expDate, today),
        query.subscriptionPlanId === undefined ? undefined : sql`${subscriptionPlans.name} = (${planName})`,
      ),
    );
  return exists(matching);
}

/** Each sort has an index led by the tenant scope (schema/accounts.ts); lastScan puts never last. */
const SORTS = accountSorts(
  'lastScan',
  'id',
  'name',
  'contactName',
  'active',
  'issuesTotalRank',
) satisfies Record<OnlineCustomerSortField, SortKey>;

type OnlineCustomerRow = LastScanRow<OnlineCustomerListItem>;

/**
 * The online customers list (exported for bench/): the tenant's accounts with Veriscan Online,
 * filtered by the text, active and the Veriscan Online subscription, with their counts.
 */
export async function onlineCustomersSource(
  db: Queryable,
  tenant: Tenant,
  query: OnlineCustomersQuery,
  now = new Date(),
): Promise<ListSource<OnlineCustomerRow, OnlineCustomerListItem>> {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  return productAccountsSource(db, tenant, productIds, {
    query,
    filters: [subscriptionCondition(db, productIds, query, utcDay(now))],
    scope: onlineCustomersOf(db, tenant, productIds),
    columns: {
      ...ACCOUNT_ITEM_COLUMNS,
      lastScan: customerAccounts.lastScan,
      issuesTotalRank: customerAccounts.issuesTotalRank,
      ...countColumns(productIds, recentScansFrom(now)),
    },
    sorts: SORTS,
    toItem: (row: OnlineCustomerRow) => ({
      id: row.id,
      name: row.name,
      contactName: row.contactName,
      active: row.active,
      lastScan: row.lastScan?.toISOString() ?? null,
      scansLast30Days: row.scansLast30Days,
      locations: row.locations,
      devices: row.devices,
      issuesTotalRank: row.issuesTotalRank,
    }),
  });
}

/** GET /Select: the online customers as id and name, matched on ID or name. */
export async function customerChoicesSource(
  db: Queryable,
  tenant: Tenant,
  query: CustomerSelectQuery,
): Promise<ListSource<CustomerChoice, CustomerChoice>> {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const trimmed = query.textFilter?.trim() ?? '';
  // A lookup answers while the user types: any length, unlike the list (accounts/search.ts).
  const where = and(
    onlineCustomersOf(db, tenant, productIds),
    trimmed ? accountTextCondition(trimmed) : undefined,
  );
  return {
    select: (extra) =>
      db
        .select({ id: customerAccounts.id, name: customerAccounts.name, ...extra })
        .from(customerAccounts)
        .$dynamic(),
    where,
    sorts: { name: { column: customerAccounts.name }, id: { column: customerAccounts.id } },
    tieBreak: customerAccounts.id,
    count: () => exactCount(db, customerAccounts, where),
    toItem: ({ id, name }) => ({ id, name }),
  };
}

/** The panel's fields of the accounts family's detail: whether it can be deleted is that page's concern. */
const panelOf = ({ isCanBeDeleted: _deletable, ...panel }: AccountWithInfo) => panel;

/** One customer: the accounts family's detail, its first sub-accounts, last scan, MRI client id and counts. */
export async function getOnlineCustomer(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  now = new Date(),
): Promise<OnlineCustomer> {
  const { account, productIds } = await findOnlineCustomer(db, tenant, accountId);
  const subAccountsWhere = and(
    inTenant(customerAccounts, tenant),
    eq(customerAccounts.parentAccountId, account.id),
  );
  const [detail, subAccounts, subAccountsTotal, [counts], [extra], [users]] = await Promise.all([
    getAccount(db, tenant, account.id),
    db
      .select({
        id: customerAccounts.id,
        name: customerAccounts.name,
        contactName: customerAccounts.contactName,
        active: customerAccounts.active,
      })
      .from(customerAccounts)
      .where(subAccountsWhere)
      .orderBy(asc(customerAccounts.name), asc(customerAccounts.id))
      .limit(SUB_ACCOUNTS_INLINE),
    exactCount(db, customerAccounts, subAccountsWhere),
    db
      .select(countColumns(productIds, recentScansFrom(now)))
      .from(customerAccounts)
      .where(eq(customerAccounts.id, account.id)),
    db
      .select({ mriClientId: vsOnlineCustomers.mriClientId })
      .from(vsOnlineCustomers)
      .where(eq(vsOnlineCustomers.accountId, account.id)),
    db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, account.id)),
  ]);
  return {
    ...panelOf(detail),
    subAccounts: { total: subAccountsTotal.total, items: subAccounts },
    lastScan: account.lastScan?.toISOString() ?? null,
    mriClientId: extra?.mriClientId ?? null,
    counts: {
      users: users?.n ?? 0,
      locations: counts?.locations ?? 0,
      devices: counts?.devices ?? 0,
      scansLast30Days: counts?.scansLast30Days ?? 0,
    },
  };
}

/**
 * Saves the General Settings group through the accounts family's update (which audits the change),
 * so the two groups of the panel end in the same service.
 */
export async function updateOnlineCustomerSettings(
  db: Db,
  staff: StaffPrincipal,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  settings: OnlineCustomerSettings,
): Promise<OnlineCustomer> {
  const { account } = await findOnlineCustomer(db, tenant, accountId);
  // The update's one required field is the name: sent unchanged, so only the settings change.
  await updateAccount(db, staff, actor, tenant, account.id, { name: account.name, ...settings });
  return getOnlineCustomer(db, tenant, account.id);
}

/** Sets or clears the MRI client id, audited with its value before and after. */
export async function updateMriClientId(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: MriClientIdUpdate,
): Promise<MriClientIdUpdate> {
  const { account } = await findOnlineCustomer(db, tenant, accountId);
  const { mriClientId } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ mriClientId: vsOnlineCustomers.mriClientId })
      .from(vsOnlineCustomers)
      .where(eq(vsOnlineCustomers.accountId, account.id))
      .for('update');
    await tx
      .insert(vsOnlineCustomers)
      .values({ accountId: account.id, mriClientId })
      .onConflictDoUpdate({
        target: vsOnlineCustomers.accountId,
        set: { mriClientId, updatedAt: new Date() },
      });
    await recordChangeIfAny(tx, actor, {
      action: 'vsOnlineCustomer.mriClientId',
      entityId: account.id,
      changes: diff({ mriClientId: before?.mriClientId ?? null }, { mriClientId }),
    });
    return { mriClientId };
  });
}

/**
 * The customer's MRI client id (null when none is set), for the MRI authorization flow
 * (modules/integrations/mri.ts). The caller has already scoped the customer to the tenant.
 */
export async function mriClientIdOf(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ mriClientId: vsOnlineCustomers.mriClientId })
    .from(vsOnlineCustomers)
    .where(eq(vsOnlineCustomers.accountId, accountId));
  return row?.mriClientId ?? null;
}
