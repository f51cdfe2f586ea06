import { FEATURE_LOCK_REASONS, resolveFeature } from '@console/contract/features/rule';
import type {
  CustomerFeaturesUpdate,
  FeatureState,
  GrantedFeature,
  LocationFeatures,
  LocationFeaturesUpdate,
  UserFeaturesUpdate,
  UsersFeaturesResult,
  UsersFeaturesUpdate,
} from '@console/contract/features/api';
import type { Db, Queryable } from '../../db/client.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import { writeAccountFeatures } from '../accounts/settings.ts';
import { usersOfAccount } from '../accounts/users.ts';
import { findOnlineCustomer, onlineLocations } from '../vsonline/scope.ts';
import {
  featureSwitchRows,
  grantedFeatures,
  stateOf,
  userSwitches,
  writeOwnSwitches,
  type FeatureSwitchRow,
} from './switches.ts';

/**
 * The Features calls (product-families §7): every read answers each customer feature's state at
 * the level asked (contract/src/features/rule.ts); every change runs in one transaction, all or
 * none, and is audited with each feature's switch before and after.
 *
 * Decisions where the spec is silent:
 * - A level cannot switch on what a level above denies: a customer cannot turn on a feature the
 *   company does not grant, a location or user one its customer has off (400 naming the item).
 *   Switching off, or back to inherited, is always allowed.
 * - A customer's switches have two states; a location's and a user's three (null: inherit).
 */

type Switch = { featureId: number; isEnabled: boolean | null };

/** The customer (an online customer of the tenant) or 404. */
async function customerOf(db: Queryable, tenant: Tenant, customerId: number) {
  return (await findOnlineCustomer(db, tenant, customerId)).account;
}

/** A location of the tenant's online customers, with its customer, or 404. */
async function locationOf(db: Queryable, tenant: Tenant, locationId: number) {
  const location = (await onlineLocations(db, tenant, [locationId])).get(locationId);
  if (!location) throw notFound('The location');
  return location;
}

/** A user of the customer, or 404. */
async function userOf(db: Queryable, customerId: number, userId: number) {
  if (!(await usersOfAccount(db, customerId, [userId])).has(userId)) throw notFound('The user');
  return userId;
}

export function allGrantedFeatures(db: Queryable, tenant: Tenant): Promise<GrantedFeature[]> {
  return grantedFeatures(db, tenant.companyId);
}

/**
 * Field errors for a list of switches (named as the body names them, "features[2].featureId"):
 * features that are not customer features or are listed twice, and switches on of a feature a
 * level above denies.
 */
function switchProblems(
  switches: readonly Switch[],
  rows: readonly FeatureSwitchRow[],
  level: 'customer' | 'location' | 'user',
  field = 'features',
): Record<string, string[]> {
  const byId = new Map(rows.map((row) => [row.featureId, row]));
  const problems: Record<string, string[]> = {};
  const seen = new Set<number>();
  switches.forEach(({ featureId, isEnabled }, index) => {
    const row = byId.get(featureId);
    const name = `${field}[${index}]`;
    if (!row) problems[`${name}.featureId`] = [`Feature ${featureId} is not a customer feature`];
    else if (seen.has(featureId)) problems[`${name}.featureId`] = [`Feature ${featureId} is listed twice`];
    else if (isEnabled === true) {
      // What the level would be with the switch on: locked means a level above denies it.
      const lockedBy = resolveFeature(level, {
        granted: row.granted,
        customer: level === 'customer' ? true : row.customer,
        location: true,
        user: true,
      }).lockedBy;
      if (lockedBy) {
        problems[`${name}.isEnabled`] = [`${row.title}: ${FEATURE_LOCK_REASONS[lockedBy].toLowerCase()}`];
      }
    }
    seen.add(featureId);
  });
  return problems;
}

const settingsByName = (states: readonly FeatureState[]) =>
  Object.fromEntries(states.map((s) => [s.name, s.setting]));

// ---------------------------------------------------------------------------------------------
// Customer level
// ---------------------------------------------------------------------------------------------

async function customerStates(db: Queryable, tenant: Tenant, customerId: number): Promise<FeatureState[]> {
  const rows = await featureSwitchRows(db, tenant.companyId, customerId);
  return rows.map((row) => stateOf('customer', row));
}

export async function customerFeatures(db: Queryable, tenant: Tenant, customerId: number) {
  const customer = await customerOf(db, tenant, customerId);
  return customerStates(db, tenant, customer.id);
}

export async function updateCustomerFeatures(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  customerId: number,
  update: CustomerFeaturesUpdate,
): Promise<FeatureState[]> {
  return db.transaction(async (tx) => {
    const customer = await customerOf(tx, tenant, customerId);
    const rows = await featureSwitchRows(tx, tenant.companyId, customer.id);
    const problems = switchProblems(update.features, rows, 'customer');
    if (Object.keys(problems).length) throw validationError(problems);
    const before = rows.map((row) => stateOf('customer', row));
    await writeAccountFeatures(tx, customer.id, update.features);
    const after = await customerStates(tx, tenant, customer.id);
    await recordChangeIfAny(tx, actor, {
      action: 'account.features.update',
      entityId: customer.id,
      changes: diff(settingsByName(before), settingsByName(after)),
    });
    return after;
  });
}

// ---------------------------------------------------------------------------------------------
// User level
// ---------------------------------------------------------------------------------------------

async function userStates(db: Queryable, tenant: Tenant, customerId: number, userId: number) {
  const rows = await featureSwitchRows(db, tenant.companyId, customerId, { level: 'user', id: userId });
  return rows.map((row) => stateOf('user', row));
}

