import { Type } from 'typebox';

/**
 * What every list of a product's accounts takes besides paging and sorting (DIVE, DIVE Online,
 * Face/ID, onboarding, screening): the accounts list's text search and the Active filter. The
 * server reads them through one function (accounts/product-scope.ts productAccountFilters).
 */
export const PRODUCT_ACCOUNT_SEARCH =
  'Part of the account ID, name or contact name; one or two digits: the account with that ID';

export const PRODUCT_ACCOUNT_FILTERS = { active: Type.Optional(Type.Boolean({ title: 'Active' })) };
