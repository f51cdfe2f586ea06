import { describe, expect, it } from 'vitest';
import {
  billingPeriodOf,
  SubscriptionStatus,
  subscriptionTransition,
  type SubscriptionEvent,
} from './subscriptions.ts';

const S = SubscriptionStatus;
type S = SubscriptionStatus;

const allowed: [S, SubscriptionEvent, S | null][] = [
  [S.Active, 'cancel', S.Cancelled],
  [S.Active, 'expire', S.Expired],
  [S.Active, 'suspend', S.Suspended],
  [S.Active, 'update', S.Active],
  [S.Suspended, 'reactivate', S.Active],
  [S.Suspended, 'cancel', S.Cancelled],
  [S.Suspended, 'update', S.Suspended],
  [S.Cancelled, 'delete', null],
  [S.Expired, 'delete', null],
];

describe('subscriptionTransition (the subscription state machine)', () => {
  it.each(allowed)('allows %s -> %s, leading to %s', (from, event, to) => {
    expect(subscriptionTransition(from, event)).toEqual({ allowed: true, to });
  });

  it('refuses every pair not in the table', () => {
    const events: SubscriptionEvent[] = ['cancel', 'expire', 'suspend', 'reactivate', 'update', 'delete'];
    for (const from of Object.values(S)) {
      for (const event of events) {
        const listed = allowed.some(([f, e]) => f === from && e === event);
        expect(subscriptionTransition(from, event).allowed, `${from} ${event}`).toBe(listed);
      }
    }
  });

  it('names the current status and the one the event needs or leads to when it refuses', () => {
    expect(subscriptionTransition(S.Cancelled, 'update')).toEqual({
      allowed: false,
      message:
        'Cannot update a Cancelled subscription: only an Active or Suspended (non-payment) subscription can be updated',
    });
    expect(subscriptionTransition(S.Expired, 'cancel')).toEqual({
      allowed: false,
      message:
        'Cannot cancel an Expired subscription: only an Active or Suspended (non-payment) subscription can become Cancelled',
    });
    expect(subscriptionTransition(S.Active, 'delete')).toMatchObject({
      allowed: false,
      message: expect.stringContaining('Active'),
    });
  });
});

describe('billingPeriodOf (periods follow the plan interval from the start)', () => {
  it('answers the monthly period containing the day', () => {
    expect(billingPeriodOf('2026-01-15', 'month', '2026-03-20')).toEqual({
      start: '2026-03-15',
      end: '2026-04-14',
    });
    expect(billingPeriodOf('2026-01-15', 'month', '2026-03-14')).toEqual({
      start: '2026-02-15',
      end: '2026-03-14',
    });
    expect(billingPeriodOf('2026-01-15', 'month', '2026-01-15')).toEqual({
      start: '2026-01-15',
      end: '2026-02-14',
    });
  });
  it('keeps a start on the 31st anchored to the month end, counted from the start', () => {
    expect(billingPeriodOf('2026-01-31', 'month', '2026-02-28')).toEqual({
      start: '2026-02-28',
      end: '2026-03-30',
    });
    expect(billingPeriodOf('2026-01-31', 'month', '2026-03-31')).toEqual({
      start: '2026-03-31',
      end: '2026-04-29',
    });
  });
  it('answers yearly periods, a day before the start being in the first', () => {
    expect(billingPeriodOf('2024-02-29', 'year', '2025-03-01')).toEqual({
      start: '2025-02-28',
      end: '2026-02-27',
    });
    expect(billingPeriodOf('2026-05-01', 'year', '2026-04-01')).toEqual({
      start: '2026-05-01',
      end: '2027-04-30',
    });
  });
});
