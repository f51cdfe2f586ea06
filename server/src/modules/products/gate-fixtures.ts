import { productsApi } from '@console/contract/products/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import { accountOfCompanyB } from '../accounts/testing.ts';

/** The /api/Products calls with an id: companyB's account, and companyB's product. */
export const gateFixtures: GateFixtures = {
  [key(productsApi.accountProducts)]: async (t) => ({
    params: { id: (await accountOfCompanyB(t)).accountId },
  }),
  [key(productsApi.productPlans)]: async (t) => ({
    params: { id: (await accountOfCompanyB(t)).productId },
  }),
};
