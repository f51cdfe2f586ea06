import {
  integrationsApi as api,
  mriApi,
  MRI_CALLBACK_PATH,
  SYNC_KINDS,
} from '@console/contract/integrations/api';
import { incomeVerificationApi as income } from '@console/contract/integrations/income-verification';
import { realPageApi as realPage } from '@console/contract/integrations/realpage';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import {
  incomeConnection,
  mriIntegration,
  realPageIntegration,
  NOWHERE,
  testLocation,
  yardiIntegration,
  yardiSettings,
} from './testing.ts';

type T = Parameters<typeof testLocation>[0];

/** companyB's location with a Yardi integration (whose partner cannot be reached). */
const integrationOfB = async (t: T) => {
  const { location } = await yardiIntegration(t, t.fixtures.companyB);
  return { params: { system: 'Yardi', guid: location.guid } };
};

/** companyB's location with an MRI integration. */
const mriOfB = async (t: T) => {
  const { location } = await mriIntegration(t, t.fixtures.companyB);
  return { params: { guid: location.guid } };
};

/** companyB's income verification connection. */
const incomeOfB = async (t: T) => {
  const { connection } = await incomeConnection(t, t.fixtures.companyB);
  return { params: { id: connection.id } };
};

/** companyB's location with a RealPage integration. */
const realPageOfB = async (t: T) => {
  const { location } = await realPageIntegration(t, t.fixtures.companyB);
  return { params: { guid: location.guid } };
};

export const gateFixtures: GateFixtures = {
  [key(api.ofLocation)]: async (t) => {
    const location = await testLocation(t, t.fixtures.companyB, 'Beta Integrations');
    return { params: { customerId: location.accountId, locationId: location.locationId } };
  },
  // A location of companyB's without one yet, so that in its own company the creation succeeds.
  [key(api.create)]: async (t) => {
    const location = await testLocation(t, t.fixtures.companyB, 'Beta Integrations');
    return { params: { system: 'Yardi', guid: location.guid }, body: yardiSettings(NOWHERE) };
  },
  [key(api.get)]: integrationOfB,
  [key(api.update)]: async (t) => ({ ...(await integrationOfB(t)), body: yardiSettings(NOWHERE) }),
  [key(api.delete)]: integrationOfB,
  [key(api.partnerLocations)]: integrationOfB,
  [key(api.testConnection)]: integrationOfB,
  [key(api.sync)]: async (t) => ({ ...(await integrationOfB(t)), body: { kind: SYNC_KINDS[2] } }),
  [key(api.syncState)]: integrationOfB,
  [key(mriApi.authorize)]: async (t) => ({
    ...(await mriOfB(t)),
    body: { redirectUri: `http://console.test${MRI_CALLBACK_PATH}` },
  }),
  [key(mriApi.authorization)]: mriOfB,
  [key(mriApi.revoke)]: mriOfB,
  [key(income.get)]: incomeOfB,
  [key(income.update)]: async (t) => ({
    ...(await incomeOfB(t)),
    body: {
      provider: 'plaid',
      baseUrl: NOWHERE,
      providerAccountId: 'GATE',
      incomeToRentRatio: 3,
      lookbackMonths: 3,
      enabled: true,
    },
  }),
  [key(income.delete)]: incomeOfB,
  [key(realPage.credentials)]: realPageOfB,
  [key(realPage.pmcIds)]: realPageOfB,
  [key(realPage.sites)]: async (t) => ({ ...(await realPageOfB(t)), query: { pmcId: 'PMC1' } }),
  [key(realPage.subscriptions)]: realPageOfB,
  [key(realPage.syncSites)]: realPageOfB,
  [key(realPage.siteSubscriptionUpdate)]: async (t) => ({
    ...(await realPageOfB(t)),
    body: { siteId: 'S0', subscriptionStatusId: 2 },
  }),
  [key(realPage.customerSettings)]: async (t) => ({
    params: { customerId: (await testLocation(t, t.fixtures.companyB, 'RealPage Customer')).accountId },
  }),
  [key(realPage.updateCustomerSettings)]: async (t) => ({
    params: { customerId: (await testLocation(t, t.fixtures.companyB, 'RealPage Customer')).accountId },
    body: { pmcId: 'PMC1' },
  }),
};
