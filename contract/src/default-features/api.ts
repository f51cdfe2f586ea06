import { Type, type Static } from 'typebox';
import { Id } from '../kit/integers.ts';
import { defaultFeaturesFamily } from './gates.ts';

export { defaultFeaturesFamily };

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
    featureId: Id(),
    isEnabled: Type.Boolean(),
  }),
  { maxItems: 500 },
);
export type DefaultCustomerFeaturesUpdate = Static<typeof DefaultCustomerFeaturesUpdate>;

export const defaultFeaturesApi = {
  list: defaultFeaturesFamily.endpoint({
    method: 'GET',
    path: '/api/DefaultCustomerFeatures/Get',
    summary: 'Customer features and whether new customers of the company get them',
    response: Type.Array(DefaultCustomerFeature),
  }),
  update: defaultFeaturesFamily.endpoint({
    method: 'POST',
    path: '/api/DefaultCustomerFeatures/Update',
    summary: 'Switch default customer features (all or none); answers the new state',
    body: DefaultCustomerFeaturesUpdate,
    response: Type.Array(DefaultCustomerFeature),
  }),
};
