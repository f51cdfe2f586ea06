import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { INGEST_REQUEST_IMAGES_PATH } from '@console/contract/activity/api';
import { dvsApi } from '@console/contract/dvs/api';
import { DIVE_FEATURE_NAMES } from '@console/contract/dvs/result';
import { fillPath } from '@console/contract/kit';
import { dvsLicenseDevices } from './tables.ts';
import { verificationRequestImages, verificationRequests } from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { aRequest, report } from '../activity/testing.ts';
import { aDiveResult, dvsAccount, type TestDvsAccount } from './testing.ts';

// The DIVE account and user features on the product API (feature-check.ts): a request that used a
// feature switched off for its account, or for the user it names, is refused with a 403 naming the
// feature; nothing is stored and no license seat is taken.

let t: TestContext;
let admin: TestClient;
let account: TestDvsAccount;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
  account = await dvsAccount(t);
});

const switchAccount = (name: string, isEnabled: boolean) =>
  admin.put(fillPath(dvsApi.updateAccountFeatures.path, { id: account.accountId }), [{ name, isEnabled }]);
/** Switches the user's features: every one on, then the changes. */
const switchUser = (changes: { name: string; isEnabled: boolean }[]) =>
  admin.put(fillPath(dvsApi.updateUserFeatures.path, { id: account.accountId, userId: account.userId }), [
    ...DIVE_FEATURE_NAMES.filter((name) => !changes.some((c) => c.name === name)).map((name) => ({
      name,
      isEnabled: true,
    })),
    ...changes,
  ]);

const withMrz = { ...aDiveResult('Passport'), mrz: { line1: 'P<USASAMPLE<<JANE', valid: true } };
const stored = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(verificationRequests)
      .where(eq(verificationRequests.accountId, account.accountId))
  )[0]?.n;
const seats = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(dvsLicenseDevices)
      .where(and(eq(dvsLicenseDevices.accountId, account.accountId)))
  )[0]?.n;

describe('DIVE features on the product API', () => {
  it('stores a request whose features are on for the account and its user', async () => {
    expect((await switchUser([])).statusCode).toBe(200);
    const response = await report(
      t,
      account.token,
      aRequest('f-on', { deviceSerial: 'DESK-1', userLogin: account.userName, result: withMrz }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a request using a feature off for the account with 403 naming it, storing nothing and taking no seat', async () => {
    expect((await switchAccount('mrzReading', false)).statusCode).toBe(200);
    const response = await report(
      t,
      account.token,
      aRequest('f-mrz', { deviceSerial: 'DESK-1', result: withMrz }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'Forbidden',
      message: "The feature 'MRZ reading' is turned off for this customer",
    });
    expect(await stored()).toBe(0);
    expect(await seats()).toBe(0);
  });

  it('refuses a check run without its feature: a tampering check needs document authentication', async () => {
    expect((await switchAccount('authentication', false)).statusCode).toBe(200);
    const response = await report(
      t,
      account.token,
      aRequest('f-auth', { deviceSerial: 'DESK-1', result: aDiveResult() }),
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(
      "The feature 'Document authentication' is turned off for this customer",
    );
  });

  it('refuses a request of a user whose feature is off, while the same request without the user is stored', async () => {
    const switched = await switchUser([{ name: 'barcodeReading', isEnabled: false }]);
    expect(switched.statusCode, switched.body).toBe(200);
    const ofUser = await report(
      t,
      account.token,
      aRequest('f-user', {
        deviceSerial: 'DESK-1',
        userLogin: account.userName.toUpperCase(),
        result: aDiveResult(),
      }),
    );
    expect(ofUser.statusCode).toBe(403);
    expect(ofUser.json<{ message: string }>().message).toBe(
      "The feature 'Barcode reading' is turned off for this user",
    );
    const withoutUser = await report(
      t,
      account.token,
      aRequest('f-nouser', { deviceSerial: 'DESK-1', result: aDiveResult() }),
    );
    expect(withoutUser.statusCode, withoutUser.body).toBe(201);
  });

  it('stores a request that used no feature whatever is off, and an unknown login keeps its own 400', async () => {
    const bare = await dvsAccount(t, t.fixtures.companyA, 'Bare DIVE', { features: false });
    const plain = { documentType: 'DriversLicense', checks: [{ name: 'documentExpired', result: 'passed' }] };
    const response = await report(
      t,
      bare.token,
      aRequest('f-plain', { deviceSerial: 'DESK-1', result: plain }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const skipped = { checks: [{ name: 'tampering', result: 'skipped' }] };
    expect(
      (await report(t, bare.token, aRequest('f-skip', { deviceSerial: 'DESK-1', result: skipped })))
        .statusCode,
    ).toBe(201);
    const unknown = await report(
      t,
      account.token,
      aRequest('f-unknown', { deviceSerial: 'DESK-1', userLogin: 'nobody-here', result: aDiveResult() }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ propertyErrors: { userLogin: [expect.any(String)] } });
  });

  it('answers a retry of a request stored before the feature was switched off', async () => {
    const first = await report(
      t,
      account.token,
      aRequest('f-retry', { deviceSerial: 'DESK-1', result: withMrz }),
    );
    expect(first.statusCode).toBe(201);
    await switchAccount('mrzReading', false);
    const retry = await report(
      t,
      account.token,
      aRequest('f-retry', { deviceSerial: 'DESK-1', result: withMrz }),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: first.json<{ id: number }>().id, created: false });
  });
});

describe('DIVE images on the product API (Keep images)', () => {
  const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 1)]);
  const sendFront = (externalId: string) => {
    const form = new FormData();
    form.append('front', new Blob([PNG]), 'front.png');
    return t.app.inject({
      method: 'POST',
      url: fillPath(INGEST_REQUEST_IMAGES_PATH, { externalId }),
      headers: { authorization: `Bearer ${account.token}` },
      payload: form,
    });
  };
  const images = async () =>
    (await t.database.db.select({ n: count() }).from(verificationRequestImages))[0]?.n ?? 0;

  it("stores a request's images while Keep images is on, and refuses them with 403 once it is off", async () => {
    await report(t, account.token, aRequest('img-1', { deviceSerial: 'DESK-1' }));
    const kept = await sendFront('img-1');
    expect(kept.statusCode, kept.body).toBe(201);
    await switchAccount('imageStorage', false);
    await report(t, account.token, aRequest('img-2', { deviceSerial: 'DESK-1' }));
    const refused = await sendFront('img-2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'Forbidden',
      message: "The feature 'Keep images' is turned off for this customer",
    });
    expect(await images()).toBe(1);
    expect((await sendFront('never-reported')).statusCode).toBe(404);
  });

  it('refuses the images of a request whose user has Keep images off', async () => {
    await switchUser([{ name: 'imageStorage', isEnabled: false }]);
    await report(
      t,
      account.token,
      aRequest('img-u', { deviceSerial: 'DESK-1', userLogin: account.userName }),
    );
    const refused = await sendFront('img-u');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      "The feature 'Keep images' is turned off for this user",
    );
    expect(await images()).toBe(0);
  });
});
