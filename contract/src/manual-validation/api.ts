import { Type, type Static } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import { REQUEST_STATUSES } from '../activity/api.ts';
import { DiveResult } from '../dvs/result.ts';
import { manualValidationFamily } from './gates.ts';
import {
  DECISIONS,
  REJECTION_REASON_CODES,
  REVIEW_NOTE_MAX,
  REVIEW_STATUSES,
  SETTABLE_STATUSES,
} from './status.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { RequestId } from '../kit/request-images.ts';
import { ComputedEvidence } from '../kit/evidence.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { MultilineText } from '../kit/text.ts';

export { manualValidationFamily };

/*
 * Manual validation (product-families §7 "Manual validation", §3 "Manual validation item: status
 * and decision. Other fields not shown."): the review queue of the requests a product reports with
 * status `review`. Every field beyond status and decision is our design.
 * (rules: server/src/modules/manual-validation/README.md)
 */

const Status = Type.Enum([...REVIEW_STATUSES], { title: 'Status' });

/** Who holds an item: the reviewer who opened it, until `expiresAt` unless renewed. */
export const ReviewClaim = Type.Object({
  holderId: nullable(Type.Integer()),
  holderName: Type.String(),
  expiresAt: DateTime('Held until'),
  /** Whether the caller is the holder. */
  mine: Type.Boolean(),
});
export type ReviewClaim = Static<typeof ReviewClaim>;

// ---------------------------------------------------------------------------------------------
// The queue
// ---------------------------------------------------------------------------------------------

export const ReviewQueueItem = Type.Object({
  id: Type.Integer({ description: "The request's id" }),
  externalId: Type.String(),
  status: Status,
  startedAt: DateTime('Submitted'),
  productId: Type.Integer(),
  productName: Type.String(),
  accountId: Type.Integer(),
  accountName: Type.String(),
  documentType: nullable(Type.String()),
  claimedBy: nullable(Type.String({ description: 'Who holds it now (a live claim only)' })),
  decidedAt: nullable(DateTime('Decided')),
});
export type ReviewQueueItem = Static<typeof ReviewQueueItem>;

/** `open`: the items still to decide (New or In review). */
export const QUEUE_STATUS_FILTERS = ['open', ...REVIEW_STATUSES] as const;
export type QueueStatusFilter = (typeof QUEUE_STATUS_FILTERS)[number];

/**
 * GET /api/ManualValidationFlow (or /list): the queue, oldest first (the one waiting longest is
 * worked first). Filters: status (or `open`), a range of UTC days of the submission (both
 * included; at most two years), the product and the customer account.
 */
export const ReviewQueueList = pagedList({
  item: ReviewQueueItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['startedAt', 'id'],
  defaultSort: { field: 'startedAt', order: 'asc' },
  textFilter: false,
  filters: {
    status: Type.Optional(Type.Enum([...QUEUE_STATUS_FILTERS], { title: 'Status' })),
    dateFrom: Type.Optional(Day('From', 'First UTC day of the submission (YYYY-MM-DD)')),
    dateTo: Type.Optional(Day('To', 'Last UTC day of the submission, included (YYYY-MM-DD)')),
    productId: Type.Optional(Id({ title: 'Product' })),
    accountId: Type.Optional(Id({ title: 'Customer' })),
  },
  columns: {
    id: 'ID',
    externalId: 'External ID',
    status: 'Status',
    startedAt: 'Submitted',
    productName: 'Product',
    accountName: 'Customer',
    documentType: 'Document Type',
    claimedBy: 'Held By',
    decidedAt: 'Decided',
  },
  fileName: 'manual-validation',
});
export type ReviewQueueQuery = Static<typeof ReviewQueueList.query>;
export type ReviewQueuePage = Static<typeof ReviewQueueList.response>;

// ---------------------------------------------------------------------------------------------
// An item
// ---------------------------------------------------------------------------------------------

export const CHECK_OUTCOMES = ['passed', 'failed', 'warning', 'skipped'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** One automatic check's result (server/src/modules/manual-validation/checks). */
export const ReviewCheck = Type.Object({
  name: Type.String(),
  title: Type.String(),
  result: Type.Enum([...CHECK_OUTCOMES]),
  detail: Type.String({ description: 'What was found, in words' }),
});
export type ReviewCheck = Static<typeof ReviewCheck>;

/** One field as each source read it; `match` false when two sources that have it disagree. */
export const FieldComparison = Type.Object({
  field: Type.String(),
  title: Type.String(),
  front: nullable(Type.String()),
  barcode: nullable(Type.String()),
  mrz: nullable(Type.String()),
  match: nullable(Type.Boolean({ description: 'null: fewer than two sources read it' })),
});
export type FieldComparison = Static<typeof FieldComparison>;

export const ReviewChecksRun = Type.Object({
  checks: Type.Array(ReviewCheck),
  comparisons: Type.Array(FieldComparison),
  /** When TryVerifying last ran them; null: computed on reading, never run by a reviewer. */
  checkedAt: nullable(DateTime('Checked')),
  checkedBy: nullable(Type.String()),
});
export type ReviewChecksRun = Static<typeof ReviewChecksRun>;

export const ReviewDecisionView = Type.Object({
  decision: Type.Enum([...DECISIONS, 'requestResubmission']),
  reasonCode: nullable(Type.String()),
  reason: nullable(Type.String()),
  decidedBy: Type.String(),
  decidedAt: DateTime('Decided'),
});
export type ReviewDecisionView = Static<typeof ReviewDecisionView>;

/** One entry of an item's history (its audit entries): who did what, when, and why. */
export const ReviewHistoryEntry = Type.Object({
  at: DateTime('When'),
  actorName: Type.String(),
  action: Type.String({ description: 'claim, release, status, decision or verify' }),
  from: nullable(Type.String()),
  to: nullable(Type.String()),
  reason: nullable(Type.String()),
});
export type ReviewHistoryEntry = Static<typeof ReviewHistoryEntry>;

/** A stored image of the item: `imageUrl` is what GET images takes to serve it. */
export const ReviewImage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  caption: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  imageUrl: Type.String({ description: 'A stored image reference: requests/{requestId}/images/{imageId}' }),
});
export type ReviewImage = Static<typeof ReviewImage>;

