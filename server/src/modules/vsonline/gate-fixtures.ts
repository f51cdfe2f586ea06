import { vsOnlineApi } from '@console/contract/vsonline/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import { onlineCustomer } from './testing.ts';

const api = vsOnlineApi;

const user = (login: string) => ({
  userName: login,
  firstName: 'Gate',
  lastName: 'Keeper',
  email: `${login}@gate.test`,
});

/** Every online customers call with an id, naming companyB's customer, user or location. */
const ofB = (t: Parameters<typeof onlineCustomer>[0]) =>
  onlineCustomer(t, t.fixtures.companyB, 'Beta Online');
const customerOfB = async (t: Parameters<typeof onlineCustomer>[0]) => ({
  params: { id: (await ofB(t)).accountId },
});
const userOfB = async (t: Parameters<typeof onlineCustomer>[0]) => {
  const b = await ofB(t);
  return { params: { id: b.accountId, userId: b.userId } };
};

export const gateFixtures: GateFixtures = {
  [key(api.get)]: customerOfB,
  [key(api.updateSettings)]: async (t) => ({
    ...(await customerOfB(t)),
    body: { timeZoneId: 'Eastern Standard Time', dayEnds: 0, isDaylightSavingTime: true },
  }),
  [key(api.metrics)]: customerOfB,
  [key(api.users)]: customerOfB,
  [key(api.createUser)]: async (t) => ({ ...(await customerOfB(t)), body: user('gate-online-new') }),
  [key(api.user)]: userOfB,
  [key(api.updateUser)]: async (t) => ({ ...(await userOfB(t)), body: user('gate-online-renamed') }),
  [key(api.credential)]: userOfB,
  [key(api.setUserStatus)]: async (t) => ({ ...(await userOfB(t)), body: { active: true } }),
  [key(api.resendRegistrationEmail)]: userOfB,
  [key(api.updateMriClientId)]: async (t) => ({
    ...(await customerOfB(t)),
    body: { mriClientId: 'mri-gate' },
  }),
  [key(api.location)]: async (t) => ({ params: { id: (await ofB(t)).locationId } }),
};
