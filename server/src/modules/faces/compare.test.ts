import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FACE_COMPARE_PATH,
  FACE_COMPARE_SERVICE,
  facesApi as api,
  type FaceComparison,
  type FaceRequestDetail,
} from '@console/contract/faces/api';
import { fillPath } from '@console/contract/kit';
import {
  requestDailyRollups,
  requestEvidence,
  verificationRequestImages,
  verificationRequests,
} from '../../db/schema.ts';
import { MIN_SIDE } from '../../kit/evidence/decode.ts';
import { documentImage, encodeJpeg, groupPhoto, portraitOf, SAMPLE_TD3 } from '../../kit/evidence/testing.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { aRequest, productAccount, report, switchOnFeatures } from '../activity/testing.ts';
import { faceAccount, type TestFaceAccount } from './testing.ts';

/*
 * Face Compare as a service (POST /ingest/faces/compare) on real images: the face-api sample
 * portraits (kit/evidence/testing.ts), one person in two photos and another person. The engines
 * run on the app's own pool, as a server runs them; the first match loads the models.
 */

let t: TestContext;
let admin: TestClient;
let account: TestFaceAccount;
beforeAll(async () => {
  t = await createTestContext({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-compare-')),
    // The first match waits for the models in a fresh thread: tens of seconds on a loaded machine.
    REQUEST_TIMEOUT_SECONDS: '300',
    FACE_COMPARE_TIMEOUT_SECONDS: '240',
    // No call waits for a busy thread: the tests below run one at a time, but for the one that
    // sends two at once to see the second refused.
    FACE_COMPARE_MAX_WAITING: '0',
  });
  admin = await t.signIn('admin');
  account = await faceAccount(t);
  await switchOnFeatures(t, account.accountId);
}, 120_000);
afterAll(() => t?.close());

type Images = Partial<Record<string, Buffer>>;

/** A product's call: the bearer token, the images in their fields, the text fields beside them. */
function compare(token: string | undefined, images: Images, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, bytes] of Object.entries(images)) {
    if (bytes) form.append(field, new Blob([bytes]), `${field}.${bytes[0] === 0x89 ? 'png' : 'jpg'}`);
  }
  return t.app.inject({
    method: 'POST',
    url: FACE_COMPARE_PATH,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: form,
  });
}

const samePerson = () => ({ portrait: portraitOf('blondeA'), selfie: portraitOf('blondeB') });
const twoPersons = () => ({ portrait: portraitOf('blondeA'), selfie: portraitOf('other') });

