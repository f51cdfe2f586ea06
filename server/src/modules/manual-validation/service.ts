import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  reviewImageUrl,
  type ReviewChecksRun,
  type ReviewDecision,
  type ReviewHistoryEntry,
  type ReviewItem,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type SetReviewStatus,
} from '@console/contract/manual-validation/api';
import {
  CLAIM_MINUTES,
  claimAllows,
  currentStatus,
  REJECTION_REASONS,
  reviewTransition,
  ReviewStatus,
  SET_STATUS_EVENTS,
  type ReviewEvent,
} from '@console/contract/manual-validation/status';
import { readDiveResult } from '@console/contract/dvs/result';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { auditLog, customerAccounts, products, verificationRequests } from '../../db/schema.ts';
import { manualReviews } from './tables.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { evidenceOf } from '../../kit/evidence/store.ts';
import { queueEvidence } from './evidence-job.ts';
import { accountFaceThreshold } from '../faces/index.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { exactCount, type Count, type ListSource, type SortKey } from '../../kit/list.ts';
import { imagesInScope } from '../../kit/request-images.ts';
import {
  documentTypeOf,
  REQUEST_ACCOUNT_COLUMNS,
  REQUEST_COLUMNS,
  requestsInDays,
  requestsWithAccount,
  withStartedAtText,
} from '../../kit/requests.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { DEFAULT_CHECK_OPTIONS, runChecks } from './checks/index.ts';
import { publishedSettings } from '../validation-settings/service.ts';

/*
 * The review queue (product-families §7 "Manual validation"). A request a product reports with
 * status `review` is in its company's queue (test ones in Test Mode, like every request list): it
 * is `new` until a reviewer touches it, which gives it a manual_reviews row. Every change takes the
 * row's lock in one transaction, checks the lifecycle (contract manual-validation/status.ts) and
 * the claim, writes, and records the audit entry the item's history reads.
 */

const r = verificationRequests;
const m = manualReviews;
/** An item without a row is new. */
/** A hold still running at `now` (its reviewer's screen renews it while open). */
const heldAt = (now: Date) =>
  sql`(${m.status} = 'inReview' and ${m.claimExpiresAt} > ${now.toISOString()}::timestamptz)`;

/**
 * The status the queue shows: an item without a row is New, and so is one whose hold lapsed
 * (contract `currentStatus`: it returns to the queue as it was, for everyone but its last holder).
 */
const statusAt = (now: Date) =>
  sql<ReviewStatus>`case when ${m.status} = 'inReview' and not ${heldAt(now)} then 'new'
    else coalesce(${m.status}, 'new') end`;

/** The tenant's queue: its requests reported for review. */
export function queueScope(tenant: Tenant): SQL {
  return and(inTenant(r, tenant), eq(r.status, 'review')) as SQL;
}

function statusFilter(status: ReviewQueueQuery['status'], now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'open')
    return or(isNull(m.status), inArray(m.status, [ReviewStatus.New, ReviewStatus.InReview]));
  if (status === ReviewStatus.New)
    return or(
      isNull(m.status),
      eq(m.status, ReviewStatus.New),
      and(eq(m.status, ReviewStatus.InReview), sql`not ${heldAt(now)}`),
    );
  if (status === ReviewStatus.InReview) return heldAt(now);
  return eq(m.status, status);
}

const SORTS = { startedAt: { column: r.startedAt }, id: { column: r.id } } satisfies Record<string, SortKey>;

type QueueRow = Omit<ReviewQueueItem, 'startedAt' | 'decidedAt' | 'claimedBy'> & {
  startedAt: Date;
  decidedAt: Date | null;
  claimedBy: string | null;
};

/**
 * GET /api/ManualValidationFlow: the queue, oldest first, filtered in SQL on the request store's
 * review index (company, startedAt where status = review) and the reviews' own.
 */
export function queueSource(
  db: Queryable,
  tenant: Tenant,
  query: ReviewQueueQuery,
): ListSource<QueueRow, ReviewQueueItem> {
  const days = requestsInDays(query);
  const now = new Date();
  const where = and(
    queueScope(tenant),
    statusFilter(query.status, now),
    days,
    query.productId === undefined ? undefined : eq(r.productId, query.productId),
    query.accountId === undefined ? undefined : eq(r.accountId, query.accountId),
  );
  const count = (): Promise<Count> =>
    exactCount(db, r, where, (rows) => rows.leftJoin(m, eq(m.requestId, r.id)));
  return {
    select: (extra) =>
      requestsWithAccount(db, {
        ...REQUEST_COLUMNS,
        ...REQUEST_ACCOUNT_COLUMNS,
        // The item's status is the review's, not the one the product reported (always review).
        status: statusAt(now),
        productId: r.productId,
        productName: products.displayName,
        documentType: documentTypeOf,
        claimedBy: sql<string | null>`case when ${heldAt(now)} then ${m.claimedByName} end`,
        decidedAt: m.decidedAt,
        ...extra,
      })
        .innerJoin(products, eq(products.id, r.productId))
        .leftJoin(m, eq(m.requestId, r.id)),
    where,
    sorts: SORTS,
    tieBreak: r.id,
    count,
    toItem: ({ decidedAt, ...row }) => ({
      ...withStartedAtText(row),
      decidedAt: decidedAt?.toISOString() ?? null,
    }),
  };
}