export async function userFeatures(db: Queryable, tenant: Tenant, customerId: number, userId: number) {
  const customer = await customerOf(db, tenant, customerId);
  return userStates(db, tenant, customer.id, await userOf(db, customer.id, userId));
}

export async function updateUserFeatures(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  customerId: number,
  userId: number,
  update: UserFeaturesUpdate,
): Promise<FeatureState[]> {
  return db.transaction(async (tx) => {
    const customer = await customerOf(tx, tenant, customerId);
    await userOf(tx, customer.id, userId);
    const rows = await featureSwitchRows(tx, tenant.companyId, customer.id, { level: 'user', id: userId });
    const problems = switchProblems(update.features, rows, 'user');
    if (Object.keys(problems).length) throw validationError(problems);
    const before = rows.map((row) => stateOf('user', row));
    await writeOwnSwitches(tx, 'user', [userId], update.features);
    const after = await userStates(tx, tenant, customer.id, userId);
    await recordChangeIfAny(tx, actor, {
      action: 'accountUser.features.update',
      entityId: userId,
      changes: diff(settingsByName(before), settingsByName(after)),
    });
    return after;
  });
}

/**
 * PUT /api/Features/UsersFeatures: the same switches for many users of one customer, in one
 * transaction. Nothing is written unless every user and every switch is acceptable; a refusal (400)
 * names each user that failed ("users[3]") and why. Each user's change is audited on its own.
 */
export async function updateUsersFeatures(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  update: UsersFeaturesUpdate,
): Promise<UsersFeaturesResult> {
  // The payload names its company (product-families §3); it must be the one administered.
  if (update.companyId !== tenant.companyId) throw notFound('The company');
  return db.transaction(async (tx) => {
    const customer = await customerOf(tx, tenant, update.customerId);
    const known = await usersOfAccount(tx, customer.id, update.users);
    const problems: Record<string, string[]> = {};
    const seen = new Set<number>();
    update.users.forEach((userId, index) => {
      if (!known.has(userId)) problems[`users[${index}]`] = [`User ${userId} is not a user of this customer`];
      else if (seen.has(userId)) problems[`users[${index}]`] = [`User ${userId} is listed twice`];
      seen.add(userId);
    });
    const rows = await featureSwitchRows(tx, tenant.companyId, customer.id);
    Object.assign(problems, switchProblems(update.features, rows, 'user'));
    const failedUsers = Object.keys(problems).filter((key) => key.startsWith('users[')).length;
    if (Object.keys(problems).length) {
      throw validationError(
        problems,
        failedUsers
          ? `${failedUsers} of ${update.users.length} users cannot be switched; nothing was changed`
          : undefined,
      );
    }

    const userIds = [...seen];
    const statesOf = (own: Map<number, Map<number, boolean>>, userId: number) =>
      rows.map((row) => stateOf('user', { ...row, own: own.get(userId)?.get(row.featureId) ?? null }));
    const before = await userSwitches(tx, userIds);
    await writeOwnSwitches(tx, 'user', userIds, update.features);
    const after = await userSwitches(tx, userIds);
    const result: UsersFeaturesResult = { users: [] };
    for (const userId of userIds) {
      const states = statesOf(after, userId);
      await recordChangeIfAny(tx, actor, {
        action: 'accountUser.features.update',
        entityId: userId,
        changes: diff(settingsByName(statesOf(before, userId)), settingsByName(states)),
      });
      result.users.push({ userId, features: states });
    }
    return result;
  });
}

// ---------------------------------------------------------------------------------------------
// Location level
// ---------------------------------------------------------------------------------------------

async function locationStates(
  db: Queryable,
  tenant: Tenant,
  location: { id: number; accountId: number },
): Promise<LocationFeatures> {
  const rows = await featureSwitchRows(db, tenant.companyId, location.accountId, {
    level: 'location',
    id: location.id,
  });
  return {
    locationId: location.id,
    customerId: location.accountId,
    features: rows.map((row) => stateOf('location', row)),
  };
}

export async function locationFeatures(db: Queryable, tenant: Tenant, locationId: number) {
  return locationStates(db, tenant, await locationOf(db, tenant, locationId));
}

export async function updateLocationFeatures(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  update: LocationFeaturesUpdate,
): Promise<LocationFeatures> {
  return db.transaction(async (tx) => {
    const location = await locationOf(tx, tenant, update.locationId);
    const rows = await featureSwitchRows(tx, tenant.companyId, location.accountId, {
      level: 'location',
      id: location.id,
    });
    const problems = switchProblems(update.features, rows, 'location');
    if (Object.keys(problems).length) throw validationError(problems);
    const before = rows.map((row) => stateOf('location', row));
    await writeOwnSwitches(tx, 'location', [location.id], update.features);
    const after = await locationStates(tx, tenant, location);
    await recordChangeIfAny(tx, actor, {
      action: 'location.features.update',
      entityId: location.id,
      changes: diff(settingsByName(before), settingsByName(after.features)),
    });
    return after;
  });
}

/** The features a customer's locations may have: those on for the customer. */
export async function availableLocationFeatures(
  db: Queryable,
  tenant: Tenant,
  customerId: number,
): Promise<GrantedFeature[]> {
  const states = await customerFeatures(db, tenant, customerId);
  return states
    .filter((s) => s.enabled)
    .map(({ featureId, name, title, description }) => ({ featureId, name, title, description }));
}
