import { eq, sql } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import {
  BUILT_IN_FACE_SETTINGS,
  type FaceAccountItem,
  type FaceAccountsQuery,
  type FaceAggregatedAccount,
  type FaceSettings,
} from '@console/contract/faces/api';
import { Project } from '@console/contract/products/api';
import { diff, recordChange, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { faceAccountSettings, faceDefaultSettings } from './tables.ts';
import type { ListSource } from '../../kit/list.ts';
import {
  accountRequestsSince,
  projectAccountsSource,
  findProductAccount,
  accountSorts,
  type LastScanRow,
} from '../accounts/product-scope.ts';
import { storedSettingsOr } from '../../kit/settings-row.ts';
import { countTokens, type TokenOwner } from '../../kit/tokens.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { addDays, utcDay } from '../../lib/days.ts';

/**
 * Face/ID accounts (contract/src/faces/api.ts): the tenant's accounts with Face Compare, their face
 * settings, and the company's defaults for new ones. The account itself is the accounts family's;
 * this family reads its name and state and owns only the face settings.
 */

/** Days of "requests in the last 30 days", today included. */
const RECENT_DAYS = 30;

/**
 * An account's settings as stored, or the built-in defaults for an account whose row is missing (a
 * Face Compare product added outside the trigger, which cannot happen through the console).
 */
const settingsColumns = {
  matchThreshold: sql<number>`coalesce(${faceAccountSettings.matchThreshold}, ${BUILT_IN_FACE_SETTINGS.matchThreshold})`,
  livenessRequired: sql<boolean>`coalesce(${faceAccountSettings.livenessRequired}, ${BUILT_IN_FACE_SETTINGS.livenessRequired})`,
};

const itemColumns = {
  id: customerAccounts.id,
  name: customerAccounts.name,
  contactName: customerAccounts.contactName,
  active: customerAccounts.active,
  lastScan: customerAccounts.lastScan,
  ...settingsColumns,
};

type AccountRow = LastScanRow<FaceAccountItem>;

const toItem = (row: AccountRow): FaceAccountItem => ({
  id: row.id,
  name: row.name,
  contactName: row.contactName,
  active: row.active,
  lastScan: row.lastScan?.toISOString() ?? null,
  matchThreshold: row.matchThreshold,
  livenessRequired: row.livenessRequired,
});

/** Each sort on an index led by the tenant scope (schema/accounts.ts). */
const SORTS = accountSorts('id', 'name', 'lastScan');

/** GET /api/Faces/Accounts. */
export const faceAccountsSource = (
  db: Queryable,
  tenant: Tenant,
  query: FaceAccountsQuery,
): Promise<ListSource<AccountRow, FaceAccountItem>> =>
  projectAccountsSource(db, tenant, Project.Faces, {
    query,
    columns: itemColumns,
    join: (select) =>
      select.leftJoin(faceAccountSettings, eq(faceAccountSettings.accountId, customerAccounts.id)),
    sorts: SORTS,
    toItem,
  });

/** The token owner of a face/ID account's product tokens (kit/tokens.ts); 404 for any other account. */
export async function faceTokenOwner(db: Queryable, tenant: Tenant, accountId: number): Promise<TokenOwner> {
  const { account } = await findProductAccount(db, tenant, Project.Faces, accountId);
  return { kind: PRODUCT_TOKEN_KINDS[Project.Faces], companyId: tenant.companyId, ownerId: account.id };
}

/** GET /api/Faces/{id}/AggregatedAccount. */
export async function aggregatedFaceAccount(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  now = new Date(),
): Promise<FaceAggregatedAccount> {
  const { account, productIds } = await findProductAccount(db, tenant, Project.Faces, accountId);
  const today = utcDay(now);
  const owner = {
    kind: PRODUCT_TOKEN_KINDS[Project.Faces],
    companyId: tenant.companyId,
    ownerId: account.id,
  };
  const [[row], tokens, recent] = await Promise.all([
    db
      .select(itemColumns)
      .from(customerAccounts)
      .leftJoin(faceAccountSettings, eq(faceAccountSettings.accountId, customerAccounts.id))
      .where(eq(customerAccounts.id, account.id)),
    countTokens(db, owner, today),
    accountRequestsSince(db, account.id, productIds, addDays(today, -(RECENT_DAYS - 1))),
  ]);
  if (!row) throw new Error(`face account ${account.id} vanished while read`);
  return { ...toItem(row), activeTokens: tokens, requestsLast30Days: recent };
}

/** An account's face settings, as stored (the built-in ones for a missing row). */
export async function faceSettingsOf(db: Queryable, accountId: number): Promise<FaceSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(customerAccounts)
    .leftJoin(faceAccountSettings, eq(faceAccountSettings.accountId, customerAccounts.id))
    .where(eq(customerAccounts.id, accountId));
  return row ?? BUILT_IN_FACE_SETTINGS;
}

/**
 * The face match threshold (0-100) a request of the account is held to when its product sent none:
 * the account's face settings, the built-in one for an account without them (no Face Compare).
 */
export const accountFaceThreshold = async (db: Queryable, accountId: number): Promise<number> =>
  (await faceSettingsOf(db, accountId)).matchThreshold;

/** PUT /api/Faces/{id}/Account: the account's face settings, audited, in one transaction. */
export async function updateFaceAccount(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  settings: FaceSettings,
): Promise<FaceAggregatedAccount> {
  await db.transaction(async (tx) => {
    const { account } = await findProductAccount(tx, tenant, Project.Faces, accountId);
    const before = await faceSettingsOf(tx, account.id);
    await tx
      .insert(faceAccountSettings)
      .values({ accountId: account.id, ...settings })
      .onConflictDoUpdate({
        target: faceAccountSettings.accountId,
        set: { ...settings, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      action: 'faceAccount.settings.update',
      entityId: account.id,
      changes: diff(before, settings),
    });
  });
  return aggregatedFaceAccount(db, tenant, accountId);
}

/** GET /api/Faces/DefaultSettings: the company's, or the built-in ones until it sets its own. */
export const faceDefaults = (db: Queryable, companyId: number): Promise<FaceSettings> =>
  storedSettingsOr(db, faceDefaultSettings, faceDefaultSettings.companyId, companyId, BUILT_IN_FACE_SETTINGS);

/**
 * PUT /api/Faces/DefaultSettings: what new face/ID accounts start with (the trigger of migration
 * 0016 reads them). Existing accounts keep their settings: nothing else is written.
 */
export async function updateFaceDefaults(
  db: Db,
  companyId: number,
  actor: Actor,
  settings: FaceSettings,
): Promise<FaceSettings> {
  return db.transaction(async (tx) => {
    const before = await faceDefaults(tx, companyId);
    await tx
      .insert(faceDefaultSettings)
      .values({ companyId, ...settings })
      .onConflictDoUpdate({
        target: faceDefaultSettings.companyId,
        set: { ...settings, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      action: 'faceDefaults.update',
      entityId: companyId,
      changes: diff(before, settings),
    });
    return settings;
  });
}