/** The queued request with this id and its review row, if it has one; 404 for any other. */
async function findQueued(db: Queryable, tenant: Tenant, id: number) {
  const [row] = await db
    .select({
      id: r.id,
      externalId: r.externalId,
      requestStatus: r.status,
      failureReason: r.failureReason,
      result: r.result,
      startedAt: r.startedAt,
      productId: r.productId,
      productName: products.displayName,
      accountId: r.accountId,
      accountName: customerAccounts.name,
    })
    .from(r)
    .innerJoin(customerAccounts, eq(customerAccounts.id, r.accountId))
    .innerJoin(products, eq(products.id, r.productId))
    .where(and(queueScope(tenant), eq(r.id, id)));
  if (!row) throw notFound('The review item');
  return row;
}
type Queued = Awaited<ReturnType<typeof findQueued>>;
type ReviewRow = typeof manualReviews.$inferSelect;

const holdOf = (review: ReviewRow) => ({
  status: review.status,
  holderId: review.claimedById,
  expiresAt: review.claimExpiresAt,
});

async function reviewRow(db: Queryable, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(m).where(eq(m.requestId, id));
  return row;
}

/** The item's audit entries, oldest first: its history. */
async function historyOf(db: Queryable, tenant: Tenant, id: number): Promise<ReviewHistoryEntry[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      actorName: auditLog.actorName,
      action: auditLog.action,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'manualReview'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.companyId, tenant.companyId),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actorName: row.actorName,
    action: row.action.replace(/^manualReview\./, ''),
    from: text(row.changes?.status?.from),
    to: text(row.changes?.status?.to),
    reason: text(row.changes?.reason?.to),
  }));
}

/** The next open item after this one, oldest first, that nobody else holds (wrapping to the start). */
async function nextOpen(db: Queryable, tenant: Tenant, item: Queued, callerId: number | null, now: Date) {
  const free = and(
    or(isNull(m.status), inArray(m.status, [ReviewStatus.New, ReviewStatus.InReview])),
    or(
      isNull(m.claimExpiresAt),
      lt(m.claimExpiresAt, now),
      callerId === null ? undefined : eq(m.claimedById, callerId),
    ),
    sql`${r.id} <> ${item.id}`,
  );
  const after = or(gt(r.startedAt, item.startedAt), and(eq(r.startedAt, item.startedAt), gt(r.id, item.id)));
  const first = (extra?: SQL) =>
    db
      .select({ id: r.id })
      .from(r)
      .leftJoin(m, eq(m.requestId, r.id))
      .where(and(queueScope(tenant), free, extra))
      .orderBy(asc(r.startedAt), asc(r.id))
      .limit(1);
  const [next] = await first(after);
  if (next) return next.id;
  const [wrapped] = await first();
  return wrapped?.id ?? null;
}

/**
 * The item's checks under the company's published validation settings (checks/settings.ts), on the
 * evidence the console computed where it has (the face score, the MRZ read from the image).
 */
async function checkItem(db: Queryable, tenant: Tenant, item: Queued, today: string) {
  const [settings, evidence, faceMatchThreshold] = await Promise.all([
    publishedSettings(db, tenant.companyId),
    evidenceOf(db, item.id, item.result),
    // The threshold the evidence job held the computed score to, so the check says what it said.
    accountFaceThreshold(db, item.accountId),
  ]);
  return runChecks(item.result, readDiveResult(item.result), {
    ...DEFAULT_CHECK_OPTIONS,
    faceMatchThreshold,
    today,
    settings,
    evidence,
  });
}

