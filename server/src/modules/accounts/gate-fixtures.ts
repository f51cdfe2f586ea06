import { accountsApi } from '@console/contract/accounts/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import { accountOfCompanyB } from './testing.ts';

const api = accountsApi;

const accountUser = (login: string) => ({
  userName: login,
  firstName: 'Gate',
  lastName: 'Keeper',
  email: `${login}@gate.test`,
});

/** Every /api/CommonAccount call with an id, naming companyB's account, user and product. */
export const gateFixtures: GateFixtures = {
  [key(api.get)]: async (t) => ({ params: { id: (await accountOfCompanyB(t)).accountId } }),
  [key(api.update)]: async (t) => ({
    params: { id: (await accountOfCompanyB(t)).accountId },
    body: { name: 'Renamed' },
  }),
  [key(api.remove)]: async (t) => ({ params: { id: (await accountOfCompanyB(t)).accountId } }),
  [key(api.productIssues)]: async (t) => ({ params: { id: (await accountOfCompanyB(t)).accountId } }),
  [key(api.subAccounts)]: async (t) => ({ params: { id: (await accountOfCompanyB(t)).accountId } }),
  [key(api.subscription)]: async (t) => {
    const b = await accountOfCompanyB(t);
    return { params: { id: b.accountId, productId: b.productId } };
  },
  [key(api.updateSubscription)]: async (t) => {
    const b = await accountOfCompanyB(t);
    return {
      params: { id: b.accountId },
      body: { productId: b.productId, expDate: '2030-01-31', subscriptionPlanId: b.planId },
    };
  },
  [key(api.addProducts)]: async (t) => {
    const b = await accountOfCompanyB(t);
    return {
      params: { id: b.accountId },
      body: [{ productId: b.productId, subscriptionPlanId: b.planId }],
    };
  },
  [key(api.removeProduct)]: async (t) => {
    const b = await accountOfCompanyB(t);
    return { params: { id: b.accountId, productId: b.productId } };
  },
  [key(api.users)]: async (t) => ({ params: { id: (await accountOfCompanyB(t)).accountId } }),
  [key(api.createUser)]: async (t) => ({
    params: { id: (await accountOfCompanyB(t)).accountId },
    body: accountUser('gate-new'),
  }),
  [key(api.user)]: async (t) => {
    const b = await accountOfCompanyB(t);
    return { params: { id: b.accountId, userId: b.userId } };
  },
  [key(api.updateUser)]: async (t) => {
    const b = await accountOfCompanyB(t);
    return { params: { id: b.accountId, userId: b.userId }, body: accountUser('gate-renamed') };
  },
  [key(api.credentials)]: async (t) => ({ params: { userId: (await accountOfCompanyB(t)).userId } }),
  [key(api.autoLogin)]: async (t) => ({ params: { userId: (await accountOfCompanyB(t)).userId } }),
  [key(api.settings)]: async (t) => ({ params: { id: (await accountOfCompanyB(t)).accountId } }),
  [key(api.updateSettings)]: async (t) => ({
    params: { id: (await accountOfCompanyB(t)).accountId },
    body: { features: [] },
  }),
};
