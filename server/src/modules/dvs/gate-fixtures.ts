import { eq } from 'drizzle-orm';
import { dvsApi } from '@console/contract/dvs/api';
import { verificationRequestImages } from '../../db/schema.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { dvsAccount, reportDive, reportDiveWithImages } from './testing.ts';

const api = dvsApi;

/** Every DIVE call with an id, naming companyB's account, user, license, token or request. */
const ofB = (t: TestContext) => dvsAccount(t, t.fixtures.companyB, 'Beta DIVE');
const accountOfB = async (t: TestContext) => ({ params: { id: (await ofB(t)).accountId } });
const userOfB = async (t: TestContext) => {
  const b = await ofB(t);
  return { params: { id: b.accountId, userId: b.userId } };
};
const licenseOfB = async (t: TestContext) => {
  const b = await ofB(t);
  return { params: { id: b.accountId, licenseId: b.licenseId } };
};
const features = [{ name: 'barcodeReading', isEnabled: true }];
const user = (login: string) => ({
  userName: login,
  firstName: 'Gate',
  lastName: 'Keeper',
  email: `${login}@gate.test`,
});
let requests = 0;

export const gateFixtures: GateFixtures = {
  [key(api.account)]: accountOfB,
  [key(api.updateAccount)]: async (t) => ({
    ...(await accountOfB(t)),
    body: { imageRetentionDays: 30, reviewFailedRequests: true },
  }),
  [key(api.metrics)]: accountOfB,
  [key(api.tokens.list)]: accountOfB,
  [key(api.tokens.create)]: async (t) => ({ ...(await accountOfB(t)), body: { label: 'Gate' } }),
  [key(api.tokens.update)]: async (t) => {
    const b = await ofB(t);
    return { params: { id: b.accountId, tokenId: b.tokenId }, body: { disabled: true } };
  },
  [key(api.tokens.remove)]: async (t) => {
    const b = await ofB(t);
    return { params: { id: b.accountId, tokenId: b.tokenId } };
  },
  [key(api.licenses)]: accountOfB,
  [key(api.createLicense)]: async (t) => ({ ...(await accountOfB(t)), body: { deviceLimit: 3 } }),
  [key(api.updateLicense)]: async (t) => ({ ...(await licenseOfB(t)), body: { deviceLimit: 5 } }),
  [key(api.deleteLicense)]: licenseOfB,
  [key(api.defaultUserFeatures)]: accountOfB,
  [key(api.updateDefaultUserFeatures)]: async (t) => ({ ...(await accountOfB(t)), body: features }),
  [key(api.accountFeatures)]: accountOfB,
  [key(api.updateAccountFeatures)]: async (t) => ({ ...(await accountOfB(t)), body: features }),
  [key(api.userFeatures)]: userOfB,
  [key(api.updateUserFeatures)]: async (t) => ({ ...(await userOfB(t)), body: features }),
  [key(api.usersFeatures)]: accountOfB,
  [key(api.updateUsersFeatures)]: async (t) => {
    const b = await ofB(t);
    return { params: { id: b.accountId }, body: { userIds: [b.userId], features } };
  },
  [key(api.users)]: accountOfB,
  [key(api.createUser)]: async (t) => ({ ...(await accountOfB(t)), body: user('gate-dive-new') }),
  [key(api.updateUser)]: async (t) => ({
    params: { id: (await ofB(t)).userId },
    body: user('gate-dive-renamed'),
  }),
  [key(api.request)]: async (t) => {
    requests += 1;
    return { params: { id: await reportDive(t, await ofB(t), `gate-${requests}`) } };
  },
  [key(api.images.list)]: async (t) => {
    requests += 1;
    return { params: { id: await reportDiveWithImages(t, await ofB(t), `gate-${requests}`) } };
  },
  [key(api.images.image)]: async (t) => {
    requests += 1;
    const id = await reportDiveWithImages(t, await ofB(t), `gate-${requests}`);
    const [image] = await t.database.db
      .select({ id: verificationRequestImages.id })
      .from(verificationRequestImages)
      .where(eq(verificationRequestImages.requestId, id));
    return { params: { id, imageId: image?.id ?? 1 } };
  },
};