async function checksOf(
  db: Queryable,
  tenant: Tenant,
  item: Queued,
  review: ReviewRow | undefined,
  today: string,
): Promise<ReviewChecksRun> {
  if (review?.checks) return review.checks;
  // Never run by a reviewer: computed on reading, so a new item shows its checks at once.
  return { ...(await checkItem(db, tenant, item, today)), checkedAt: null, checkedBy: null };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The item as the screen shows it, for the caller. */
async function itemView(
  db: Queryable,
  tenant: Tenant,
  caller: Actor,
  item: Queued,
  now = new Date(),
): Promise<ReviewItem> {
  const review = await reviewRow(db, item.id);
  const status = review ? currentStatus(holdOf(review), caller.id, now) : ReviewStatus.New;
  const liveClaim = review && status === ReviewStatus.InReview ? review : null;
  const images = await imagesInScope(db, queueScope(tenant), item.id);
  return {
    id: item.id,
    externalId: item.externalId,
    status,
    claim: liveClaim
      ? {
          holderId: liveClaim.claimedById,
          holderName: liveClaim.claimedByName ?? '',
          expiresAt: (liveClaim.claimExpiresAt ?? now).toISOString(),
          mine: liveClaim.claimedById !== null && liveClaim.claimedById === caller.id,
        }
      : null,
    decision:
      review?.decision && review.decidedAt
        ? {
            decision: review.decision as 'approve' | 'reject' | 'requestResubmission',
            reasonCode: review.reasonCode,
            reason: review.reason,
            decidedBy: review.decidedByName ?? '',
            decidedAt: review.decidedAt.toISOString(),
          }
        : null,
    request: {
      status: item.requestStatus,
      failureReason: item.failureReason,
      startedAt: item.startedAt.toISOString(),
      productId: item.productId,
      productName: item.productName,
      accountId: item.accountId,
      accountName: item.accountName,
    },
    result: readDiveResult(item.result),
    checks: await checksOf(db, tenant, item, review, today(now)),
    evidence: await evidenceOf(db, item.id, item.result),
    images: images.map((image) => ({
      id: image.id,
      name: image.name,
      caption: image.caption,
      contentType: image.contentType,
      size: image.size,
      imageUrl: reviewImageUrl(item.id, image.id),
    })),
    history: await historyOf(db, tenant, item.id),
    nextId: await nextOpen(db, tenant, item, caller.id, now),
  };
}

/** GET /api/ManualValidationFlow/{id}. */
export async function getReviewItem(
  db: Queryable,
  tenant: Tenant,
  caller: Actor,
  id: number,
): Promise<ReviewItem> {
  return itemView(db, tenant, caller, await findQueued(db, tenant, id));
}

/**
 * A change to an item, in one transaction: the item's row made if new and locked, the event
 * checked against the lifecycle (409 with the rule's message) and, unless `claiming`, against the
 * claim (409 naming the holder), then `write` with the status it leads to.
 */
async function change(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  id: number,
  event: ReviewEvent,
  write: (tx: Tx, review: ReviewRow, to: ReviewStatus, now: Date) => Promise<void>,
): Promise<ReviewItem> {
  const item = await findQueued(db, tenant, id);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(m)
      .values({
        requestId: item.id,
        requestStartedAt: item.startedAt,
        companyId: tenant.companyId,
        status: ReviewStatus.New,
      })
      .onConflictDoNothing();
    const [review] = await tx.select().from(m).where(eq(m.requestId, item.id)).for('update');
    if (!review) throw notFound('The review item');
    const outcome = reviewTransition(currentStatus(holdOf(review), actor.id, now), event);
    if (!outcome.allowed) throw conflict(outcome.message);
    const claim =
      review.status === ReviewStatus.InReview && review.claimExpiresAt
        ? { holderId: review.claimedById, expiresAt: review.claimExpiresAt }
        : null;
    if (!claimAllows(claim, actor.id, now)) {
      const until = (review.claimExpiresAt ?? now).toISOString().slice(11, 16);
      throw conflict(
        `${review.claimedByName ?? 'Another reviewer'} is reviewing this item (held until ${until} UTC)`,
      );
    }
    await write(tx, review, outcome.to, now);
  });
  return itemView(db, tenant, actor, item, now);
}

/** The claim cleared: a decision, or handing the item back, releases it. */
const NO_CLAIM = { claimedById: null, claimedByName: null, claimExpiresAt: null } as const;

const claimUntil = (now: Date) => new Date(now.getTime() + CLAIM_MINUTES * 60_000);

/** POST {id}/Claim: the caller holds the item (New → In review), or renews the hold. */
export function claimItem(db: Db, tenant: Tenant, actor: Actor, id: number): Promise<ReviewItem> {
  return change(db, tenant, actor, id, 'claim', async (tx, review, to, now) => {
    // The same reviewer holding it again (a renewal, or a return to their own lapsed hold that
    // nobody took meanwhile) is the same claim: the history records opening once per claim.
    const renewing = review.status === ReviewStatus.InReview && review.claimedById === actor.id;
    await tx
      .update(m)
      .set({
        status: to,
        claimedById: actor.id,
        claimedByName: actor.name,
        claimExpiresAt: claimUntil(now),
        updatedAt: now,
      })
      .where(eq(m.requestId, id));
    // A renewal is no news; taking the item (new, or from a lapsed hold) is.
    if (!renewing) {
      await recordChange(tx, actor, {
        action: 'manualReview.claim',
        entityId: id,
        changes: {
          status: { from: review.status, to },
          claimedBy: { from: review.claimedByName, to: actor.name },
        },
      });
    }
  });
}

