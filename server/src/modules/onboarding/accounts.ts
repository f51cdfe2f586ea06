import { exists, sql } from 'drizzle-orm';
import {
  ONBOARDING_RECENT_DAYS,
  type OnboardingAccountListItem,
  type OnboardingAccountsQuery,
  type OnboardingAggregatedAccount,
} from '@console/contract/onboarding/api';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { onboardingAccountSettings } from './tables.ts';
import { itemFields, type ListSource } from '../../kit/list.ts';
import { countTokens } from '../../kit/tokens.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { getAccount, updateProductAccount } from '../accounts/detail.ts';
import {
  accountRequestsSince,
  requestsSinceColumn,
  OUTER_ACCOUNT_ID,
  productAccountsSource,
  productSubscriptionOf,
  ACCOUNT_ITEM_COLUMNS,
  accountSorts,
} from '../accounts/product-scope.ts';
import { settingsInForce } from './settings.ts';
import { findOnboardingAccount, onboardingProductIds } from './scope.ts';

/**
 * Onboarding accounts (product-families §7): the list, one account aggregated, and its details,
 * saved by the accounts family (an onboarding account is an account like any other).
 */

export const ONBOARDING_TOKEN_KIND = PRODUCT_TOKEN_KINDS[Project.Onboarding];

const recentFrom = (now: Date) => addDays(utcDay(now), -(ONBOARDING_RECENT_DAYS - 1));

const hasOwnSettings = (db: Queryable) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(onboardingAccountSettings)
      .where(sql`${onboardingAccountSettings.accountId} = ${OUTER_ACCOUNT_ID}`),
  );

const SORTS = accountSorts('name', 'id', 'contactName', 'active', 'issuesTotalRank');

/** Only the item's fields: a CSV batch's cursor columns stay out of the answer. */
const ITEM: (row: OnboardingAccountListItem) => OnboardingAccountListItem = itemFields(
  'id',
  'name',
  'contactName',
  'active',
  'issuesTotalRank',
  'requestsLast30Days',
  'hasOwnSettings',
);

/** The tenant's accounts with Onboarding, filtered by text and active. */
export async function onboardingAccountsSource(
  db: Queryable,
  tenant: Tenant,
  query: OnboardingAccountsQuery,
  now = new Date(),
): Promise<ListSource<OnboardingAccountListItem, OnboardingAccountListItem>> {
  const productIds = await onboardingProductIds(db, tenant.companyId);
  return productAccountsSource(db, tenant, productIds, {
    query,
    columns: {
      ...ACCOUNT_ITEM_COLUMNS,
      issuesTotalRank: customerAccounts.issuesTotalRank,
      requestsLast30Days: requestsSinceColumn(productIds, recentFrom(now)),
      hasOwnSettings: hasOwnSettings(db),
    },
    sorts: SORTS,
    toItem: ITEM,
  });
}

/** GET {id}/AggregatedAccount. */
export async function aggregatedAccount(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  now = new Date(),
): Promise<OnboardingAggregatedAccount> {
  const { productIds } = await findOnboardingAccount(db, tenant, accountId);
  const subscription = await productSubscriptionOf(db, accountId, productIds);
  const tokens = await countTokens(
    db,
    { kind: ONBOARDING_TOKEN_KIND, companyId: tenant.companyId, ownerId: accountId },
    utcDay(now),
  );
  const requests = await accountRequestsSince(db, accountId, productIds, recentFrom(now));
  return {
    account: await getAccount(db, tenant, accountId),
    subscription,
    activeTokens: tokens,
    requestsLast30Days: requests,
    ...(await settingsInForce(db, tenant.companyId, accountId)),
  };
}

/** PUT {id}/Account: the accounts family's update, once the account is found to be an onboarding one. */
export const updateOnboardingAccount = updateProductAccount(findOnboardingAccount);
