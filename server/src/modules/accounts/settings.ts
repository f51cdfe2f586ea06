import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountSettings, AccountSettingsUpdate } from '@console/contract/accounts/api';
import { FEATURE_LOCK_REASONS } from '@console/contract/features/rule';
import type { Db, Queryable } from '../../db/client.ts';
import { accountFeatures, features } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import { grantedFeatureIds } from '../../platform/companies/service.ts';
import { catalogueFeatureColumns } from '../../platform/companies/catalogue.ts';
import { findAccount } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';

/**
 * Account settings (console-core §7, GET/PUT /{id}/Settings): the customer-scope features of the
 * catalogue, each switched on or off for this account. A feature the account has no row for is off.
 */

type SettingsFeature = AccountSettings['features'][number];

function featuresOf(db: Queryable, accountId: number): Promise<SettingsFeature[]> {
  return db
    .select({
      ...catalogueFeatureColumns,
      isEnabled: sql<boolean>`coalesce(${accountFeatures.enabled}, false)`,
    })
    .from(features)
    .leftJoin(
      accountFeatures,
      and(eq(accountFeatures.featureId, features.id), eq(accountFeatures.accountId, accountId)),
    )
    .where(eq(features.scope, 'customer'))
    .orderBy(asc(features.id));
}

export async function accountSettings(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<AccountSettings> {
  const account = await findAccount(db, tenant, accountId);
  return { features: await featuresOf(db, account.id) };
}

/**
 * Field errors named as the form names the items ("features[2].featureId"): unknown or repeated
 * features, and switching on one the company does not grant (contract/src/features/rule.ts).
 */
function updateProblems(
  update: AccountSettingsUpdate,
  known: ReadonlyMap<number, SettingsFeature>,
  granted: ReadonlySet<number>,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const seen = new Set<number>();
  update.features.forEach(({ featureId, isEnabled }, index) => {
    const field = `features[${index}].featureId`;
    const feature = known.get(featureId);
    if (!feature) problems[field] = [`Feature ${featureId} is not a customer feature`];
    else if (seen.has(featureId)) problems[field] = [`Feature ${featureId} is listed twice`];
    else if (isEnabled && !granted.has(featureId)) {
      problems[`features[${index}].isEnabled`] = [
        `${feature.title}: ${FEATURE_LOCK_REASONS.company.toLowerCase()}`,
      ];
    }
    seen.add(featureId);
  });
  return problems;
}

const stateByName = (list: SettingsFeature[]) => Object.fromEntries(list.map((f) => [f.name, f.isEnabled]));

/**
 * Writes a customer's feature switches as given (the caller has checked every id and holds the
 * transaction). The one writer of account_features: the account settings and the Features calls
 * (modules/features) both switch through it.
 */
export async function writeAccountFeatures(
  db: Queryable,
  accountId: number,
  entries: readonly { featureId: number; isEnabled: boolean }[],
): Promise<void> {
  if (!entries.length) return;
  await db
    .insert(accountFeatures)
    .values(entries.map((f) => ({ accountId, featureId: f.featureId, enabled: f.isEnabled })))
    .onConflictDoUpdate({
      target: [accountFeatures.accountId, accountFeatures.featureId],
      set: { enabled: sql`excluded.enabled` },
    });
}

/** Switches the listed features in one transaction, all or none, and answers the new settings. */
export async function updateAccountSettings(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  update: AccountSettingsUpdate,
): Promise<AccountSettings> {
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, tenant, accountId);
    const before = await featuresOf(tx, account.id);
    const granted = await grantedFeatureIds(tx, tenant.companyId);
    const problems = updateProblems(update, new Map(before.map((f) => [f.featureId, f])), granted);
    if (Object.keys(problems).length) throw validationError(problems);
    await writeAccountFeatures(tx, account.id, update.features);
    const after = await featuresOf(tx, account.id);
    await recordChangeIfAny(tx, actor, {
      action: 'account.settings.update',
      entityId: account.id,
      changes: diff(stateByName(before), stateByName(after)),
    });
    return { features: after };
  });
}