/** POST {id}/SetStatus: hand the item back (New), take it (In review) or ask for a resubmission. */
export function setItemStatus(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  id: number,
  input: SetReviewStatus,
): Promise<ReviewItem> {
  if (input.status === ReviewStatus.InReview) return claimItem(db, tenant, actor, id);
  if (input.status === ReviewStatus.ResubmissionRequested && !input.reason) {
    throw validationError({ reason: ['Say what the customer must submit again'] });
  }
  const event = SET_STATUS_EVENTS[input.status];
  return change(db, tenant, actor, id, event, async (tx, review, to, now) => {
    const decided = to === ReviewStatus.ResubmissionRequested;
    await tx
      .update(m)
      .set({
        status: to,
        ...NO_CLAIM,
        updatedAt: now,
        ...(decided
          ? {
              decision: 'requestResubmission',
              reasonCode: null,
              reason: input.reason ?? null,
              decidedByName: actor.name,
              decidedAt: now,
            }
          : {}),
      })
      .where(eq(m.requestId, id));
    await recordChange(tx, actor, {
      action: decided ? 'manualReview.status' : 'manualReview.release',
      entityId: id,
      changes: {
        status: { from: review.status, to },
        ...(input.reason ? { reason: { to: input.reason } } : {}),
      },
    });
  });
}

/** The reason a decision records: the listed reason's words, then the reviewer's own. */
function decisionReason(input: ReviewDecision): string | null {
  const listed = input.reasonCode ? REJECTION_REASONS[input.reasonCode] : null;
  return [listed, input.reason].filter(Boolean).join(': ') || null;
}

/** POST {id}/Decision: approve or reject (a reason from the list, free text beside it); releases the hold. */
export function decideItem(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  id: number,
  input: ReviewDecision,
): Promise<ReviewItem> {
  if (input.decision === 'reject' && !input.reasonCode) {
    throw validationError({ reasonCode: ['Choose why the item is rejected'] });
  }
  if (input.decision === 'reject' && input.reasonCode === 'other' && !input.reason) {
    throw validationError({ reason: ['Describe the reason when it is Other'] });
  }
  if (input.decision === 'approve' && input.reasonCode) {
    throw validationError({ reasonCode: ['A rejection reason is for rejecting; leave it out to approve'] });
  }
  return change(db, tenant, actor, id, input.decision, async (tx, review, to, now) => {
    await tx
      .update(m)
      .set({
        status: to,
        ...NO_CLAIM,
        decision: input.decision,
        reasonCode: input.reasonCode ?? null,
        reason: input.reason ?? null,
        decidedByName: actor.name,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(m.requestId, id));
    const reason = decisionReason(input);
    await recordChange(tx, actor, {
      action: 'manualReview.decision',
      entityId: id,
      changes: {
        status: { from: review.status, to },
        ...(reason ? { reason: { to: reason } } : {}),
        ...(input.reasonCode ? { reasonCode: { to: input.reasonCode } } : {}),
      },
    });
  });
}

/**
 * POST {id}/TryVerifying: the checks run again and kept with the item, and the evidence computed
 * anew from its images (the job follows: the item shows it pending until then); refused on a
 * decided one.
 */
export async function tryVerifying(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  id: number,
  jobs: JobQueue,
): Promise<ReviewItem> {
  const view = await change(db, tenant, actor, id, 'verify', async (tx, review, _to, now) => {
    const item = await findQueued(tx, tenant, id);
    const run = await checkItem(tx, tenant, item, today(now));
    const checks: ReviewChecksRun = { ...run, checkedAt: now.toISOString(), checkedBy: actor.name };
    await tx.update(m).set({ checks, updatedAt: now }).where(eq(m.requestId, id));
    const failed = run.checks.filter((c) => c.result === 'failed').map((c) => c.title);
    await recordChange(tx, actor, {
      action: 'manualReview.verify',
      entityId: id,
      changes: {
        status: { from: review.status, to: review.status },
        reason: { to: failed.length ? `Failed: ${failed.join(', ')}` : 'Every check passed or was skipped' },
      },
    });
  });
  return (await queueEvidence(db, jobs, id)) ? getReviewItem(db, tenant, actor, id) : view;
}
