/**
 * The one rule for effective feature toggles (product-families §6: toggles at customer, user,
 * location and account level; DESIGN.md "Feature toggles"). The server enforces with it (the product
 * API, every Features call) and the web shows with it; neither has a second copy, but for the
 * product API's write, which asks whether a request is allowed in SQL (FEATURE_ALLOWED in
 * server/src/modules/features/enforce.ts, tested against `requestFeatureDenial` over every
 * combination of switches).
 *
 *   company ── grants a catalogue of customer features (set by the platform when it provisions the
 *   │          company; staff of the company cannot grant themselves more)
 *   └ customer (the account) ── switches each granted feature on or off. Its switches are its own:
 *     │        a new customer starts from the company's defaults, and a feature it holds no switch
 *     │        for is off. A customer cannot have what its company does not grant.
 *     ├ location ── on, off, or inherited from its customer (no switch of its own)
 *     └ user ────── on, off, or inherited from its customer
 *
 * A lower level never grants what a higher level denies: a location switched on keeps its switch,
 * but while its customer (or the company) denies the feature it is off and locked, and the state
 * names the highest level that denies it. A request made at a location by a user needs the feature
 * at both (see `requestFeatureDenial`).
 */

export const FeatureLevel = {
  Company: 'company',
  Customer: 'customer',
  Location: 'location',
  User: 'user',
} as const;
export type FeatureLevel = (typeof FeatureLevel)[keyof typeof FeatureLevel];

/** A level's own switch of a feature: on, off, or none (null: inherited, for locations and users). */
export type FeatureSwitch = boolean | null;

/** What one feature is at one level, as the screens show it and the server enforces it. */
export interface FeatureResolution {
  /** Whether the feature works at this level. */
  enabled: boolean;
  /** This level's own switch; null when the level has none and inherits. */
  setting: FeatureSwitch;
  /** 'set' when this level's own switch decides (or would, once unlocked); 'inherited' otherwise. */
  source: 'set' | 'inherited';
  /** The highest level above this one that denies the feature; null when nothing above denies it. */
  lockedBy: FeatureLevel | null;
}

/** The switches of one feature along a chain; a level left out is not part of the question. */
export interface FeatureSwitches {
  /** Whether the company grants the feature (is it in the company's catalogue). */
  granted: boolean;
  /** The customer's switch; none means off (a customer has only the features it was given). */
  customer: FeatureSwitch;
  location?: FeatureSwitch;
  user?: FeatureSwitch;
}

/** The feature at the company level: granted or not; nothing above can lock it. */
function atCompany(granted: boolean): FeatureResolution {
  return { enabled: granted, setting: granted, source: 'set', lockedBy: null };
}

/** The feature at the customer level: within the company's grant, off unless switched on. */
function atCustomer(switches: FeatureSwitches): FeatureResolution {
  const setting = switches.customer;
  return {
    enabled: switches.granted && setting === true,
    setting,
    source: 'set',
    lockedBy: switches.granted ? null : FeatureLevel.Company,
  };
}

/** A location or a user: within what its customer has, inheriting it unless switched. */
function belowCustomer(customer: FeatureResolution, setting: FeatureSwitch): FeatureResolution {
  const lockedBy = customer.enabled ? null : (customer.lockedBy ?? FeatureLevel.Customer);
  return {
    enabled: customer.enabled && setting !== false,
    setting,
    source: setting === null ? 'inherited' : 'set',
    lockedBy,
  };
}

/** One feature at one level, from the switches of the levels above it and its own. */
export function resolveFeature(level: FeatureLevel, switches: FeatureSwitches): FeatureResolution {
  switch (level) {
    case FeatureLevel.Company:
      return atCompany(switches.granted);
    case FeatureLevel.Customer:
      return atCustomer(switches);
    case FeatureLevel.Location:
      return belowCustomer(atCustomer(switches), switches.location ?? null);
    case FeatureLevel.User:
      return belowCustomer(atCustomer(switches), switches.user ?? null);
  }
}

/**
 * Whether a request may use the feature: it must be on for the customer and, when the request names
 * them, at its location and for its user. Answers the highest level that denies it, or null.
 */
export function requestFeatureDenial(switches: FeatureSwitches): FeatureLevel | null {
  const customer = atCustomer(switches);
  if (!customer.enabled) return customer.lockedBy ?? FeatureLevel.Customer;
  if (switches.location === false) return FeatureLevel.Location;
  if (switches.user === false) return FeatureLevel.User;
  return null;
}

/** Why a toggle is locked, as the screens and refusals say it. */
export const FEATURE_LOCK_REASONS: Record<FeatureLevel, string> = {
  company: 'Not granted to the company',
  customer: 'Turned off for the customer',
  location: 'Turned off for the location',
  user: 'Turned off for the user',
};

/** The product API's refusal of a request whose feature is off (403). */
export function featureDeniedMessage(featureTitle: string, level: FeatureLevel): string {
  const where: Record<FeatureLevel, string> = {
    company: 'is not granted to the company',
    customer: 'is turned off for this customer',
    location: 'is turned off at this location',
    user: 'is turned off for this user',
  };
  return `The feature '${featureTitle}' ${where[level]}`;
}
