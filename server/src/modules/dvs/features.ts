import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  DiveFeatureState,
  DiveFeaturesUpdate,
  DvsUserFeatures,
  DvsUsersFeaturesUpdate,
} from '@console/contract/dvs/api';
import { DIVE_FEATURES } from '@console/contract/dvs/result';
import type { AuditAction } from '@console/contract/kit';
import { recordChanges, type Actor, type Changes } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { accountUsers } from '../../db/schema.ts';
import {
  dvsAccountFeatures,
  dvsDefaultAccountFeatures,
  dvsDefaultUserFeatures,
  dvsUserFeatures,
} from './tables.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findDvsAccount } from './scope.ts';

/**
 * DIVE features at four places (product-families §6, §7): the company's defaults for new DIVE
 * accounts, an account's defaults for its new users, an account's own and a user's own. Defaults
 * are copied when an account or user is created and never after: changing a default leaves every
 * existing account and user as it is (the screens say so). A feature without a stored switch is
 * off. A user's feature works only while the account's is on too; the screens show both.
 */

/** One of the four places, and what a change of it is audited as. */
interface SwitchLevel {
  table:
    | typeof dvsDefaultAccountFeatures
    | typeof dvsDefaultUserFeatures
    | typeof dvsAccountFeatures
    | typeof dvsUserFeatures;
  action: AuditAction;
}

const DEFAULT_ACCOUNT: SwitchLevel = {
  table: dvsDefaultAccountFeatures,
  action: 'dvsDefaultAccountFeatures.update',
};
const DEFAULT_USER: SwitchLevel = {
  table: dvsDefaultUserFeatures,
  action: 'dvsAccount.defaultUserFeatures.update',
};
const ACCOUNT: SwitchLevel = { table: dvsAccountFeatures, action: 'dvsAccount.features.update' };
const USER: SwitchLevel = { table: dvsUserFeatures, action: 'dvsUser.features.update' };

type Switches = Map<string, boolean>;

/** The catalogue with each feature's state (off without a switch). */
const statesOf = (switches: Switches): DiveFeatureState[] =>
  DIVE_FEATURES.map((f) => ({ ...f, isEnabled: switches.get(f.name) ?? false }));

async function switchesOf(
  db: Queryable,
  at: SwitchLevel,
  ownerIds: readonly number[],
): Promise<Map<number, Switches>> {
  const byOwner = new Map<number, Switches>(ownerIds.map((id) => [id, new Map()]));
  if (!ownerIds.length) return byOwner;
  const { table } = at;
  const rows = await db
    .select({ owner: table.ownerId, feature: table.feature, enabled: table.enabled })
    .from(table)
    .where(inArray(table.ownerId, [...ownerIds]));
  for (const row of rows) byOwner.get(row.owner)?.set(row.feature, row.enabled);
  return byOwner;
}

const switchesOfOne = async (db: Queryable, at: SwitchLevel, ownerId: number): Promise<Switches> =>
  (await switchesOf(db, at, [ownerId])).get(ownerId) ?? new Map();

/** A feature named twice in one update is refused, naming the second. */
function refuseRepeats(update: DiveFeaturesUpdate, field = ''): void {
  const seen = new Set<string>();
  update.forEach((item, index) => {
    if (seen.has(item.name)) {
      throw validationError({ [`${field}[${index}].name`]: [`${item.name} is listed twice`] });
    }
    seen.add(item.name);
  });
}

/** Writes the switches of many owners (inside the caller's transaction) and audits each that changed. */
async function writeSwitches(
  tx: Queryable,
  actor: Actor,
  at: SwitchLevel,
  ownerIds: readonly number[],
  update: DiveFeaturesUpdate,
): Promise<void> {
  if (!update.length || !ownerIds.length) return;
  const before = await switchesOf(tx, at, ownerIds);
  await tx
    .insert(at.table)
    .values(
      ownerIds.flatMap((ownerId) =>
        update.map(({ name, isEnabled }) => ({ ownerId, feature: name, enabled: isEnabled })),
      ),
    )
    .onConflictDoUpdate({
      target: [at.table.ownerId, at.table.feature],
      set: { enabled: sql`excluded.enabled` },
    });
  const entries = ownerIds.flatMap((ownerId) => {
    const was = before.get(ownerId) ?? new Map<string, boolean>();
    const changes: Changes = {};
    for (const { name, isEnabled } of update) {
      const from = was.get(name) ?? false;
      if (from !== isEnabled) changes[name] = { from, to: isEnabled };
    }
    return Object.keys(changes).length ? [{ action: at.action, entityId: ownerId, changes }] : [];
  });
  await recordChanges(tx, actor, entries);
}

async function saveSwitches(
  db: Db,
  actor: Actor,
  at: SwitchLevel,
  ownerId: number,
  changes: DiveFeaturesUpdate,
) {
  refuseRepeats(changes);
  await db.transaction((tx) => writeSwitches(tx, actor, at, [ownerId], changes));
  return statesOf(await switchesOfOne(db, at, ownerId));
}

// --- The company's defaults for new accounts --------------------------------------------------

export const defaultAccountFeatures = async (db: Queryable, tenant: Tenant) =>
  statesOf(await switchesOfOne(db, DEFAULT_ACCOUNT, tenant.companyId));

export const updateDefaultAccountFeatures = (
  db: Db,
  actor: Actor,
  tenant: Tenant,
  changes: DiveFeaturesUpdate,
) => saveSwitches(db, actor, DEFAULT_ACCOUNT, tenant.companyId, changes);

// --- An account's defaults for its new users, and its own -------------------------------------

