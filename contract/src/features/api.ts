import { Type, type Static } from 'typebox';
import { FeatureLevel } from './rule.ts';
import { Module } from '../gates.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { Id } from '../kit/integers.ts';
import { Permission } from '../permissions.ts';

/**
 * Feature toggles (product-families §6, §7 "Features"): the customer features the company grants,
 * switched per customer, per location and per user by the one rule of rule.ts. The calls are the
 * Dashboard customers', so the family's gate is the Veriscan module; changes take the kit's default
 * (refused to read-only staff). (rules: server/src/modules/features/README.md)
 */
export const featuresFamily = defineFamily('features', {
  gate: { module: Module.Veriscan },
  changes: Permission.EditAccounts,
});

const BASE = '/api/Features';

/**
 * The service Face Compare's own call (POST /ingest/faces/compare, faces/api.ts) stores its comparisons
 * under, apart from the face matches devices report (faceMatch), so reports tell them apart.
 */
export const FACE_COMPARE_SERVICE = 'faceCompare';

/**
 * Which feature a product service needs (DESIGN.md "Product activity"): the product API refuses a
 * request for one of these services when the feature is off for its customer, location or user.
 * A service not listed (an address lookup, a product's own housekeeping) needs no feature: the
 * toggles govern what a customer buys, not every call a product makes.
 */
export const SERVICE_FEATURES: Readonly<Record<string, string>> = {
  idScan: 'idScanning',
  faceMatch: 'faceMatch',
  // The comparisons Face Compare's own call makes are face matches too: the same feature gates them.
  [FACE_COMPARE_SERVICE]: 'faceMatch',
  watchlist: 'watchlistScreening',
  incomeVerification: 'incomeVerification',
};

/** Most locations one DetermineLocationsFeatures call answers (a customer's whole estate fits). */
export const DETERMINE_LOCATIONS_MAX = 5000;
/** Most users one UsersFeatures call switches. */
export const USERS_FEATURES_MAX = 500;

export const GrantedFeature = Type.Object({
  featureId: Type.Integer(),
  /** The feature's stable key. */
  name: Type.String(),
  title: Type.String(),
  description: Type.String(),
});
export type GrantedFeature = Static<typeof GrantedFeature>;

const Level = Type.Enum(Object.values(FeatureLevel));

/** One feature at one level: its effective state, this level's own switch, and why it is locked. */
export const FeatureState = Type.Object({
  ...GrantedFeature.properties,
  enabled: Type.Boolean({ description: 'Whether the feature works at this level' }),
  setting: Type.Union([Type.Boolean(), Type.Null()], {
    description: "This level's own switch; null: inherited from the customer",
  }),
  source: Type.Enum(['set', 'inherited'], { description: 'Set at this level, or inherited' }),
  lockedBy: Type.Union([Level, Type.Null()], {
    description: 'The highest level above that denies the feature; null when none does',
  }),
  lockedReason: Type.Union([Type.String(), Type.Null()], { description: 'Why it is locked, as shown' }),
});
export type FeatureState = Static<typeof FeatureState>;

/** A customer's switch of one feature: on or off. */
const CustomerSwitch = Type.Object({ featureId: Id(), isEnabled: Type.Boolean() });
/** A location's or user's switch of one feature: on, off, or null to inherit the customer's state. */
const InheritingSwitch = Type.Object({
  featureId: Id(),
  isEnabled: Type.Union([Type.Boolean(), Type.Null()], { description: 'null: inherit from the customer' }),
});

const switches = <S extends typeof CustomerSwitch | typeof InheritingSwitch>(item: S) =>
  Type.Array(item, { maxItems: 200 });

export const CustomerFeaturesUpdate = Type.Object({ features: switches(CustomerSwitch) });
export type CustomerFeaturesUpdate = Static<typeof CustomerFeaturesUpdate>;

export const UserFeaturesUpdate = Type.Object({ features: switches(InheritingSwitch) });
export type UserFeaturesUpdate = Static<typeof UserFeaturesUpdate>;

export const LocationFeaturesUpdate = Type.Object({
  locationId: Id(),
  features: switches(InheritingSwitch),
});
export type LocationFeaturesUpdate = Static<typeof LocationFeaturesUpdate>;

/** The spec's user-features payload (product-families §3): many users of one customer at once. */
export const UsersFeaturesUpdate = Type.Object({
  users: Type.Array(Id(), { minItems: 1, maxItems: USERS_FEATURES_MAX }),
  features: Type.Array(InheritingSwitch, { minItems: 1, maxItems: 200 }),
  customerId: Id(),
  companyId: Id(),
});
export type UsersFeaturesUpdate = Static<typeof UsersFeaturesUpdate>;

