import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@console/contract/kit';
import type { OnboardingExtendedSettings, OnboardingSettings } from '@console/contract/onboarding/api';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import {
  onboardingAccountSettings,
  onboardingDefaultSettings,
  onboardingExtendedSettings,
} from './tables.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findOnboardingAccount } from './scope.ts';

/**
 * The onboarding settings (contract/src/onboarding/api.ts): an account's own, its extended settings and
 * the company's defaults. Each is one row or none; a read of none answers 404 (the spec's tolerated
 * 404, product-families §8), a save writes the whole row and its audit entry in one transaction,
 * and removing an account's own settings lets the defaults apply again.
 */

/** One kind of settings row: its table, the column that keys it, and how a row reads. */
interface SettingsKind<Settings extends Record<string, unknown>> {
  table: PgTable;
  key: PgColumn;
  keyName: 'accountId' | 'companyId';
  what: string;
  action: AuditAction;
  read(row: Record<string, unknown>): Settings;
}

const settingsOf = (row: Record<string, unknown>): OnboardingSettings => ({
  idScan: row.idScan as boolean,
  faceMatch: row.faceMatch as boolean,
  incomeVerification: row.incomeVerification as boolean,
  linkValidHours: row.linkValidHours as number,
  maxAttempts: row.maxAttempts as number,
  notificationEmail: row.notificationEmail as string | null,
});

const ACCOUNT_SETTINGS: SettingsKind<OnboardingSettings> = {
  table: onboardingAccountSettings,
  key: onboardingAccountSettings.accountId,
  keyName: 'accountId',
  what: 'The onboarding settings of this account',
  action: 'onboarding.settings.update',
  read: settingsOf,
};

const DEFAULT_SETTINGS: SettingsKind<OnboardingSettings> = {
  table: onboardingDefaultSettings,
  key: onboardingDefaultSettings.companyId,
  keyName: 'companyId',
  what: 'The default onboarding settings',
  action: 'onboarding.defaultSettings.update',
  read: settingsOf,
};

const EXTENDED_SETTINGS: SettingsKind<OnboardingExtendedSettings> = {
  table: onboardingExtendedSettings,
  key: onboardingExtendedSettings.accountId,
  keyName: 'accountId',
  what: 'The extended settings of this account',
  action: 'onboarding.extendedSettings.update',
  read: (row) => ({
    welcomeMessage: row.welcomeMessage as string,
    brandColor: row.brandColor as string,
    language: row.language as OnboardingExtendedSettings['language'],
    redirectUrl: row.redirectUrl as string | null,
  }),
};

async function stored<S extends Record<string, unknown>>(
  db: Queryable,
  kind: SettingsKind<S>,
  key: number,
): Promise<S | null> {
  const [row] = await db.select().from(kind.table).where(eq(kind.key, key));
  return row ? kind.read(row) : null;
}

async function readOr404<S extends Record<string, unknown>>(
  db: Queryable,
  kind: SettingsKind<S>,
  key: number,
) {
  const settings = await stored(db, kind, key);
  if (!settings) throw notFound(kind.what);
  return settings;
}

async function save<S extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  kind: SettingsKind<S>,
  key: number,
  input: S,
): Promise<S> {
  return db.transaction(async (tx) => {
    const before = await stored(tx, kind, key);
    const row = { ...input, [kind.keyName]: key, updatedAt: new Date(), updatedBy: actor.name };
    await tx.insert(kind.table).values(row).onConflictDoUpdate({ target: kind.key, set: row });
    await recordChangeIfAny(tx, actor, { action: kind.action, entityId: key, changes: diff(before, input) });
    return input;
  });
}

/**
 * The read and the save of an onboarding account's settings of a kind (its own, its extended): each
 * finds the account first, so another company's account, or one without Onboarding, answers 404.
 */
function accountSettingsCalls<S extends Record<string, unknown>>(kind: SettingsKind<S>) {
  return {
    read: async (db: Queryable, tenant: Tenant, accountId: number): Promise<S> => {
      await findOnboardingAccount(db, tenant, accountId);
      return readOr404(db, kind, accountId);
    },
    save: async (db: Db, actor: Actor, tenant: Tenant, accountId: number, input: S): Promise<S> => {
      await findOnboardingAccount(db, tenant, accountId);
      return save(db, actor, kind, accountId, input);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// An account's own settings
// ---------------------------------------------------------------------------------------------

export const { read: accountSettings, save: saveAccountSettings } = accountSettingsCalls(ACCOUNT_SETTINGS);

/** Drops the account's own settings (the defaults apply again); none to drop answers 404. */
export async function removeAccountSettings(db: Db, actor: Actor, tenant: Tenant, accountId: number) {
  await findOnboardingAccount(db, tenant, accountId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(onboardingAccountSettings)
      .where(eq(onboardingAccountSettings.accountId, accountId))
      .returning();
    if (!removed) throw notFound(ACCOUNT_SETTINGS.what);
    await recordChange(tx, actor, {
      action: 'onboarding.settings.remove',
      entityId: accountId,
      changes: diff(settingsOf(removed), null),
    });
  });
}

/** Which settings apply to an account: its own, else the company's defaults, else none saved yet. */
export async function settingsInForce(db: Queryable, companyId: number, accountId: number) {
  const own = await stored(db, ACCOUNT_SETTINGS, accountId);
  if (own) return { settingsSource: 'own' as const, settings: own };
  const defaults = await stored(db, DEFAULT_SETTINGS, companyId);
  if (defaults) return { settingsSource: 'defaults' as const, settings: defaults };
  return { settingsSource: 'none' as const, settings: null };
}

// ---------------------------------------------------------------------------------------------
// Extended settings and the company's defaults
// ---------------------------------------------------------------------------------------------

export const { read: extendedSettings, save: saveExtendedSettings } = accountSettingsCalls(EXTENDED_SETTINGS);

/**
 * The administered company's defaults. They are the company's, not a Test Mode side's: a rehearsal
 * in Test Mode onboards with the same defaults as the live accounts.
 */
export const defaultSettings = (db: Queryable, tenant: Tenant) =>
  readOr404(db, DEFAULT_SETTINGS, tenant.companyId);

export const saveDefaultSettings = (db: Db, actor: Actor, tenant: Tenant, input: OnboardingSettings) =>
  save(db, actor, DEFAULT_SETTINGS, tenant.companyId, input);
