/*
 * A review item's lifecycle (product-families §4 "Manual validation: status is set (SetStatus), a
 * decision is posted, and verification can be retried (TryVerifying). Status values are not
 * shown."), modelled on the review queues of identity consoles (Persona, Onfido, Sumsub): plain data
 * and pure functions, so the server enforces the rule and the web offers only what can succeed.
 */

/** The statuses of a review item, by the names the API carries. */
export const ReviewStatus = {
  New: 'new',
  InReview: 'inReview',
  Approved: 'approved',
  Rejected: 'rejected',
  ResubmissionRequested: 'resubmissionRequested',
} as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const REVIEW_STATUSES: readonly ReviewStatus[] = Object.values(ReviewStatus);

/** What staff read for each status. */
export const REVIEW_STATUS_NAMES: Record<ReviewStatus, string> = {
  new: 'New',
  inReview: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  resubmissionRequested: 'Resubmission requested',
};

/** The statuses a decision ends in: an item in one of them is closed for good. */
export const DECIDED_STATUSES: readonly ReviewStatus[] = [
  ReviewStatus.Approved,
  ReviewStatus.Rejected,
  ReviewStatus.ResubmissionRequested,
];
export const isDecided = (status: ReviewStatus): boolean => DECIDED_STATUSES.includes(status);

/**
 * What may happen to an item. `claim` is a reviewer opening it, `release` handing it back to the
 * queue, `approve` and `reject` the decision, `requestResubmission` asking the customer for a new
 * submission (the item closes; the new submission is a request of its own), `verify` re-running
 * the automatic checks (TryVerifying).
 */
export type ReviewEvent = 'claim' | 'release' | 'approve' | 'reject' | 'requestResubmission' | 'verify';

/**
 * THE rule: for each event, the statuses it may start from and the status it leads to. Anything
 * not written here is refused (409). A decided item is final: nothing reopens it.
 *
 * | event               | from            | to                    |
 * |---------------------|-----------------|-----------------------|
 * | claim               | New, In review  | In review             |
 * | release             | In review       | New                   |
 * | approve             | In review       | Approved              |
 * | reject              | In review       | Rejected              |
 * | requestResubmission | In review       | Resubmission requested|
 * | verify              | New, In review  | unchanged             |
 */
const TRANSITIONS: Record<
  ReviewEvent,
  { from: readonly ReviewStatus[]; to: ReviewStatus | 'same'; verb: string }
> = {
  claim: { from: [ReviewStatus.New, ReviewStatus.InReview], to: ReviewStatus.InReview, verb: 'open' },
  release: { from: [ReviewStatus.InReview], to: ReviewStatus.New, verb: 'return to the queue' },
  approve: { from: [ReviewStatus.InReview], to: ReviewStatus.Approved, verb: 'approve' },
  reject: { from: [ReviewStatus.InReview], to: ReviewStatus.Rejected, verb: 'reject' },
  requestResubmission: {
    from: [ReviewStatus.InReview],
    to: ReviewStatus.ResubmissionRequested,
    verb: 'request a resubmission of',
  },
  verify: { from: [ReviewStatus.New, ReviewStatus.InReview], to: 'same', verb: 'run the checks of' },
};

export type ReviewTransition = { allowed: true; to: ReviewStatus } | { allowed: false; message: string };

const names = (statuses: readonly ReviewStatus[]) => statuses.map((s) => REVIEW_STATUS_NAMES[s]).join(' or ');

/**
 * What an event does to an item in status `from`: the status it leads to, or why it is refused,
 * naming the status the item is in and the ones the event needs.
 */
export function reviewTransition(from: ReviewStatus, event: ReviewEvent): ReviewTransition {
  const rule = TRANSITIONS[event];
  if (rule.from.includes(from)) return { allowed: true, to: rule.to === 'same' ? from : rule.to };
  const current = REVIEW_STATUS_NAMES[from];
  const why = isDecided(from)
    ? `it is already decided (${current})`
    : `it is ${current}; only an item that is ${names(rule.from)} can be`;
  return { allowed: false, message: `Cannot ${rule.verb} this item: ${why}` };
}

/** Whether the event is allowed from the status (the web offers only these actions). */
export const canReview = (from: ReviewStatus, event: ReviewEvent): boolean =>
  reviewTransition(from, event).allowed;

/** The statuses SetStatus sets by hand; approving and rejecting are decisions (POST Decision). */
export const SETTABLE_STATUSES = [
  ReviewStatus.New,
  ReviewStatus.InReview,
  ReviewStatus.ResubmissionRequested,
] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** The event SetStatus makes of a status asked for. */
export const SET_STATUS_EVENTS: Record<SettableStatus, ReviewEvent> = {
  new: 'release',
  inReview: 'claim',
  resubmissionRequested: 'requestResubmission',
};

/** How long opening an item holds it for its reviewer; the screen renews it while open. */
export const CLAIM_MINUTES = 5;
/** How often the open screen renews its claim (well inside CLAIM_MINUTES). */
export const CLAIM_RENEW_SECONDS = 60;

/**
 * Who may change an item now: nobody holds it, the caller does, or the holder's claim has lapsed.
 * Pure, so the web shows the same answer the server gives.
 */
export function claimAllows(
  claim: { holderId: number | null; expiresAt: string | Date } | null,
  callerId: number | null,
  now: Date,
): boolean {
  if (!claim) return true;
  if (claim.holderId !== null && claim.holderId === callerId) return true;
  return new Date(claim.expiresAt).getTime() <= now.getTime();
}

/**
 * The status an item is in now. A hold that lapsed returns the item to the queue as it was (New),
 * except for the reviewer who held it while nobody else has taken it: their open screen may still
 * decide. The stored row keeps `inReview` until the next change, so this is read, never written.
 */
export function currentStatus(
  review: { status: ReviewStatus; holderId: number | null; expiresAt: string | Date | null },
  callerId: number | null,
  now: Date,
): ReviewStatus {
  if (review.status !== ReviewStatus.InReview) return review.status;
  const live = review.expiresAt !== null && new Date(review.expiresAt).getTime() > now.getTime();
  const stillTheirs = review.holderId !== null && review.holderId === callerId;
  return live || stillTheirs ? ReviewStatus.InReview : ReviewStatus.New;
}

// ---------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Why an item is rejected: one of these, with free text beside it (required for `other`). */
export const REJECTION_REASONS = {
  documentExpired: 'Document expired',
  dataMismatch: 'Data does not match the document',
  unreadableImages: 'Images unreadable or incomplete',
  suspectedTampering: 'Suspected tampering or forgery',
  faceMismatch: 'Face does not match the document',
  underage: 'Holder under the minimum age',
  unsupportedDocument: 'Document type not accepted',
  other: 'Other',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as RejectionReason[];

/** The most characters a reviewer's note or reason takes. */
export const REVIEW_NOTE_MAX = 500;
