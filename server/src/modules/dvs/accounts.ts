import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountCreateResponse } from '@console/contract/accounts/api';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import {
  DVS_DEFAULT_SETTINGS,
  type DvsAccount,
  type DvsAccountCreate,
  type DvsAccountListItem,
  type DvsAccountSettings,
  type DvsAccountsQuery,
} from '@console/contract/dvs/api';
import { Project } from '@console/contract/products/api';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { accountUsers, apiTokens, customerAccounts, subscriptionPlans } from '../../db/schema.ts';
import { dvsAccountSettings, dvsLicenseDevices, dvsLicenses } from './tables.ts';
import { validationError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { ListSource } from '../../kit/list.ts';
import { storedSettingsOr } from '../../kit/settings-row.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { utcDay } from '../../lib/days.ts';
import { createAccount } from '../accounts/create.ts';
import {
  OUTER_ACCOUNT_ID,
  projectAccountsSource,
  productSubscriptionOf,
  ACCOUNT_ITEM_COLUMNS,
  accountSorts,
  withLastScanText,
  type LastScanRow,
} from '../accounts/product-scope.ts';
import { lastRequestOf } from '../activity/last-request.ts';
import { applyDefaultFeaturesToNewAccount } from './features.ts';
import { dvsProductIds, findDvsAccount } from './scope.ts';

/**
 * DIVE accounts (product-families §7 "Document product"): the list, the create, the account with
 * its counts and its DIVE settings. The account's own fields are the accounts family's.
 */

export const DVS_TOKEN_KIND = PRODUCT_TOKEN_KINDS[Project.DVS];
export const NO_DVS = 'The company does not offer DIVE';
export const NOT_A_DVS_PLAN = 'Choose a plan of DIVE';

/** A license counts while it is neither disabled nor past its last day. */
const liveLicense = (today: string) =>
  sql`${dvsLicenses.disabledAt} is null and (${dvsLicenses.expiresOn} is null or ${dvsLicenses.expiresOn} >= ${today})`;

/** The licence counts of the outer account row, each a subquery on an index led by the account. */
function licenseColumns(today: string) {
  return {
    licenses: sql<number>`(select count(*)::int from ${dvsLicenses}
      where ${dvsLicenses.accountId} = ${OUTER_ACCOUNT_ID} and ${liveLicense(today)})`,
    deviceLimit: sql<number>`(select coalesce(sum(${dvsLicenses.deviceLimit}), 0)::int from ${dvsLicenses}
      where ${dvsLicenses.accountId} = ${OUTER_ACCOUNT_ID} and ${liveLicense(today)})`,
    devicesActivated: sql<number>`(select count(*)::int from ${dvsLicenseDevices}
      where ${dvsLicenseDevices.accountId} = ${OUTER_ACCOUNT_ID})`,
  };
}

const SORTS = accountSorts('name', 'id', 'lastScan');

type DvsAccountRow = LastScanRow<DvsAccountListItem>;

/** The tenant's DIVE accounts, with their licences' counts. */
export const dvsAccountsSource = (
  db: Queryable,
  tenant: Tenant,
  query: DvsAccountsQuery,
  now = new Date(),
): Promise<ListSource<DvsAccountRow, DvsAccountListItem>> =>
  projectAccountsSource(db, tenant, Project.DVS, {
    query,
    columns: {
      ...ACCOUNT_ITEM_COLUMNS,
      lastScan: customerAccounts.lastScan,
      ...licenseColumns(utcDay(now)),
    },
    sorts: SORTS,
    toItem: (row: DvsAccountRow) => withLastScanText(row),
  });

/**
 * POST /Accounts: the accounts family's create with DIVE on the chosen plan, then the DIVE side in
 * one transaction of its own: the settings, and the company's default account features, which
 * also become the account's default user features and its first user's.
 */
export async function createDvsAccount(
  db: Db,
  staff: StaffPrincipal,
  actor: Actor,
  tenant: Tenant,
  input: DvsAccountCreate,
): Promise<AccountCreateResponse> {
  const { subscriptionPlanId, subscriptionExpirationDate, ...account } = input;
  const [productId] = await dvsProductIds(db, tenant.companyId);
  if (productId === undefined) throw validationError({ subscriptionPlanId: [NO_DVS] });
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, subscriptionPlanId), eq(subscriptionPlans.productId, productId)));
  if (!plan) throw validationError({ subscriptionPlanId: [NOT_A_DVS_PLAN] });
  const created = await createAccount(db, staff, actor, tenant, {
    ...account,
    products: [
      {
        productId,
        subscriptionPlanId,
        ...(subscriptionExpirationDate !== undefined ? { subscriptionExpirationDate } : {}),
      },
    ],
  });
  await db.transaction(async (tx) => {
    await tx.insert(dvsAccountSettings).values({ accountId: created.customerId, ...DVS_DEFAULT_SETTINGS });
    await applyDefaultFeaturesToNewAccount(tx, actor, tenant.companyId, created.customerId);
  });
  return created;
}

/** The account's DIVE settings, the defaults for an account without its row. */
const settingsOf = (db: Queryable, accountId: number): Promise<DvsAccountSettings> =>
  storedSettingsOr(db, dvsAccountSettings, dvsAccountSettings.accountId, accountId, DVS_DEFAULT_SETTINGS);

/** GET /{id}/AggregatedAccount. */
export async function getDvsAccount(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  now = new Date(),
): Promise<DvsAccount> {
  const { account, productIds } = await findDvsAccount(db, tenant, accountId);
  const today = utcDay(now);
  const [settings, [counts], subscription, lastScan] = await Promise.all([
    settingsOf(db, account.id),
    db
      .select({
        users: sql<number>`(select count(*)::int from ${accountUsers} where ${accountUsers.accountId} = ${OUTER_ACCOUNT_ID})`,
        tokens: sql<number>`(select count(*)::int from ${apiTokens}
          where ${apiTokens.kind} = ${DVS_TOKEN_KIND} and ${apiTokens.companyId} = ${tenant.companyId}
            and ${apiTokens.ownerId} = ${OUTER_ACCOUNT_ID} and ${isNull(apiTokens.deletedAt)})`,
        ...licenseColumns(today),
      })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, account.id)),
    productSubscriptionOf(db, account.id, productIds),
    lastRequestOf(db, account.id, productIds),
  ]);
  if (!counts) throw new Error('the DIVE account vanished');
  return {
    id: account.id,
    name: account.name,
    contactName: account.contactName,
    active: account.active,
    // DIVE's own last request: the account's lastScan counts its other products' too.
    lastScan: lastScan?.toISOString() ?? null,
    settings,
    subscription,
    counts,
  };
}

/** PUT /{id}/Account: the DIVE settings, audited. */
export async function updateDvsSettings(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: DvsAccountSettings,
): Promise<DvsAccount> {
  const { account } = await findDvsAccount(db, tenant, accountId);
  await db.transaction(async (tx) => {
    const before = await settingsOf(tx, account.id);
    await tx
      .insert(dvsAccountSettings)
      .values({ accountId: account.id, ...input })
      .onConflictDoUpdate({ target: dvsAccountSettings.accountId, set: { ...input, updatedAt: new Date() } });
    await recordChangeIfAny(tx, actor, {
      action: 'dvsAccount.settings.update',
      entityId: account.id,
      changes: diff(before, input),
    });
  });
  return getDvsAccount(db, tenant, account.id);
}