export const ReviewItem = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  status: Status,
  claim: nullable(ReviewClaim),
  decision: nullable(ReviewDecisionView),
  request: Type.Object({
    status: Type.Enum(REQUEST_STATUSES),
    failureReason: nullable(Type.String()),
    startedAt: DateTime('Submitted'),
    productId: Type.Integer(),
    productName: Type.String(),
    accountId: Type.Integer(),
    accountName: Type.String(),
  }),
  result: DiveResult,
  checks: ReviewChecksRun,
  /** What the console computed from the images itself; null before it first ran. */
  evidence: nullable(ComputedEvidence),
  images: Type.Array(ReviewImage),
  history: Type.Array(ReviewHistoryEntry),
  /** The next open item in the queue after this one (oldest first), for "open the next". */
  nextId: nullable(Type.Integer()),
});
export type ReviewItem = Static<typeof ReviewItem>;

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

const Note = (title: string) => MultilineText({ title, minLength: 1, maxLength: REVIEW_NOTE_MAX });

/** POST {id}/SetStatus: new (hand back), inReview (take it) or resubmissionRequested (with a reason). */
export const SetReviewStatus = Type.Object(
  {
    status: Type.Enum([...SETTABLE_STATUSES], { title: 'Status' }),
    reason: Type.Optional(Note('Reason')),
  },
  { additionalProperties: false },
);
export type SetReviewStatus = Static<typeof SetReviewStatus>;

/**
 * POST {id}/Decision: approve (a note optional) or reject (a reason from the list, free text
 * beside it; required with `other`).
 */
export const ReviewDecision = Type.Object(
  {
    decision: Type.Enum([...DECISIONS], { title: 'Decision' }),
    reasonCode: Type.Optional(Type.Enum(REJECTION_REASON_CODES, { title: 'Rejection reason' })),
    reason: Type.Optional(Note('Note')),
  },
  { additionalProperties: false },
);
export type ReviewDecision = Static<typeof ReviewDecision>;

/** The one form of imageUrl GET images serves: an image stored with a request, never a URL. */
export const REVIEW_IMAGE_URL_PATTERN = '^requests/([1-9][0-9]{0,9})/images/([1-9][0-9]{0,9})$';
export const reviewImageUrl = (requestId: number, imageId: number) =>
  `requests/${requestId}/images/${imageId}`;

const BASE = '/api/ManualValidationFlow';
const ItemId = Type.Object({ id: RequestId() });

export const manualValidationApi = {
  list: manualValidationFamily.endpoint({
    method: 'GET',
    path: BASE,
    summary: 'The review queue, oldest first',
    query: ReviewQueueList.query,
    response: ReviewQueueList.response,
    list: ReviewQueueList.spec,
  }),
  listAlias: manualValidationFamily.endpoint({
    method: 'GET',
    path: `${BASE}/list`,
    summary: 'The review queue (the same list under its other path)',
    hidden: true,
    query: ReviewQueueList.query,
    response: ReviewQueueList.response,
    list: ReviewQueueList.spec,
  }),
  images: manualValidationFamily.endpoint({
    method: 'GET',
    path: `${BASE}/images`,
    summary: "An image stored with one of the company's queued requests (never a URL fetched elsewhere)",
    query: Type.Object({ imageUrl: Type.String({ minLength: 1, maxLength: 200 }) }),
    answer: 'file',
    mediaType: 'image/png',
  }),
  item: manualValidationFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'A queued item: the request, its images, the checks, the claim, the decision and the history',
    params: ItemId,
    response: ReviewItem,
  }),
  claim: manualValidationFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Claim`,
    summary: `Open an item for review: hold it (or renew the hold) for a few minutes`,
    params: ItemId,
    response: ReviewItem,
  }),
  setStatus: manualValidationFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{id}/SetStatus`,
    summary: 'Set the status of an item by hand (refused with 409 where the lifecycle does not allow it)',
    params: ItemId,
    body: SetReviewStatus,
    response: ReviewItem,
  }),
  decision: manualValidationFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Decision`,
    summary: 'Approve or reject an item with its reason; releases the hold',
    params: ItemId,
    body: ReviewDecision,
    response: ReviewItem,
  }),
  tryVerifying: manualValidationFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{id}/TryVerifying`,
    summary: 'Run the automatic checks again (refused on a decided item)',
    params: ItemId,
    response: ReviewItem,
  }),
};
