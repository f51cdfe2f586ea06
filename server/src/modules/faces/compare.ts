import { randomUUID } from 'node:crypto';
import { isRequest } from '../../db/request-key.ts';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@console/contract/errors';
import type { FaceMatch } from '@console/contract/kit';
import {
  FACE_COMPARE_IMAGES,
  FACE_COMPARE_SERVICE,
  FACE_RESULT,
  FaceCompareFields,
  type FaceComparison,
} from '@console/contract/faces/api';
import type { Db, Queryable } from '../../db/client.ts';
import { requestEvidence, verificationRequests } from '../../db/schema.ts';
import { AppError, conflict, ServiceBusy, validationError } from '../../http/errors.ts';
import { EnginesBusy, EnginesTimedOut, type EvidencePool, type TaskBound } from '../../kit/evidence/pool.ts';
import { saveEvidence } from '../../kit/evidence/store.ts';
import { readUpload, StagedFiles, type FilePolicy, type UploadLimits } from '../../kit/uploads.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { IMAGES, insertImageRows } from '../activity/images.ts';
import { recordRequest, storedRequest } from '../activity/ingest.ts';
import type { ProductChecks } from '../../platform/product-check.ts';
import type { ProductAccount } from '../../platform/product-account.ts';
import { refuseDeniedFeature } from '../features/enforce.ts';
import { accountFaceThreshold } from './accounts.ts';

/*
 * Face Compare as a service (POST /ingest/faces/compare, contract/src/faces/api.ts; docs/product-api.md):
 * a Face Compare product sends two images and the console answers whether they show one person,
 * by its own face match (kit/evidence, on the engines' worker threads: the request only awaits it)
 * held to the account's match threshold. The comparison is a request of the product like any
 * other: stored with its images and the computed match in one transaction, so the Faces request
 * list, the request page and the metrics show it. Nothing is stored for a call refused, whether
 * for its input, its images (no face, several, too small: 400 naming the image) or busy engines (503).
 */

/** Text fields a call may carry: externalId, and room to refuse a client's others by name. */
export const MAX_FIELDS = 5;

/** Seconds a caller is told to wait when the engines are busy: about one match on a busy thread. */
const RETRY_AFTER_SECONDS = 5;

/** The two images and nothing else; each checked as a request image is (PNG or JPEG, by content). */
const COMPARE_IMAGES: FilePolicy = {
  mediaTypeOf(fileName, field) {
    if (!(FACE_COMPARE_IMAGES as readonly string[]).includes(field)) {
      throw validationError({
        [field.slice(0, 50) || 'image']: [
          `Send the two images in the fields ${FACE_COMPARE_IMAGES.join(' and ')}`,
        ],
      });
    }
    return IMAGES.mediaTypeOf(fileName, field);
  },
  checkContent: (data, mediaType, fileName) => IMAGES.checkContent?.(data, mediaType, fileName),
};

/** The upload limits of one call: two of the request images' files. */
export const compareLimits = (images: UploadLimits): UploadLimits => ({
  maxFiles: FACE_COMPARE_IMAGES.length,
  maxFileBytes: images.maxFileBytes,
  maxUploadBytes: Math.min(images.maxUploadBytes, FACE_COMPARE_IMAGES.length * images.maxFileBytes),
});

/** What the call works with besides its request: the app's, given once by the route. */
export interface CompareDeps {
  db: Db;
  storage: FileStorage;
  limits: UploadLimits;
  engines: EvidencePool;
  bound: TaskBound;
  productChecks: ProductChecks;
}

/** The one mapping of a comparison to its answer, for a new one and for a retry's stored one. */
function comparisonOf(stored: {
  id: number;
  externalId: string;
  created: boolean;
  threshold: number;
  match: FaceMatch & { score: number; distance: number };
  comparedAt: Date;
}): FaceComparison {
  const { match, threshold } = stored;
  const same = match.score >= threshold;
  return {
    id: stored.id,
    externalId: stored.externalId,
    created: stored.created,
    match: same,
    status: same ? 'success' : 'failed',
    score: match.score,
    distance: match.distance,
    threshold,
    model: match.model,
    images: match.images,
    comparedAt: stored.comparedAt.toISOString(),
  };
}

const scored = (
  match: FaceMatch | null | undefined,
): match is FaceMatch & { score: number; distance: number } =>
  match !== null && match !== undefined && match.score !== null && match.distance !== null;

/**
 * The stored answer of an externalId compared before (a retry after a lost answer), or undefined
 * when the account's product has no request of that id. One the product reported itself
 * (POST /ingest/requests) is no comparison to answer: 409.
 */
async function storedComparison(
  db: Queryable,
  account: ProductAccount,
  externalId: string,
): Promise<FaceComparison | undefined> {
  const known = await storedRequest(db, account, externalId);
  if (!known) return undefined;
  const [row] = await db
    .select({ evidence: requestEvidence, result: verificationRequests.result })
    .from(requestEvidence)
    .innerJoin(verificationRequests, isRequest(requestEvidence.requestId, requestEvidence.requestStartedAt))
    .where(eq(requestEvidence.requestId, known.id));
  const threshold = (row?.result as Record<string, unknown> | null)?.[FACE_RESULT.matchThreshold];
  const match = row?.evidence.faceMatch;
  if (!row || !scored(match) || typeof threshold !== 'number' || !row.evidence.computedAt) {
    throw conflict(`The request ${externalId} was reported by the product, not compared by the console`);
  }
  return comparisonOf({
    id: known.id,
    externalId,
    created: false,
    threshold,
    match,
    comparedAt: row.evidence.computedAt,
  });
}

