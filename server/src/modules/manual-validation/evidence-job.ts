import { buffer } from 'node:stream/consumers';
import { and, asc, eq } from 'drizzle-orm';
import type { FaceMatch, MrzRead } from '@console/contract/kit';
import { readDiveResult } from '@console/contract/dvs/result';
import type { Db, Queryable } from '../../db/client.ts';
import { requestEvidence, verificationRequestImages, verificationRequests } from '../../db/schema.ts';
import type { JobKind } from '../../jobs/kind.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { EvidencePool } from '../../kit/evidence/pool.ts';
import { saveEvidence } from '../../kit/evidence/store.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { moveRequestStatus } from '../activity/status-change.ts';
import { accountFaceThreshold } from '../faces/index.ts';
import { disagreementOf, mrzEvidence } from './checks/evidence.ts';

/*
 * The evidence job: when a request's images arrive (and again on TryVerifying), the console computes
 * its own face match and reads the MRZ (kit/evidence, on the pool's worker threads), stores them
 * beside the device's report (request_evidence), and sends an accepted request whose report the
 * evidence contradicts to manual review, saying why. Never on the request path: the product API
 * answers as fast as before, and the evidence follows within seconds.
 */

/** Images that show a face to match, as products name them: the reference first, the live one second. */
const REFERENCE = /^(portrait|reference|document[-_]?portrait|image1|face1)$/i;
const LIVE = /^(selfie|live|probe|image2|face2)$/i;
/** Images that may carry an MRZ, in the order tried (a passport's data page, an ID card's back). */
const DOCUMENT_ORDER = [/^mrz$/i, /^(passport|document|data[-_]?page)$/i, /^back$/i, /^front$/i];

interface StoredImage {
  id: number;
  name: string;
  storageKey: string;
}

/** The two images to compare: a reference (else the document's front) and a live one; else any two of two. */
function facePair(images: StoredImage[]): [StoredImage, StoredImage] | null {
  const reference = images.find((i) => REFERENCE.test(i.name)) ?? images.find((i) => /^front$/i.test(i.name));
  const live = images.find((i) => LIVE.test(i.name));
  if (reference && live) return [reference, live];
  const [first, second] = images;
  if (
    images.length === 2 &&
    first &&
    second &&
    !DOCUMENT_ORDER.some((p) => images.some((i) => p.test(i.name)))
  ) {
    return [first, second];
  }
  return null;
}

function documentImages(images: StoredImage[]): StoredImage[] {
  return DOCUMENT_ORDER.flatMap((pattern) => images.filter((image) => pattern.test(image.name)));
}

/** Whether images of these names give the job anything to compute (so an upload enqueues it). */
export function hasEvidenceImages(names: readonly string[]): boolean {
  const images = names.map((name, id) => ({ id, name, storageKey: '' }));
  return facePair(images) !== null || documentImages(images).length > 0;
}

/** Marks the request's evidence pending (the job is on its way), keeping what was computed before. */
export const markEvidencePending = (
  db: Queryable,
  request: { id: number; startedAt: Date; companyId: number },
) => saveEvidence(db, request, { state: 'pending', error: null, updatedAt: new Date() });

export interface EvidenceOutcome {
  faceScore: number | null;
  mrzLines: number;
  disagreement: string | null;
  sentToReview: boolean;
}

