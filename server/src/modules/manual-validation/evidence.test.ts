import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { fillPath } from '@console/contract/kit';
import { INGEST_REQUEST_IMAGES_PATH } from '@console/contract/activity/api';
import { readDiveResult } from '@console/contract/dvs/result';
import { requestDailyRollups, requestEvidence, verificationRequests } from '../../db/schema.ts';
import { eventually, testQueues } from '../../jobs/testing.ts';
import { documentImage, portraitOf, SAMPLE_TD3 } from '../../kit/evidence/testing.ts';
import { createFileStorage } from '../../storage/create.ts';
import { StoredFileMissing, type FileStorage } from '../../storage/storage.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { facesApi } from '@console/contract/faces/api';
import { faceAccount } from '../faces/testing.ts';
import { disagreementOf } from './checks/evidence.ts';
import { computeEvidenceJob, EVIDENCE_FAILED } from './evidence-job.ts';

/*
 * The evidence job end to end: a request reported as accepted with a passing face score, its
 * images (a portrait, the selfie of someone else, a document whose printed MRZ has a wrong check
 * digit) uploaded through the product API, and the job, run by a queue as the server runs it,
 * computing the console's own evidence and sending the request to review with the reasons.
 */

let t: TestContext;
let queues: ReturnType<typeof testQueues>;
let started: Promise<void> | undefined;
/** The evidence job's queue, working from the first call on (as a server's works from its start). */
const workJobs = () =>
  (started ??= queues.queue([computeEvidenceJob], undefined, undefined, jobStorage()).start());

/**
 * While set, the job finds no stored image, as the storage answers for a key that is gone (an
 * emptied bucket). Set before an upload, so that however soon the working queue takes the job,
 * the files are already gone for it.
 */
let storageEmptied = false;
function jobStorage(): FileStorage {
  const storage = createFileStorage(t.config.storage);
  return {
    ...storage,
    read: async (key) => {
      if (storageEmptied) throw new StoredFileMissing(key);
      return storage.read(key);
    },
  };
}
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-evidence-')) });
  queues = testQueues(t.database, t.app.jobs.schema);
  // The worker's first file migrates its database: minutes on a loaded machine.
}, 180_000);
afterEach(() => {
  storageEmptied = false;
});
afterAll(async () => {
  await queues?.stopAll();
  await t?.close();
});

const FORGED = [SAMPLE_TD3[0], SAMPLE_TD3[1].replace('7408122F', '7408123F')];

