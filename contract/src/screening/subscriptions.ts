/*
 * A screening subscription's lifecycle (billing model: Stripe's subscriptions; product-families §3
 * "Subscription: quantity, expirationDate, subscriptionStatusId", §4 "added, updated, cancelled,
 * deleted"). Plain data and pure functions: the server enforces the rule, the web reads it to offer
 * only the actions that can succeed.
 */

/** The statuses, by the ids the API carries as subscriptionStatusId (fixed: they are stored). */
export const SubscriptionStatus = { Active: 1, Cancelled: 2, Expired: 3, Suspended: 4 } as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = Object.values(SubscriptionStatus);

/** What staff read for each status. */
export const SUBSCRIPTION_STATUS_NAMES: Record<SubscriptionStatus, string> = {
  [SubscriptionStatus.Active]: 'Active',
  [SubscriptionStatus.Cancelled]: 'Cancelled',
  [SubscriptionStatus.Expired]: 'Expired',
  [SubscriptionStatus.Suspended]: 'Suspended (non-payment)',
};

/**
 * What may happen to a subscription. `cancel`, `update` and `delete` are staff's calls; `expire` is
 * the expiration date passing, `suspend` an invoice that could not be paid, `reactivate` that
 * invoice paid (the billing run's).
 */
export type SubscriptionEvent = 'cancel' | 'expire' | 'suspend' | 'reactivate' | 'update' | 'delete';

/**
 * THE rule: for each event, the statuses it may start from and the status it leads to (null: the
 * subscription is gone). Anything not written here is refused (409).
 *
 * | event      | from                | to        |
 * |------------|---------------------|-----------|
 * | cancel     | Active, Suspended   | Cancelled |
 * | expire     | Active              | Expired   |
 * | suspend    | Active              | Suspended |
 * | reactivate | Suspended           | Active    |
 * | update     | Active, Suspended   | unchanged (quantity and expirationDate only) |
 * | delete     | Cancelled, Expired  | (deleted) |
 */
const TRANSITIONS: Record<
  SubscriptionEvent,
  { from: readonly SubscriptionStatus[]; to: SubscriptionStatus | 'same' | null; verb: string }
> = {
  cancel: {
    from: [SubscriptionStatus.Active, SubscriptionStatus.Suspended],
    to: SubscriptionStatus.Cancelled,
    verb: 'cancel',
  },
  expire: { from: [SubscriptionStatus.Active], to: SubscriptionStatus.Expired, verb: 'expire' },
  suspend: { from: [SubscriptionStatus.Active], to: SubscriptionStatus.Suspended, verb: 'suspend' },
  reactivate: { from: [SubscriptionStatus.Suspended], to: SubscriptionStatus.Active, verb: 'reactivate' },
  update: { from: [SubscriptionStatus.Active, SubscriptionStatus.Suspended], to: 'same', verb: 'update' },
  delete: { from: [SubscriptionStatus.Cancelled, SubscriptionStatus.Expired], to: null, verb: 'delete' },
};

export type TransitionOutcome =
  { allowed: true; to: SubscriptionStatus | null } | { allowed: false; message: string };

const names = (statuses: readonly SubscriptionStatus[]) =>
  statuses.map((s) => SUBSCRIPTION_STATUS_NAMES[s]).join(' or ');
const withArticle = (words: string) => `${/^[AEIOU]/.test(words) ? 'an' : 'a'} ${words}`;

/**
 * What an event does to a subscription in status `from`: the status it leads to (null when the
 * subscription is deleted), or why it is refused, naming the status it is in and the one the event
 * needs or leads to.
 */
export function subscriptionTransition(
  from: SubscriptionStatus,
  event: SubscriptionEvent,
): TransitionOutcome {
  const rule = TRANSITIONS[event];
  if (rule.from.includes(from)) return { allowed: true, to: rule.to === 'same' ? from : rule.to };
  const current = SUBSCRIPTION_STATUS_NAMES[from];
  const target =
    rule.to === null || rule.to === 'same'
      ? `only ${withArticle(names(rule.from))} subscription can be ${rule.verb}d`
      : `only ${withArticle(names(rule.from))} subscription can become ${SUBSCRIPTION_STATUS_NAMES[rule.to]}`;
  return { allowed: false, message: `Cannot ${rule.verb} ${withArticle(current)} subscription: ${target}` };
}

/** Whether the event is allowed from the status (the web offers only these actions). */
export const canTransition = (from: SubscriptionStatus, event: SubscriptionEvent): boolean =>
  subscriptionTransition(from, event).allowed;

// ---------------------------------------------------------------------------------------------
// Billing periods
// ---------------------------------------------------------------------------------------------

/** A plan's billing interval (console-core §2 Terms: monthly or yearly). */
export const PlanInterval = { Month: 'month', Year: 'year' } as const;
export type PlanInterval = (typeof PlanInterval)[keyof typeof PlanInterval];
export const PLAN_INTERVALS: readonly PlanInterval[] = Object.values(PlanInterval);

/** A billing period: its first and last UTC days (YYYY-MM-DD), both included. */
export interface BillingPeriod {
  start: string;
  end: string;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The `n`th interval after `start` (a UTC day). A start on the 31st lands on the month's last day
 * when the month is shorter (Jan 31 + 1 month = Feb 28 or 29), as Stripe's billing anchors do; it is
 * always counted from the subscription's start, so March is back on the 31st.
 */
function addIntervals(start: string, interval: PlanInterval, n: number): Date {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const months = (interval === PlanInterval.Year ? 12 : 1) * n;
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

/**
 * The billing period of a subscription started on `startedOn` that contains `day` (both UTC days):
 * periods follow the plan's interval from the start. A day before the start is in the first period.
 */
export function billingPeriodOf(startedOn: string, interval: PlanInterval, day: string): BillingPeriod {
  const [sy, sm] = startedOn.split('-').map(Number) as [number, number];
  const [dy, dm] = day.split('-').map(Number) as [number, number];
  const months = (dy - sy) * 12 + (dm - sm);
  let n = Math.max(0, interval === PlanInterval.Year ? Math.floor(months / 12) : months);
  // The estimate is at most one interval late (the day of the month decides).
  if (dayOf(addIntervals(startedOn, interval, n)) > day && n > 0) n -= 1;
  const next = addIntervals(startedOn, interval, n + 1);
  next.setUTCDate(next.getUTCDate() - 1);
  return { start: dayOf(addIntervals(startedOn, interval, n)), end: dayOf(next) };
}