/** Computes, stores and acts on one request's evidence (the job's attempt). */
export async function computeEvidence(
  db: Db,
  storage: FileStorage,
  engines: EvidencePool,
  requestId: number,
  now = new Date(),
): Promise<EvidenceOutcome | { skipped: string }> {
  const [request] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId))
    .limit(1);
  if (!request) return { skipped: 'The request no longer exists' };
  const images = await db
    .select({
      id: verificationRequestImages.id,
      name: verificationRequestImages.name,
      storageKey: verificationRequestImages.storageKey,
    })
    .from(verificationRequestImages)
    .where(
      and(
        eq(verificationRequestImages.requestId, request.id),
        eq(verificationRequestImages.requestStartedAt, request.startedAt),
      ),
    )
    .orderBy(asc(verificationRequestImages.id));
  const today = now.toISOString().slice(0, 10);

  let faceMatch: FaceMatch | null = null;
  const pair = facePair(images);
  if (pair) {
    // Stored images are at most INGEST_MAX_IMAGE_BYTES each (the upload's limit).
    const [a, b] = await Promise.all(pair.map(async (image) => buffer(await storage.read(image.storageKey))));
    faceMatch = await engines.compareFaces(
      { bytes: a ?? Buffer.alloc(0), label: pair[0].name },
      { bytes: b ?? Buffer.alloc(0), label: pair[1].name },
    );
    faceMatch.images.forEach((image, i) => (image.imageId = pair[i]?.id));
  }

  let mrz: MrzRead | null = null;
  for (const image of documentImages(images)) {
    const read = await engines.readMrzLines(await buffer(await storage.read(image.storageKey)));
    mrz = mrzEvidence(read, image.id, today);
    if (mrz.lines.length > 0) break;
  }

  const raw =
    typeof request.result === 'object' && request.result !== null
      ? (request.result as Record<string, unknown>)
      : {};
  const disagreement = disagreementOf(
    raw,
    readDiveResult(request.result),
    request.status,
    { faceMatch, mrz },
    {
      // The account's threshold (its face settings) when the device applied none: the one the
      // Faces request page and Face Compare's own call hold a score to.
      threshold: await accountFaceThreshold(db, request.accountId),
      today,
    },
  );
  // The evidence and what it decides land together: a reader never sees the evidence done and the
  // request still accepted. A request no longer accepted is left as it is (a job run twice moves it once).
  const sentToReview = await db.transaction(async (tx) => {
    await saveEvidence(tx, request, {
      state: 'done',
      faceMatch,
      mrz,
      disagreement,
      error: null,
      computedAt: now,
      updatedAt: now,
    });
    return disagreement
      ? moveRequestStatus(tx, request, { from: 'success', to: 'review', reason: disagreement })
      : false;
  });
  return {
    faceScore: faceMatch?.score ?? null,
    mrzLines: mrz?.lines.length ?? 0,
    disagreement,
    sentToReview,
  };
}

/**
 * Enqueues the evidence job for a request whose images give it something to compute (a face pair,
 * a document), its evidence marked pending in the same transaction; answers whether it did.
 */
export async function queueEvidence(db: Db, jobs: JobQueue, requestId: number): Promise<boolean> {
  const [request] = await db
    .select({
      id: verificationRequests.id,
      startedAt: verificationRequests.startedAt,
      companyId: verificationRequests.companyId,
    })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId))
    .limit(1);
  if (!request) return false;
  const names = await db
    .select({ name: verificationRequestImages.name })
    .from(verificationRequestImages)
    .where(
      and(
        eq(verificationRequestImages.requestId, request.id),
        eq(verificationRequestImages.requestStartedAt, request.startedAt),
      ),
    );
  if (!hasEvidenceImages(names.map((row) => row.name))) return false;
  // enqueue in a transaction needs the queue's tables (open() is once per queue).
  await jobs.open();
  await db.transaction(async (tx) => {
    await markEvidencePending(tx, request);
    await jobs.enqueue(computeEvidenceJob, { requestId: request.id }, { tx });
  });
  return true;
}

/** What a reviewer reads when the evidence could not be computed. */
export const EVIDENCE_FAILED =
  'The console could not compute its evidence from the images (the image storage or the database did not answer). The job tries again; the Background jobs page has the details.';

export const computeEvidenceJob: JobKind<{ requestId: number }> = {
  name: 'manual-validation.evidence',
  title: 'Evidence from request images',
  // A failure is the storage or the database away for a moment: two more tries, then it stays
  // failed on the Background jobs page (and the evidence row says so).
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  timeoutSeconds: 10 * 60,
  async run({ requestId }, job) {
    try {
      return await computeEvidence(job.db, job.storage, job.evidence, requestId);
    } catch (error) {
      // The review page shows this to every reviewer; the error itself (a storage path, a
      // database message) stays on the Background jobs page, which only job managers read.
      await job.db
        .update(requestEvidence)
        .set({ state: 'failed', error: EVIDENCE_FAILED, updatedAt: new Date() })
        .where(eq(requestEvidence.requestId, requestId));
      throw error;
    }
  },
};
