import { describe, expect, it } from 'vitest';
import {
  featureDeniedMessage,
  FeatureLevel,
  requestFeatureDenial,
  resolveFeature,
  type FeatureResolution,
  type FeatureSwitch,
} from './rule.ts';

const on = true;
const off = false;
const none = null;

describe('resolveFeature at the company level', () => {
  it('is on, set by the company, when the company grants the feature', () => {
    expect(resolveFeature('company', { granted: true, customer: off })).toEqual({
      enabled: true,
      setting: true,
      source: 'set',
      lockedBy: null,
    });
  });
  it('is off when the company does not grant it, whatever the customer says', () => {
    expect(resolveFeature('company', { granted: false, customer: on })).toEqual({
      enabled: false,
      setting: false,
      source: 'set',
      lockedBy: null,
    });
  });
});

describe('resolveFeature at the customer level', () => {
  // [granted, customer switch] → [enabled, lockedBy]
  const cases: [boolean, FeatureSwitch, boolean, FeatureLevel | null][] = [
    [true, on, true, null],
    [true, off, false, null],
    // A customer without a switch has not been given the feature: off, and not locked.
    [true, none, false, null],
    // A customer never has what the company does not grant.
    [false, on, false, 'company'],
    [false, off, false, 'company'],
    [false, none, false, 'company'],
  ];
  it.each(cases)(
    'granted %s, customer %s: enabled %s, locked by %s',
    (granted, customer, enabled, lockedBy) => {
      expect(resolveFeature('customer', { granted, customer })).toEqual({
        enabled,
        setting: customer,
        source: 'set',
        lockedBy,
      });
    },
  );
});

/**
 * Every combination for a level below the customer: the company's grant, the customer's switch and
 * the level's own switch, with the state expected, written out rather than derived.
 */
const BELOW_CUSTOMER: [boolean, FeatureSwitch, FeatureSwitch, FeatureResolution][] = [
  // granted, customer on
  [true, on, on, { enabled: true, setting: on, source: 'set', lockedBy: null }],
  [true, on, off, { enabled: false, setting: off, source: 'set', lockedBy: null }],
  [true, on, none, { enabled: true, setting: none, source: 'inherited', lockedBy: null }],
  // granted, customer off: the customer locks it, even against the level's own "on"
  [true, off, on, { enabled: false, setting: on, source: 'set', lockedBy: 'customer' }],
  [true, off, off, { enabled: false, setting: off, source: 'set', lockedBy: 'customer' }],
  [true, off, none, { enabled: false, setting: none, source: 'inherited', lockedBy: 'customer' }],
  // granted, the customer never got it: as off
  [true, none, on, { enabled: false, setting: on, source: 'set', lockedBy: 'customer' }],
  [true, none, off, { enabled: false, setting: off, source: 'set', lockedBy: 'customer' }],
  [true, none, none, { enabled: false, setting: none, source: 'inherited', lockedBy: 'customer' }],
  // not granted: the company locks it, whatever the customer and the level say
  [false, on, on, { enabled: false, setting: on, source: 'set', lockedBy: 'company' }],
  [false, on, off, { enabled: false, setting: off, source: 'set', lockedBy: 'company' }],
  [false, on, none, { enabled: false, setting: none, source: 'inherited', lockedBy: 'company' }],
  [false, off, on, { enabled: false, setting: on, source: 'set', lockedBy: 'company' }],
  [false, off, off, { enabled: false, setting: off, source: 'set', lockedBy: 'company' }],
  [false, off, none, { enabled: false, setting: none, source: 'inherited', lockedBy: 'company' }],
  [false, none, on, { enabled: false, setting: on, source: 'set', lockedBy: 'company' }],
  [false, none, off, { enabled: false, setting: off, source: 'set', lockedBy: 'company' }],
  [false, none, none, { enabled: false, setting: none, source: 'inherited', lockedBy: 'company' }],
];

describe('resolveFeature at the location level', () => {
  it.each(BELOW_CUSTOMER)('granted %s, customer %s, location %s', (granted, customer, location, expected) => {
    expect(resolveFeature('location', { granted, customer, location })).toEqual(expected);
  });
  it('reads the location switch only: a user switch does not change a location', () => {
    expect(resolveFeature('location', { granted: true, customer: on, user: off }).enabled).toBe(true);
  });
});

describe('resolveFeature at the user level', () => {
  it.each(BELOW_CUSTOMER)('granted %s, customer %s, user %s', (granted, customer, user, expected) => {
    expect(resolveFeature('user', { granted, customer, user })).toEqual(expected);
  });
  it('reads the user switch only: a location switch does not change a user', () => {
    expect(resolveFeature('user', { granted: true, customer: on, location: off }).enabled).toBe(true);
  });
});

describe('requestFeatureDenial (the product API)', () => {
  // [granted, customer, location, user] → the highest level that denies, or null
  const cases: [
    boolean,
    FeatureSwitch,
    FeatureSwitch | undefined,
    FeatureSwitch | undefined,
    FeatureLevel | null,
  ][] = [
    [true, on, undefined, undefined, null],
    [true, on, none, none, null],
    [true, on, on, on, null],
    [true, on, off, on, 'location'],
    [true, on, on, off, 'user'],
    [true, on, none, off, 'user'],
    [true, on, off, off, 'location'],
    [true, off, undefined, undefined, 'customer'],
    [true, none, on, on, 'customer'],
    [true, off, off, off, 'customer'],
    [false, on, on, on, 'company'],
    [false, off, off, off, 'company'],
  ];
  it.each(cases)(
    'granted %s, customer %s, location %s, user %s: denied by %s',
    (granted, customer, location, user, denial) => {
      expect(requestFeatureDenial({ granted, customer, location, user })).toBe(denial);
    },
  );
});

describe('featureDeniedMessage', () => {
  it('names the feature and where it is off', () => {
    expect(featureDeniedMessage('Face match', 'location')).toBe(
      "The feature 'Face match' is turned off at this location",
    );
    expect(featureDeniedMessage('ID scanning', 'company')).toBe(
      "The feature 'ID scanning' is not granted to the company",
    );
  });
});
