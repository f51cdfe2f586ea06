import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { FEATURE_LOCK_REASONS, resolveFeature, type FeatureLevel } from '@console/contract/features/rule';
import type { FeatureState } from '@console/contract/features/api';
import type { Queryable } from '../../db/client.ts';
import { accountFeatures, companyFeatures, features } from '../../db/schema.ts';
import { catalogueFeatureColumns } from '../../platform/companies/catalogue.ts';
import { accountUserFeatures, locationFeatures } from './tables.ts';

/**
 * The switches of every level, read for the one rule (contract/src/features/rule.ts). The features
 * family reads the switch tables of all four levels (company_features, account_features and its own
 * location_features, account_user_features) because the rule is its subject; account_features is
 * written only through the accounts family's writer.
 */

/** One customer feature of the catalogue with the switches above and at the level asked about. */
export interface FeatureSwitchRow {
  featureId: number;
  name: string;
  title: string;
  description: string;
  granted: boolean;
  customer: boolean | null;
  own: boolean | null;
}

const switchOf = (column: SQL) => sql<boolean | null>`${column}`;

/** A correlated read of one switch row per catalogue feature (a primary-key lookup each). */
const grantOf = (companyId: number) =>
  sql<boolean>`coalesce((select ${companyFeatures.enabled} from ${companyFeatures}
    where ${companyFeatures.companyId} = ${companyId} and ${companyFeatures.featureId} = ${features.id}), false)`;
const customerSwitchOf = (accountId: number) =>
  switchOf(sql`(select ${accountFeatures.enabled} from ${accountFeatures}
    where ${accountFeatures.accountId} = ${accountId} and ${accountFeatures.featureId} = ${features.id})`);

export type OwnLevel = { level: 'location'; id: number } | { level: 'user'; id: number };

type Switch = { featureId: number; isEnabled: boolean };

/**
 * The switch tables of the levels below the customer: the column naming whose switch a row is, and
 * a row of it.
 */
const OWN_SWITCHES = {
  location: {
    table: locationFeatures,
    owner: locationFeatures.locationId,
    rowOf: (locationId: number, { featureId, isEnabled }: Switch) => ({
      locationId,
      featureId,
      enabled: isEnabled,
    }),
  },
  user: {
    table: accountUserFeatures,
    owner: accountUserFeatures.accountUserId,
    rowOf: (accountUserId: number, { featureId, isEnabled }: Switch) => ({
      accountUserId,
      featureId,
      enabled: isEnabled,
    }),
  },
} as const;

const ownSwitchOf = ({ level, id }: OwnLevel) => {
  const { table, owner } = OWN_SWITCHES[level];
  return switchOf(sql`(select ${table.enabled} from ${table}
    where ${owner} = ${id} and ${table.featureId} = ${features.id})`);
};

/** The catalogue's customer features with the company's grant, the customer's switch and, if asked, a location's or user's. */
export function featureSwitchRows(
  db: Queryable,
  companyId: number,
  accountId: number,
  own?: OwnLevel,
): Promise<FeatureSwitchRow[]> {
  const ownSwitch = own ? ownSwitchOf(own) : sql<null>`null`;
  return db
    .select({
      ...catalogueFeatureColumns,
      granted: grantOf(companyId),
      customer: customerSwitchOf(accountId),
      own: ownSwitch,
    })
    .from(features)
    .where(eq(features.scope, 'customer'))
    .orderBy(asc(features.id));
}

/** The features the company grants, in catalogue order. */
export async function grantedFeatures(db: Queryable, companyId: number) {
  return db
    .select(catalogueFeatureColumns)
    .from(features)
    .innerJoin(
      companyFeatures,
      and(
        eq(companyFeatures.featureId, features.id),
        eq(companyFeatures.companyId, companyId),
        eq(companyFeatures.enabled, true),
      ),
    )
    .where(eq(features.scope, 'customer'))
    .orderBy(asc(features.id));
}

/** One row as the screens show it, at the level asked about. */
export function stateOf(level: FeatureLevel, row: FeatureSwitchRow): FeatureState {
  const resolution = resolveFeature(level, {
    granted: row.granted,
    customer: row.customer,
    location: level === 'location' ? row.own : undefined,
    user: level === 'user' ? row.own : undefined,
  });
  return {
    featureId: row.featureId,
    name: row.name,
    title: row.title,
    description: row.description,
    ...resolution,
    // The customer level has two states: a customer without a switch has the feature off.
    setting: level === 'customer' ? row.customer === true : resolution.setting,
    lockedReason: resolution.lockedBy ? FEATURE_LOCK_REASONS[resolution.lockedBy] : null,
  };
}

/** Own switches of many users: user id → feature id → on or off. */
export async function userSwitches(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, Map<number, boolean>>> {
  const result = new Map<number, Map<number, boolean>>(userIds.map((id) => [id, new Map()]));
  if (!userIds.length) return result;
  const rows = await db
    .select()
    .from(accountUserFeatures)
    .where(inArray(accountUserFeatures.accountUserId, [...userIds]));
  for (const row of rows) result.get(row.accountUserId)?.set(row.featureId, row.enabled);
  return result;
}

/**
 * Writes own switches of a level below the customer: on or off upserts the row, null deletes it
 * (the level inherits again).
 */
export async function writeOwnSwitches(
  db: Queryable,
  level: 'location' | 'user',
  ownerIds: readonly number[],
  entries: readonly { featureId: number; isEnabled: boolean | null }[],
): Promise<void> {
  const set = entries.filter((e): e is Switch => e.isEnabled !== null);
  const cleared = entries.filter((e) => e.isEnabled === null).map((e) => e.featureId);
  if (!ownerIds.length) return;
  const { table, owner, rowOf } = OWN_SWITCHES[level];
  if (set.length) {
    await db
      .insert(table)
      .values(ownerIds.flatMap((ownerId) => set.map((e) => rowOf(ownerId, e))))
      .onConflictDoUpdate({ target: [owner, table.featureId], set: { enabled: sql`excluded.enabled` } });
  }
  if (cleared.length) {
    await db.delete(table).where(and(inArray(owner, [...ownerIds]), inArray(table.featureId, cleared)));
  }
}
