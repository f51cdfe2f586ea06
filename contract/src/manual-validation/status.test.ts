import { describe, expect, it } from 'vitest';
import {
  claimAllows,
  currentStatus,
  REVIEW_STATUSES,
  reviewTransition,
  type ReviewEvent,
  type ReviewStatus,
} from './status.ts';

// Every status against every event: the allowed ones lead where the table says, the rest are refused
// with a message naming the status the item is in.
const ALLOWED: Record<ReviewEvent, Partial<Record<ReviewStatus, ReviewStatus>>> = {
  claim: { new: 'inReview', inReview: 'inReview' },
  release: { inReview: 'new' },
  approve: { inReview: 'approved' },
  reject: { inReview: 'rejected' },
  requestResubmission: { inReview: 'resubmissionRequested' },
  verify: { new: 'new', inReview: 'inReview' },
};

describe('the review lifecycle', () => {
  const cases = (Object.keys(ALLOWED) as ReviewEvent[]).flatMap((event) =>
    REVIEW_STATUSES.map((from) => [event, from] as const),
  );
  it.each(cases)('%s from %s', (event, from) => {
    const to = ALLOWED[event][from];
    const outcome = reviewTransition(from, event);
    if (to) expect(outcome).toEqual({ allowed: true, to });
    else expect(outcome).toMatchObject({ allowed: false, message: expect.stringMatching(/^Cannot /) });
  });

  it('says a decided item is final', () => {
    expect(reviewTransition('approved', 'verify')).toEqual({
      allowed: false,
      message: 'Cannot run the checks of this item: it is already decided (Approved)',
    });
    expect(reviewTransition('new', 'approve')).toEqual({
      allowed: false,
      message: 'Cannot approve this item: it is New; only an item that is In review can be',
    });
  });
});

describe('the claim', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('lets anyone act on an unheld or lapsed item, and only the holder on a held one', () => {
    expect(claimAllows(null, 1, now)).toBe(true);
    const held = { holderId: 7, expiresAt: '2026-01-01T12:03:00Z' };
    expect(claimAllows(held, 7, now)).toBe(true);
    expect(claimAllows(held, 8, now)).toBe(false);
    expect(claimAllows({ ...held, expiresAt: '2026-01-01T11:59:59Z' }, 8, now)).toBe(true);
  });

  it('returns a lapsed hold to New for everyone but its last holder; other statuses stand', () => {
    const lapsed = { status: 'inReview' as const, holderId: 7, expiresAt: '2026-01-01T11:59:59Z' };
    expect(currentStatus(lapsed, 8, now)).toBe('new');
    expect(currentStatus(lapsed, null, now)).toBe('new');
    expect(currentStatus(lapsed, 7, now)).toBe('inReview');
    expect(currentStatus({ ...lapsed, expiresAt: '2026-01-01T12:03:00Z' }, 8, now)).toBe('inReview');
    expect(currentStatus({ ...lapsed, expiresAt: null, holderId: null }, 7, now)).toBe('new');
    expect(currentStatus({ ...lapsed, status: 'approved' }, 8, now)).toBe('approved');
  });
});
