import { featuresApi } from '@console/contract/features/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { onlineCustomer } from '../vsonline/testing.ts';

const api = featuresApi;

/** Every Features call with an id, naming companyB's customer, user or location. */
const ofB = (t: TestContext) => onlineCustomer(t, t.fixtures.companyB, 'Beta Features');
const customerOfB = async (t: TestContext) => ({ params: { id: (await ofB(t)).accountId } });
const userOfB = async (t: TestContext) => {
  const b = await ofB(t);
  return { params: { id: b.accountId, userId: b.userId } };
};

export const gateFixtures: GateFixtures = {
  [key(api.customer)]: customerOfB,
  [key(api.updateCustomer)]: async (t) => ({ ...(await customerOfB(t)), body: { features: [] } }),
  [key(api.user)]: userOfB,
  [key(api.updateUser)]: async (t) => ({ ...(await userOfB(t)), body: { features: [] } }),
  [key(api.location)]: async (t) => ({ params: { id: (await ofB(t)).locationId } }),
};
