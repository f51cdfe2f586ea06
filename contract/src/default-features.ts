import { Type, type Static } from 'typebox';

/**
 * Default customer permissions (console-core §2, §7): the customer-scope features of the catalogue,
 * each on or off for the administered company; new customers start with the ones that are on.
 */
export const DefaultCustomerFeature = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** The feature's stable key. */
  name: Type.String(),
  isEnabled: Type.Boolean(),
});
export type DefaultCustomerFeature = Static<typeof DefaultCustomerFeature>;

/** POST /api/DefaultCustomerFeatures/Update: the features to switch; features not listed keep their state. */
export const DefaultCustomerFeaturesUpdate = Type.Array(
  Type.Object({
    featureId: Type.Integer({ minimum: 1 }),
    isEnabled: Type.Boolean(),
  }),
  { maxItems: 500 },
);
export type DefaultCustomerFeaturesUpdate = Static<typeof DefaultCustomerFeaturesUpdate>;