/** The read and the change of one of an account's own places (its features, its users' defaults). */
function ofAccount(at: SwitchLevel) {
  return {
    async read(db: Queryable, tenant: Tenant, accountId: number) {
      const { account } = await findDvsAccount(db, tenant, accountId);
      return statesOf(await switchesOfOne(db, at, account.id));
    },
    async update(db: Db, actor: Actor, tenant: Tenant, accountId: number, changes: DiveFeaturesUpdate) {
      const { account } = await findDvsAccount(db, tenant, accountId);
      return saveSwitches(db, actor, at, account.id, changes);
    },
  };
}

export const { read: defaultUserFeatures, update: updateDefaultUserFeatures } = ofAccount(DEFAULT_USER);
export const { read: accountFeatures, update: updateAccountFeatures } = ofAccount(ACCOUNT);

// --- Users -------------------------------------------------------------------------------------

async function usersOf(db: Queryable, accountId: number, userIds?: readonly number[]) {
  return db
    .select({
      userId: accountUsers.id,
      userName: accountUsers.userName,
      firstName: accountUsers.firstName,
      lastName: accountUsers.lastName,
      active: accountUsers.active,
    })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        userIds ? inArray(accountUsers.id, [...userIds]) : undefined,
      ),
    )
    .orderBy(sql`lower(${accountUsers.userName})`, accountUsers.id);
}

async function mustBeUserOf(db: Queryable, accountId: number, userId: number): Promise<void> {
  const [user] = await usersOf(db, accountId, [userId]);
  if (!user) throw notFound('The user');
}

export async function userFeatures(db: Queryable, tenant: Tenant, accountId: number, userId: number) {
  const { account } = await findDvsAccount(db, tenant, accountId);
  await mustBeUserOf(db, account.id, userId);
  return statesOf(await switchesOfOne(db, USER, userId));
}

export async function updateUserFeatures(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  userId: number,
  changes: DiveFeaturesUpdate,
) {
  const { account } = await findDvsAccount(db, tenant, accountId);
  await mustBeUserOf(db, account.id, userId);
  return saveSwitches(db, actor, USER, userId, changes);
}

/** GET /api/DvsUsersFeatures/{id}: every user of the account by login, each with its features. */
export async function usersFeatures(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<DvsUserFeatures[]> {
  const { account } = await findDvsAccount(db, tenant, accountId);
  return withFeatures(db, await usersOf(db, account.id));
}

async function withFeatures(
  db: Queryable,
  users: Omit<DvsUserFeatures, 'features'>[],
): Promise<DvsUserFeatures[]> {
  const switches = await switchesOf(
    db,
    USER,
    users.map((u) => u.userId),
  );
  return users.map((user) => ({
    ...user,
    features: Object.fromEntries(
      statesOf(switches.get(user.userId) ?? new Map()).map((f) => [f.name, f.isEnabled]),
    ),
  }));
}

/**
 * PUT /api/DvsUsersFeatures/{id}: the same switches for many users, in one transaction, all or
 * none. A refusal names each user that is not the account's or is listed twice (`userIds[3]`).
 */
export async function updateUsersFeatures(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: DvsUsersFeaturesUpdate,
): Promise<DvsUserFeatures[]> {
  const { account } = await findDvsAccount(db, tenant, accountId);
  refuseRepeats(input.features, 'features');
  const found = new Set((await usersOf(db, account.id, input.userIds)).map((u) => u.userId));
  const problems: Record<string, string[]> = {};
  const seen = new Set<number>();
  input.userIds.forEach((userId, index) => {
    if (seen.has(userId)) problems[`userIds[${index}]`] = [`User ${userId} is listed twice`];
    else if (!found.has(userId))
      problems[`userIds[${index}]`] = [`User ${userId} is not a user of this account`];
    seen.add(userId);
  });
  if (Object.keys(problems).length) throw validationError(problems);
  await db.transaction((tx) => writeSwitches(tx, actor, USER, input.userIds, input.features));
  return withFeatures(db, await usersOf(db, account.id, input.userIds));
}

// --- Defaults applied on creation ---------------------------------------------------------------

const asUpdate = (switches: Switches): DiveFeaturesUpdate =>
  [...switches].map(([name, isEnabled]) => ({ name: name as DiveFeaturesUpdate[number]['name'], isEnabled }));

/**
 * A new DIVE account (inside the creating transaction): the company's default account features
 * become the account's features and its default user features, and its first users' features.
 */
export function applyDefaultFeaturesToNewAccount(
  tx: Queryable,
  actor: Actor,
  companyId: number,
  accountId: number,
): Promise<void> {
  return applyDefaultFeaturesToNewAccounts(tx, actor, companyId, [accountId]);
}

/** The same for many new accounts of the company at once (the demo's), in a few statements. */
export async function applyDefaultFeaturesToNewAccounts(
  tx: Queryable,
  actor: Actor,
  companyId: number,
  accountIds: readonly number[],
): Promise<void> {
  if (!accountIds.length) return;
  const defaults = asUpdate(await switchesOfOne(tx, DEFAULT_ACCOUNT, companyId));
  await writeSwitches(tx, actor, ACCOUNT, accountIds, defaults);
  await writeSwitches(tx, actor, DEFAULT_USER, accountIds, defaults);
  const users = await tx
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(inArray(accountUsers.accountId, [...accountIds]))
    .orderBy(accountUsers.id);
  await writeSwitches(
    tx,
    actor,
    USER,
    users.map((u) => u.id),
    defaults,
  );
}

/** A new user of a DIVE account: the account's default user features become the user's. */
export async function applyDefaultFeaturesToNewUser(
  db: Db,
  actor: Actor,
  accountId: number,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const defaults = asUpdate(await switchesOfOne(tx, DEFAULT_USER, accountId));
    await writeSwitches(tx, actor, USER, [userId], defaults);
  });
}