const setThreshold = async (matchThreshold: number) => {
  const response = await admin.put(fillPath(api.updateAccount.path, { id: account.accountId }), {
    matchThreshold,
    livenessRequired: false,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const requestsOf = (accountId: number) =>
  t.database.db.select().from(verificationRequests).where(eq(verificationRequests.accountId, accountId));

/** The files the storage holds for the account's company's comparisons. */
const storedFiles = () => {
  const folder = path.join(t.config.dataDir, 'files', 'requests', String(account.companyId), 'compare');
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
};

describe('a comparison', () => {
  it('answers one person in two photos a high score, accepted by the account threshold, and stores it as a Face Compare request', async () => {
    const response = await compare(account.token, samePerson(), { externalId: 'cmp-same' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<FaceComparison>();
    expect(answer).toMatchObject({
      externalId: 'cmp-same',
      created: true,
      match: true,
      status: 'success',
      threshold: 80,
    });
    expect(answer.score).toBeGreaterThanOrEqual(80);
    expect(answer.model).toMatch(/^face-api 1\.7\.\d+/);
    expect(answer.images.map((image) => [image.label, image.faces.length])).toEqual([
      ['portrait', 1],
      ['selfie', 1],
    ]);

    // One request of the Face Compare product, its two images and the computed match beside it.
    const [request] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, answer.id));
    expect(request).toMatchObject({
      accountId: account.accountId,
      externalId: 'cmp-same',
      service: FACE_COMPARE_SERVICE,
      status: 'success',
      result: { matchScore: answer.score, matchThreshold: 80 },
    });
    const images = await t.database.db
      .select()
      .from(verificationRequestImages)
      .where(eq(verificationRequestImages.requestId, answer.id));
    expect(images.map((image) => image.name).sort()).toEqual(['portrait', 'selfie']);
    expect(answer.images.map((image) => image.imageId).sort()).toEqual(images.map((i) => i.id).sort());
    expect(storedFiles()).toEqual(images.map((image) => image.storageKey.split('/').pop()).sort());
    const [evidence] = await t.database.db
      .select()
      .from(requestEvidence)
      .where(eq(requestEvidence.requestId, answer.id));
    expect(evidence).toMatchObject({ state: 'done', faceMatch: { score: answer.score } });

    // Counted and shown as any face request: the list, the request page (with the images' faces)
    // and the metrics.
    const list = await admin.get(api.requests.path, { accountId: String(account.accountId) });
    expect(list.json()).toMatchObject({
      items: [{ id: answer.id, externalId: 'cmp-same', status: 'success', matchScore: answer.score }],
    });
    const page = await admin.get(fillPath(api.request.path, { id: answer.id }));
    expect(page.json<FaceRequestDetail>()).toMatchObject({
      matchThreshold: 80,
      // The console's own comparison, not a threshold a product applied.
      thresholdSource: 'console',
      conflict: null,
      evidence: { state: 'done', faceMatch: { score: answer.score } },
    });
    const metrics = await admin.get(fillPath(api.metrics.path, { id: account.accountId }));
    expect(metrics.json()).toMatchObject({ totals: { success: 1, total: 1 } });
  }, 240_000);

  it('answers two persons a low score, refused by the account threshold', async () => {
    const response = await compare(account.token, twoPersons());
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<FaceComparison>();
    expect(answer).toMatchObject({ created: true, match: false, status: 'failed', threshold: 80 });
    expect(answer.score).toBeLessThan(70);
    // Without an externalId the console names the comparison.
    expect(answer.externalId).toMatch(/^compare-[0-9a-f-]{36}$/);
    const [request] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, answer.id));
    expect(request?.status).toBe('failed');
    expect(request?.failureReason).toBe(
      `Not the same person: the match ${answer.score} is below the threshold 80`,
    );
  }, 120_000);

  it("decides by the account's threshold as it is when compared", async () => {
    await setThreshold(90);
    try {
      const response = await compare(account.token, samePerson());
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json<FaceComparison>();
      // The same pair as the first test: its score (80-90) now falls short.
      expect(answer).toMatchObject({ match: false, status: 'failed', threshold: 90 });
      expect(answer.score).toBeGreaterThanOrEqual(80);
    } finally {
      await setThreshold(80);
    }
  }, 120_000);

  it('answers a retry of an externalId with the stored comparison, computing and storing nothing', async () => {
    const before = await requestsOf(account.accountId);
    const first = await t.database.db
      .select()
      .from(verificationRequests)
      .where(
        and(
          eq(verificationRequests.accountId, account.accountId),
          eq(verificationRequests.externalId, 'cmp-same'),
        ),
      );
    // Other images under the same id: a retry is its id, not its content (as POST /ingest/requests).
    const retry = await compare(account.token, twoPersons(), { externalId: 'cmp-same' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<FaceComparison>()).toMatchObject({
      id: first[0]?.id,
      created: false,
      match: true,
      status: 'success',
    });
    expect(await requestsOf(account.accountId)).toHaveLength(before.length);

    // An id the product used for a request it reported itself is no comparison to answer.
    expect((await report(t, account.token, aRequest('reported-1'))).statusCode).toBe(201);
    const reported = await compare(account.token, samePerson(), { externalId: 'reported-1' });
    expect(reported.statusCode, reported.body).toBe(409);
    expect(reported.json()).toMatchObject({ code: 'Conflict' });
  });
});

describe('refusals', () => {
  it('says why images give no comparison (400 naming the image), storing nothing', async () => {
    const before = await requestsOf(account.accountId);
    const files = storedFiles();

    const noFace = await compare(account.token, {
      portrait: portraitOf('blondeA'),
      selfie: await documentImage(SAMPLE_TD3),
    });
    expect(noFace.statusCode, noFace.body).toBe(400);
    expect(noFace.json()).toMatchObject({
      code: 'ValidationError',
      message: 'No face was found in the selfie',
      propertyErrors: { selfie: ['No face was found in the selfie'] },
    });

    const several = await compare(account.token, { portrait: groupPhoto(1), selfie: portraitOf('blondeB') });
    expect(several.statusCode, several.body).toBe(400);
    expect(several.json()).toMatchObject({
      propertyErrors: { portrait: ['3 faces were found in the portrait; the match needs one'] },
    });

    const tiny = encodeJpeg({ width: 40, height: 40, data: new Uint8Array(40 * 40 * 3).fill(128) });
    const small = await compare(account.token, { portrait: tiny, selfie: portraitOf('blondeB') });
    expect(small.statusCode, small.body).toBe(400);
    expect(small.json()).toMatchObject({
      propertyErrors: { portrait: [`The image is too small (40×40; at least ${MIN_SIDE} px a side)`] },
    });

    expect(await requestsOf(account.accountId)).toHaveLength(before.length);
    expect(storedFiles()).toEqual(files);
  }, 240_000);

  it('refuses a call without its two images, or with a file that is not one, before computing', async () => {
    const missing = await compare(account.token, { portrait: portraitOf('blondeA') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ propertyErrors: { selfie: ['Send the selfie image'] } });
    const other = await compare(account.token, { front: portraitOf('other'), ...samePerson() });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      propertyErrors: { front: ['Send the two images in the fields portrait and selfie'] },
    });
    const unknownField = await compare(account.token, samePerson(), { note: 'hello' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ propertyErrors: { note: [expect.any(String)] } });
    const form = new FormData();
    form.append('portrait', new Blob([portraitOf('blondeA')]), 'portrait.jpg');
    form.append('selfie', new Blob([Buffer.from('GIF89a not a jpeg')]), 'selfie.jpg');
    const notImage = await t.app.inject({
      method: 'POST',
      url: FACE_COMPARE_PATH,
      headers: { authorization: `Bearer ${account.token}` },
      payload: form,
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ message: '"selfie.jpg" is not the JPEG image its name says' });
  });

  it('takes a Face Compare product token only: 401 without a live one, 403 for another product’s', async () => {
    const none = await compare(undefined, samePerson());
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'Unauthorized' });
    expect((await compare('faces_not-a-token', samePerson())).statusCode).toBe(401);
    const kiosk = await productAccount(t);
    const other = await compare(kiosk.token, samePerson());
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'Forbidden',
      message: expect.stringMatching(/^Face Compare takes a Face Compare product token \(faces_…\)/),
    });
  });

  it('refuses an account whose Face match feature is off (403), before computing', async () => {
    const off = await faceAccount(t, t.fixtures.companyA, 'Featureless Faces');
    const response = await compare(off.token, samePerson());
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/Face match/) });
    expect(await requestsOf(off.accountId)).toHaveLength(0);
  });

  it('answers 503 with Retry-After, storing nothing, when every engine is busy and the line is full', async () => {
    const before = await requestsOf(account.accountId);
    // Images no call sent before (the engine remembers the last ones' faces), so the first keeps
    // the one thread busy while the second arrives; FACE_COMPARE_MAX_WAITING is 0 in this file.
    const [a, b] = await Promise.all([
      compare(account.token, { portrait: portraitOf('blondeA', 360), selfie: portraitOf('blondeB', 360) }),
      compare(account.token, { portrait: portraitOf('blondeA', 400), selfie: portraitOf('blondeB', 400) }),
    ]);
    const answers = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 503]);
    const refused = answers[1];
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.json()).toMatchObject({
      code: 'ServiceUnavailable',
      message: expect.stringMatching(/^The face engines are busy: nothing was stored/),
    });
    expect(await requestsOf(account.accountId)).toHaveLength(before.length + 1);
  }, 240_000);
});

describe('the counts', () => {
  it('counts every stored comparison in the daily rollups of the account’s face product', async () => {
    const requests = await requestsOf(account.accountId);
    const rollups = await t.database.db
      .select({ service: requestDailyRollups.service, requests: requestDailyRollups.requests })
      .from(requestDailyRollups)
      .where(eq(requestDailyRollups.accountId, account.accountId));
    const compared = requests.filter((request) => request.service === FACE_COMPARE_SERVICE).length;
    expect(compared).toBeGreaterThanOrEqual(4);
    expect(
      rollups
        .filter((row) => row.service === FACE_COMPARE_SERVICE)
        .reduce((sum, row) => sum + row.requests, 0),
    ).toBe(compared);
  });
});
