import { and, count, eq, sql } from 'drizzle-orm';
import { say } from '@console/contract/kit';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import type {
  AggregatedAccount,
  ScreeningAccountListItem,
  ScreeningAccountSettings,
  ScreeningAccountsQuery,
} from '@console/contract/screening/api';
import { SCREENING_ACCOUNT_SORT_FIELDS } from '@console/contract/screening/api';
import { RECENT_SCAN_DAYS } from '@console/contract/vsonline/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { screeningAccountServices, screeningAccountSettings, screeningSubscriptions } from './tables.ts';
import { validationError } from '../../http/errors.ts';
import { type ListSource, type SortKey } from '../../kit/list.ts';
import { storedSettingsOr } from '../../kit/settings-row.ts';
import { countTokens } from '../../kit/tokens.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { getAccount, updateProductAccount } from '../accounts/detail.ts';
import {
  accountRequestsSince,
  OUTER_ACCOUNT_ID,
  projectAccountsSource,
  ACCOUNT_ITEM_COLUMNS,
  accountSorts,
  withLastScanText,
  type LastScanRow,
} from '../accounts/product-scope.ts';
import { isTimeZone } from '../../lib/time-zones.ts';
import { findScreeningAccount } from './scope.ts';

/**
 * Screening accounts (product-families §7: Accounts, AggregatedAccount, Account PUT, AccountSettings
 * PUT). The account's own fields are the accounts family's, read with getAccount and saved with
 * updateAccount; the customizing is this family's own row.
 */

/** The kit token kind of screening tokens; their owner is the account. */
export const SCREENING_TOKEN_KIND = PRODUCT_TOKEN_KINDS[Project.Screening];

const activeSubscriptions = sql<number>`(select count(*)::int from ${screeningSubscriptions}
  where ${screeningSubscriptions.accountId} = ${OUTER_ACCOUNT_ID}
    and ${screeningSubscriptions.subscriptionStatusId} = ${SubscriptionStatus.Active})`;

/** Each sort has an index led by the tenant scope (schema/accounts.ts); lastScan puts never last. */
const SORTS = accountSorts('lastScan', 'id', 'name', 'contactName', 'active') satisfies Record<
  (typeof SCREENING_ACCOUNT_SORT_FIELDS)[number],
  SortKey
>;

type Row = LastScanRow<ScreeningAccountListItem>;

/** The Accounts list (exported for bench/): the tenant's accounts with the Screening product. */
export const screeningAccountsSource = (
  db: Queryable,
  tenant: Tenant,
  query: ScreeningAccountsQuery,
): Promise<ListSource<Row, ScreeningAccountListItem>> =>
  projectAccountsSource(db, tenant, Project.Screening, {
    query,
    columns: { ...ACCOUNT_ITEM_COLUMNS, lastScan: customerAccounts.lastScan, activeSubscriptions },
    sorts: SORTS,
    toItem: (row: Row) => withLastScanText(row),
  });

const NO_SETTINGS: ScreeningAccountSettings = {
  brandName: '',
  accentColor: '',
  supportEmail: '',
  supportPhone: '',
  timeZoneId: '',
};

/** The account's customizing, blanks for an account without its row. */
const settingsOf = (db: Queryable, accountId: number): Promise<ScreeningAccountSettings> =>
  storedSettingsOr(db, screeningAccountSettings, screeningAccountSettings.accountId, accountId, NO_SETTINGS);

/** Accounts/{id}/AggregatedAccount: the account, its customizing and its counts, in one answer. */
export async function aggregatedAccount(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  now = new Date(),
): Promise<AggregatedAccount> {
  const { account, productIds } = await findScreeningAccount(db, tenant, accountId);
  const [detail, settings, tokens, [services], [subscriptions], requests] = await Promise.all([
    getAccount(db, tenant, account.id),
    settingsOf(db, account.id),
    countTokens(db, { kind: SCREENING_TOKEN_KIND, companyId: tenant.companyId, ownerId: account.id }),
    db
      .select({ n: count() })
      .from(screeningAccountServices)
      .where(eq(screeningAccountServices.accountId, account.id)),
    db
      .select({ n: count() })
      .from(screeningSubscriptions)
      .where(
        and(
          eq(screeningSubscriptions.accountId, account.id),
          eq(screeningSubscriptions.subscriptionStatusId, SubscriptionStatus.Active),
        ),
      ),
    accountRequestsSince(db, account.id, productIds, addDays(utcDay(now), -(RECENT_SCAN_DAYS - 1))),
  ]);
  return {
    account: detail,
    settings,
    counts: {
      tokens,
      services: services?.n ?? 0,
      activeSubscriptions: subscriptions?.n ?? 0,
      requestsLast30Days: requests,
    },
  };
}

/** Accounts/{id}/Account: the accounts family's update, after finding the screening account. */
export const updateScreeningAccount = updateProductAccount(findScreeningAccount);

/** Accounts/{id}/AccountSettings: the customizing, audited with its values before and after. */
export async function updateScreeningSettings(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: ScreeningAccountSettings,
): Promise<ScreeningAccountSettings> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  if (input.timeZoneId && !isTimeZone(input.timeZoneId)) {
    throw validationError({ timeZoneId: [say.notTimeZone('Time Zone')] });
  }
  const next: ScreeningAccountSettings = {
    brandName: input.brandName.trim(),
    accentColor: input.accentColor.toUpperCase(),
    supportEmail: input.supportEmail.trim(),
    supportPhone: input.supportPhone.trim(),
    timeZoneId: input.timeZoneId,
  };
  await db.transaction(async (tx) => {
    const before = await settingsOf(tx, account.id);
    await tx
      .insert(screeningAccountSettings)
      .values({ accountId: account.id, ...next })
      .onConflictDoUpdate({
        target: screeningAccountSettings.accountId,
        set: { ...next, updatedAt: new Date() },
      });
    await recordChangeIfAny(tx, actor, {
      action: 'screeningAccount.settings',
      entityId: account.id,
      changes: diff({ ...before }, { ...next }),
    });
  });
  return next;
}