export const UsersFeaturesResult = Type.Object({
  users: Type.Array(Type.Object({ userId: Type.Integer(), features: Type.Array(FeatureState) })),
});
export type UsersFeaturesResult = Static<typeof UsersFeaturesResult>;

export const DetermineLocationsFeaturesBody = Type.Object({
  locationIds: Type.Array(Id(), { minItems: 1, maxItems: DETERMINE_LOCATIONS_MAX }),
});
export type DetermineLocationsFeaturesBody = Static<typeof DetermineLocationsFeaturesBody>;

/**
 * A location's effective features, compact, as a dashboard asks for many locations at once: each
 * customer feature by its name, on or off, and for those a level above denies, which level (the
 * reasons and the location's own switches are LocationFeatures/{id}'s). Maps of scalars rather than
 * a list of objects with a nullable field: a thousand locations answer in a fifth of the bytes, and
 * the server writes them without testing each item against a union.
 */
export const LocationEffectiveFeatures = Type.Object({
  locationId: Type.Integer(),
  customerId: Type.Integer(),
  features: Type.Record(Type.String(), Type.Boolean(), {
    description: 'Feature name → whether it works at the location',
  }),
  lockedBy: Type.Record(Type.String(), Level, {
    description: 'Feature name → the highest level above that denies it (locked features only)',
  }),
});
export type LocationEffectiveFeatures = Static<typeof LocationEffectiveFeatures>;

export const LocationFeatures = Type.Object({
  locationId: Type.Integer(),
  customerId: Type.Integer(),
  features: Type.Array(FeatureState),
});
export type LocationFeatures = Static<typeof LocationFeatures>;

const customerParams = Type.Object({ id: Id({ description: 'The customer (account) id' }) });
const userParams = Type.Object({ id: Id({ description: 'The customer (account) id' }), userId: Id() });

export const featuresApi = {
  granted: featuresFamily.endpoint({
    method: 'GET',
    path: `${BASE}/GetAllGrantedFeatures`,
    summary: 'The customer features the administered company grants (its catalogue)',
    response: Type.Array(GrantedFeature),
  }),
  customer: featuresFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/CustomerFeatures`,
    summary: "A customer's features: on or off, and locked when the company does not grant one",
    params: customerParams,
    response: Type.Array(FeatureState),
  }),
  updateCustomer: featuresFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/CustomerFeatures`,
    summary: "Switch a customer's features (all or none); a feature the company does not grant stays off",
    params: customerParams,
    body: CustomerFeaturesUpdate,
    response: Type.Array(FeatureState),
  }),
  user: featuresFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/UserFeatures/{userId}`,
    summary: "A customer user's features: set for the user or inherited from the customer",
    params: userParams,
    response: Type.Array(FeatureState),
  }),
  updateUser: featuresFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/UserFeatures/{userId}`,
    summary: "Switch a user's features on, off, or back to the customer's (null)",
    params: userParams,
    body: UserFeaturesUpdate,
    response: Type.Array(FeatureState),
  }),
  updateUsers: featuresFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/UsersFeatures`,
    summary: 'Switch features for many users of one customer: all or none; refusals name each user and why',
    body: UsersFeaturesUpdate,
    response: UsersFeaturesResult,
  }),
  determineLocations: featuresFamily.endpoint({
    method: 'POST',
    path: `${BASE}/DetermineLocationsFeatures`,
    summary: 'The effective features of the given locations',
    // A read with a body (a long list of ids): read-only staff may ask.
    gate: { writes: false },
    body: DetermineLocationsFeaturesBody,
    response: Type.Array(LocationEffectiveFeatures),
  }),
  location: featuresFamily.endpoint({
    method: 'GET',
    path: `${BASE}/LocationFeatures/{id}`,
    summary: "A location's features: set for the location or inherited from its customer",
    params: Type.Object({ id: Id({ description: 'The location id' }) }),
    response: LocationFeatures,
  }),
  updateLocation: featuresFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/LocationFeatures`,
    summary: "Switch a location's features on, off, or back to the customer's (null)",
    body: LocationFeaturesUpdate,
    response: LocationFeatures,
  }),
  availableForLocations: featuresFamily.endpoint({
    method: 'GET',
    path: `${BASE}/AvailableLocationFeaturesByCustomer`,
    summary: "The features a customer's locations may have: those on for the customer",
    query: Type.Object({ customerId: Id({ description: 'The customer (account) id' }) }),
    response: Type.Array(GrantedFeature),
  }),
};