/** An image as the engines take it: its bytes, and the label their reasons name it by (its field). */
type EngineImage = { bytes: Uint8Array; label: string };

/** The two images of the upload, each sent once, reference first; a refusal names the field. */
function imagesOf(staged: StagedFiles): [EngineImage, EngineImage] {
  const byField = (field: string) => staged.files.filter((file) => file.field === field);
  const problems = Object.fromEntries(
    FACE_COMPARE_IMAGES.flatMap((field) => {
      const sent = byField(field).length;
      if (sent === 1) return [];
      return [[field, [sent === 0 ? `Send the ${field} image` : `Send one ${field} image, not ${sent}`]]];
    }),
  );
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const image = (label: string): EngineImage => {
    const bytes = byField(label)[0]?.content;
    if (!bytes) throw new Error(`the upload kept no bytes of the ${label}`);
    return { bytes, label };
  };
  const [reference, live] = FACE_COMPARE_IMAGES;
  return [image(reference), image(live)];
}

const busy = (why: string) =>
  new ServiceBusy(
    `The face engines are busy: nothing was stored, try again in a few seconds (${why})`,
    RETRY_AFTER_SECONDS,
  );

/** The match on the engines' threads, within the caller's bound; busy or late engines are a 503. */
async function computeMatch(
  deps: CompareDeps,
  [first, second]: [EngineImage, EngineImage],
): Promise<FaceMatch> {
  try {
    return await deps.engines.compareFaces(first, second, deps.bound);
  } catch (error) {
    if (error instanceof EnginesBusy || error instanceof EnginesTimedOut) throw busy(error.message);
    throw error;
  }
}

/**
 * Images that give no comparison (no face, several, too small, undecodable) are the product's to
 * retake: a 400 ValidationError naming each image's field with its reason, as every refused input is
 * (DESIGN.md's error shape: 422 is MultipleErrors, not this).
 */
function refuseUnscored(match: FaceMatch): asserts match is FaceMatch & { score: number; distance: number } {
  if (scored(match)) return;
  const reasons = Object.fromEntries(
    match.images.flatMap((image) => (image.reason ? [[image.label, [image.reason]]] : [])),
  );
  throw new AppError(400, ErrorCode.ValidationError, match.reason ?? 'The images give no face match', {
    propertyErrors: reasons,
  });
}

/** Reads, checks, computes and stores one comparison, and answers it (`created`: whether it is new). */
export async function compareFaces(
  deps: CompareDeps,
  account: ProductAccount,
  request: FastifyRequest,
  now = new Date(),
): Promise<FaceComparison> {
  const { db } = deps;
  // Before the upload is read: a burst of calls that the engines would refuse holds no images.
  if (!deps.engines.accepts(deps.bound)) throw busy('every engine is busy and the line is full');
  // Kept in memory as well as stored: the engines take the bytes, not a second read of the storage.
  const staged = new StagedFiles(
    deps.storage,
    deps.limits,
    COMPARE_IMAGES,
    `requests/${account.companyId}/compare`,
    true,
  );
  try {
    const fields = await readUpload(request, staged, {
      maxFields: MAX_FIELDS,
      what: `two images (${FACE_COMPARE_IMAGES.join(', ')})`,
      schema: FaceCompareFields,
    });
    const images = imagesOf(staged);
    if (fields.externalId) {
      const known = await storedComparison(db, account, fields.externalId);
      if (known) return known;
    }
    // Before the engines spend seconds on it: a customer without Face match is refused at once
    // (recordRequest asks again in the statement that stores it).
    await refuseDeniedFeature(db, {
      companyId: account.companyId,
      accountId: account.accountId,
      service: FACE_COMPARE_SERVICE,
      locationId: null,
      userLogin: null,
    });
    const threshold = await accountFaceThreshold(db, account.accountId);
    const match = await computeMatch(deps, images);
    refuseUnscored(match);
    const comparedAt = new Date();
    const same = match.score >= threshold;
    const externalId = fields.externalId ?? `compare-${randomUUID()}`;
    const stored = await recordRequest(
      db,
      account,
      {
        externalId,
        status: same ? 'success' : 'failed',
        startedAt: now.toISOString(),
        completedAt: comparedAt.toISOString(),
        service: FACE_COMPARE_SERVICE,
        ...(same
          ? {}
          : {
              failureReason: `Not the same person: the match ${match.score} is below the threshold ${threshold}`,
            }),
        result: {
          [FACE_RESULT.matchScore]: match.score,
          [FACE_RESULT.matchThreshold]: threshold,
          distance: match.distance,
          model: match.model,
        },
      },
      deps.productChecks,
      now,
      async (tx, request) => {
        const rows = await insertImageRows(tx, request, staged.files);
        for (const image of match.images) image.imageId = rows.find((row) => row.name === image.label)?.id;
        await saveEvidence(
          tx,
          { ...request, companyId: account.companyId },
          {
            state: 'done',
            faceMatch: match,
            mrz: null,
            disagreement: null,
            error: null,
            computedAt: comparedAt,
            updatedAt: comparedAt,
          },
        );
      },
    );
    if (!stored.created) {
      // Another call with this externalId stored its comparison first: that one is the answer.
      const first = await storedComparison(db, account, externalId);
      if (!first) throw new Error(`the comparison ${externalId} was neither new nor found`);
      return first;
    }
    staged.markCommitted();
    return comparisonOf({ id: stored.id, externalId, created: true, threshold, match, comparedAt });
  } finally {
    // Before answering, so a product that sees the answer sees the storage as it stays.
    await staged.discardUnlessCommitted();
  }
}