function sendImages(
  token: string,
  externalId: string,
  files: { field: string; name: string; content: Buffer }[],
) {
  const form = new FormData();
  for (const file of files) form.append(file.field, new Blob([file.content]), file.name);
  return t.app.inject({
    method: 'POST',
    url: fillPath(INGEST_REQUEST_IMAGES_PATH, { externalId }),
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
}

describe('the evidence job', () => {
  it('computes the face match and reads the MRZ after the upload, and sends a contradicted request to review', async () => {
    const account = await productAccount(t);
    const reported = await report(
      t,
      account.token,
      aRequest('lying-device', {
        status: 'success',
        result: { matchScore: 96, matchThreshold: 80, mrz: { line1: SAMPLE_TD3[0], line2: SAMPLE_TD3[1] } },
      }),
    );
    expect(reported.statusCode).toBe(201);
    const requestId = (reported.json() as { id: number }).id;
    const upload = await sendImages(account.token, 'lying-device', [
      { field: 'portrait', name: 'portrait.jpg', content: portraitOf('blondeA') },
      { field: 'selfie', name: 'selfie.jpg', content: portraitOf('other') },
      { field: 'front', name: 'front.png', content: await documentImage(FORGED) },
    ]);
    expect(upload.statusCode).toBe(201);
    // The upload answered at once; the evidence waits for the queue.
    const [pending] = await t.database.db
      .select()
      .from(requestEvidence)
      .where(eq(requestEvidence.requestId, requestId));
    expect(pending?.state).toBe('pending');

    await workJobs();
    await eventually(
      'the evidence is computed',
      async () =>
        (
          await t.database.db.select().from(requestEvidence).where(eq(requestEvidence.requestId, requestId))
        )[0]?.state === 'done',
      120_000,
    );
    const [evidence] = await t.database.db
      .select()
      .from(requestEvidence)
      .where(eq(requestEvidence.requestId, requestId));
    expect(evidence?.faceMatch?.score).toBeLessThan(70);
    expect(evidence?.faceMatch?.images.map((image) => image.faces.length)).toEqual([1, 1]);
    expect(evidence?.mrz?.lines).toEqual(FORGED);
    expect(evidence?.mrz?.badCheckDigits).toContain('birthDateCheckDigit');
    expect(evidence?.disagreement).toMatch(
      /^The device reported a face match of 96; the console computed [\d.]+, below the threshold 80\. The MRZ read from the image has check digits that do not match: birthDateCheckDigit/,
    );

    const [request] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    expect(request?.status).toBe('review');
    expect(request?.failureReason).toBe(evidence?.disagreement);
    const rollups = await t.database.db
      .select({ status: requestDailyRollups.status, requests: requestDailyRollups.requests })
      .from(requestDailyRollups)
      .where(and(eq(requestDailyRollups.accountId, account.accountId)));
    expect(rollups.filter((row) => row.requests > 0)).toEqual([{ status: 'review', requests: 1 }]);

    // The review page's item carries the evidence, and its checks use it.
    const reviewer = await t.signIn('admin');
    const item = await reviewer.get(`/api/ManualValidationFlow/${requestId}`);
    expect(item.statusCode).toBe(200);
    const body = item.json() as {
      evidence: { state: string; faceMatch: { score: number } };
      checks: { checks: { name: string; result: string; detail: string }[] };
    };
    expect(body.evidence.state).toBe('done');
    const checks = Object.fromEntries(body.checks.checks.map((c) => [c.name, c]));
    expect(checks.faceMatch?.result).toBe('failed');
    expect(checks.faceMatch?.detail).toMatch(
      /^Computed score [\d.]+ \(reported 96\) is below the threshold 80$/,
    );
    expect(checks.mrzImage?.result).toBe('failed');
  }, 240_000);

  it('tells the reviewer the evidence failed in plain words, never the storage error', async () => {
    const account = await productAccount(t);
    // The stored files are gone before the job reads them (a storage away, a bucket emptied).
    storageEmptied = true;
    const reported = await report(t, account.token, aRequest('lost-images', { status: 'success' }));
    expect(reported.statusCode, reported.body).toBe(201);
    const requestId = (reported.json() as { id: number }).id;
    const upload = await sendImages(account.token, 'lost-images', [
      { field: 'portrait', name: 'portrait.jpg', content: portraitOf('blondeA') },
      { field: 'selfie', name: 'selfie.jpg', content: portraitOf('blondeB') },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);

    await workJobs();
    const evidenceOf = async () =>
      (await t.database.db.select().from(requestEvidence).where(eq(requestEvidence.requestId, requestId)))[0];
    await eventually('the evidence job fails', async () => (await evidenceOf())?.state === 'failed', 120_000);
    expect((await evidenceOf())?.error).toBe(EVIDENCE_FAILED);
    const [request] = await t.database.db
      .select({ status: verificationRequests.status })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    expect(request?.status).toBe('success');
  }, 240_000);
});

describe("the account's face threshold", () => {
  it('holds the computed score to the Face Compare account’s threshold when the device sent none', async () => {
    const account = await faceAccount(t);
    const admin = await t.signIn('admin');
    const changed = await admin.put(fillPath(facesApi.updateAccount.path, { id: account.accountId }), {
      matchThreshold: 90,
      livenessRequired: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Accepted by the device at 97, no threshold sent; one person in both images, which the console
    // scores above the built-in 80 (kit/evidence's tests) and below this account's 90.
    const reported = await report(
      t,
      account.token,
      aRequest('strict-account', { status: 'success', result: { matchScore: 97 } }),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const requestId = (reported.json() as { id: number }).id;
    const upload = await sendImages(account.token, 'strict-account', [
      { field: 'portrait', name: 'portrait.jpg', content: portraitOf('blondeA') },
      { field: 'selfie', name: 'selfie.jpg', content: portraitOf('blondeB') },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    await workJobs();
    const evidenceOf = async () =>
      (await t.database.db.select().from(requestEvidence).where(eq(requestEvidence.requestId, requestId)))[0];
    await eventually('the evidence is computed', async () => (await evidenceOf())?.state === 'done', 120_000);
    const evidence = await evidenceOf();
    expect(evidence?.faceMatch?.score).toBeGreaterThanOrEqual(80);
    expect(evidence?.faceMatch?.score).toBeLessThan(90);
    expect(evidence?.disagreement).toMatch(
      /^The device reported a face match of 97; the console computed [\d.]+, below the threshold 90$/,
    );
    const [request] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    expect(request?.status).toBe('review');

    // The review's face check holds the score to the same threshold.
    const item = await admin.get(`/api/ManualValidationFlow/${requestId}`);
    expect(item.statusCode, item.body).toBe(200);
    const checks = (item.json() as { checks: { checks: { name: string; detail: string }[] } }).checks.checks;
    expect(checks.find((c) => c.name === 'faceMatch')?.detail).toMatch(
      /^Computed score [\d.]+ \(reported 97\) is below the threshold 90$/,
    );
  }, 240_000);
});

describe('disagreement', () => {
  const face = (score: number | null) => ({ model: 'm', score, distance: null, reason: null, images: [] });
  const none = readDiveResult({});
  it('is a passing report the computed score contradicts, never a rejected request or a missing score', () => {
    const options = { threshold: 80, today: '2026-01-01' };
    const at = (raw: Record<string, unknown>, status: 'success' | 'failed', score: number | null) =>
      disagreementOf(raw, none, status, { faceMatch: face(score), mrz: null }, options);
    expect(at({ matchScore: 90 }, 'success', 85)).toBeNull();
    expect(at({ matchScore: 90 }, 'success', 40)).toBe(
      'The device reported a face match of 90; the console computed 40, below the threshold 80',
    );
    expect(at({ matchScore: 90, matchThreshold: 30 }, 'success', 40)).toBeNull();
    expect(at({}, 'success', 40)).toMatch(
      /^The request was accepted, but the console computed a face match of 40/,
    );
    expect(at({ matchScore: 20 }, 'failed', 40)).toBeNull();
    expect(at({ matchScore: 90 }, 'success', null)).toBeNull();
  });
});
