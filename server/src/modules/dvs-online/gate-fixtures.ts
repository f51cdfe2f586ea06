import { dvsOnlineApi as api } from '@console/contract/dvs-online/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { dvsOnlineUser } from './testing.ts';

/** Every DIVE Online call with an id, naming companyB's DIVE Online user. */
const byUser = async (t: TestContext) => ({
  params: { id: (await dvsOnlineUser(t, t.fixtures.companyB, 'Beta Online')).accountId },
});

const byToken = async (t: TestContext) => {
  const user = await dvsOnlineUser(t, t.fixtures.companyB, 'Beta Online');
  return { params: { id: user.accountId, tokenId: user.tokenId } };
};

export const gateFixtures: GateFixtures = {
  [key(api.user)]: byUser,
  [key(api.metrics)]: byUser,
  [key(api.requests)]: byUser,
  [key(api.tokens.list)]: byUser,
  [key(api.tokens.create)]: async (t) => ({ ...(await byUser(t)), body: { label: 'Gate' } }),
  [key(api.tokens.update)]: async (t) => ({ ...(await byToken(t)), body: { disabled: true } }),
  [key(api.tokens.remove)]: byToken,
};
