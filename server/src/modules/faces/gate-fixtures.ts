import { eq } from 'drizzle-orm';
import { facesApi as api } from '@console/contract/faces/api';
import { verificationRequestImages } from '../../db/schema.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { faceAccount, faceRequest } from './testing.ts';

/** Every Face/ID call with an id, naming companyB's face/ID account, token, request or image. */
const accountOfB = (t: TestContext) => faceAccount(t, t.fixtures.companyB, 'Beta Faces');
const byAccount = async (t: TestContext) => ({ params: { id: (await accountOfB(t)).accountId } });
const byToken = async (t: TestContext) => {
  const b = await accountOfB(t);
  return { params: { id: b.accountId, tokenId: b.tokenId } };
};
const byRequest = async (t: TestContext) => ({
  params: { id: await faceRequest(t, await accountOfB(t), 'gate-face-1') },
});
const SETTINGS = { matchThreshold: 75, livenessRequired: false };

export const gateFixtures: GateFixtures = {
  [key(api.aggregatedAccount)]: byAccount,
  [key(api.updateAccount)]: async (t) => ({ ...(await byAccount(t)), body: SETTINGS }),
  [key(api.metrics)]: byAccount,
  [key(api.lastRequests)]: byAccount,
  [key(api.tokens.list)]: byAccount,
  [key(api.tokens.create)]: async (t) => ({ ...(await byAccount(t)), body: { label: 'Gate' } }),
  [key(api.tokens.update)]: async (t) => ({ ...(await byToken(t)), body: { disabled: true } }),
  [key(api.tokens.remove)]: byToken,
  [key(api.request)]: byRequest,
  [key(api.images.list)]: byRequest,
  [key(api.images.image)]: async (t) => {
    const { params } = await byRequest(t);
    const [image] = await t.database.db
      .select({ id: verificationRequestImages.id })
      .from(verificationRequestImages)
      .where(eq(verificationRequestImages.requestId, params.id))
      .limit(1);
    return { params: { ...params, imageId: image?.id ?? 0 } };
  },
};
