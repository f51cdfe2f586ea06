import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  billingPeriodOf,
  SubscriptionStatus,
  type BillingPeriod,
  type PlanInterval,
} from '@console/contract/screening/subscriptions';
import type { Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';

import { screeningPlans, screeningServices, screeningSubscriptions } from './tables.ts';
import { utcDay } from '../../lib/days.ts';

import { screeningProductIds } from './scope.ts';
import { applyEvent, subscriptionPlanColumns } from './subscriptions.ts';
import { overageOf, usageBetween } from './usage.ts';

/**
 * What the invoice run (the billing part of issue 14) reads and does here, so it never touches the
 * subscription tables itself: the billable subscriptions of accounts for a period with their usage,
 * and the suspension and reactivation the billing model ties to unpaid and paid invoices. Each takes
 * the caller's transaction.
 */

const s = screeningSubscriptions;

export interface BillableSubscription {
  subscriptionId: number;
  accountId: number;
  serviceId: number;
  serviceName: string;
  planId: number;
  planName: string;
  interval: PlanInterval;
  status: SubscriptionStatus;
  /** Requests included in the period. */
  quantity: number;
  unitPriceCents: number;
  overageUnitCents: number;
  /** The days of the period the subscription ran, both included (within the period asked for). */
  from: string;
  to: string;
  /** Requests of the service from `from` to `to`, and those beyond the quantity. */
  usage: number;
  overage: number;
}

/** The last day a subscription ran: its cancellation day, its expiration date, or none yet. */
const lastDayRun = sql<string>`case
  when ${s.subscriptionStatusId} = ${SubscriptionStatus.Cancelled} then (${s.cancelledAt} at time zone 'UTC')::date
  when ${s.subscriptionStatusId} = ${SubscriptionStatus.Expired} then ${s.expirationDate}
  else ${s.expirationDate} end`;

/**
 * The accounts' subscriptions that ran during the period (UTC days, both included): started by its
 * end, and not ended (cancelled, expired) before its start; each with the days it ran within the
 * period and its usage on those days. Suspended subscriptions are billable (their invoice is what is
 * unpaid). Ordered by account and subscription.
 */
export async function billableSubscriptions(
  db: Queryable,
  companyId: number,
  accountIds: readonly number[],
  period: BillingPeriod,
): Promise<BillableSubscription[]> {
  if (!accountIds.length) return [];
  const productIds = await screeningProductIds(db, companyId);
  const from = sql`greatest(${s.startedOn}, ${period.start}::date)`;
  const to = sql`least(${lastDayRun}, ${period.end}::date)`;
  const rows = await db
    .select({
      subscriptionId: s.id,
      ...subscriptionPlanColumns,
      status: s.subscriptionStatusId,
      quantity: s.quantity,
      from: sql<string>`${from}::text`,
      to: sql<string>`${to}::text`,
      usage: usageBetween(productIds, from, to),
    })
    .from(s)
    .innerJoin(screeningPlans, eq(screeningPlans.id, s.planId))
    .innerJoin(screeningServices, eq(screeningServices.id, s.serviceId))
    .where(
      and(
        eq(s.companyId, companyId),
        inArray(s.accountId, [...accountIds]),
        lte(s.startedOn, period.end),
        sql`${lastDayRun} >= ${period.start}::date`,
      ),
    )
    .orderBy(asc(s.accountId), asc(s.id));
  return rows.map((row) => ({ ...row, overage: overageOf(row.usage, row.quantity) }));
}

/** Locks the subscriptions and applies the event to each (the rule refuses a wrong status: 409). */
async function applyToAll(
  tx: Queryable,
  actor: Actor,
  subscriptionIds: readonly number[],
  event: 'suspend' | 'reactivate',
  now: Date,
): Promise<void> {
  if (!subscriptionIds.length) return;
  const rows = await tx
    .select()
    .from(s)
    .where(inArray(s.id, [...subscriptionIds]))
    .orderBy(asc(s.id))
    .for('update');
  for (const row of rows) await applyEvent(tx, actor, row, event, now);
}

/** An invoice could not be paid: its Active subscriptions become Suspended (the product API refuses them). */
export const suspendSubscriptions = (tx: Queryable, actor: Actor, ids: readonly number[], now = new Date()) =>
  applyToAll(tx, actor, ids, 'suspend', now);

/** The invoice is paid: its Suspended subscriptions are Active again. */
export const reactivateSubscriptions = (
  tx: Queryable,
  actor: Actor,
  ids: readonly number[],
  now = new Date(),
) => applyToAll(tx, actor, ids, 'reactivate', now);

/** Who the sweep records as making its changes. */
const SWEEP_ACTOR: Actor = { id: null, name: 'Subscription sweep', companyId: null };

/** Rows the sweep changes per transaction. */
export const SWEEP_BATCH = 500;

/**
 * Time alone changes subscriptions: an Active one whose expiration date has passed becomes Expired
 * (through the rule, audited), and a live one whose period has ended moves on to the period
 * containing today. One batch per call; answers how many rows it changed.
 */
export async function sweepSubscriptions(db: Db, now = new Date()): Promise<number> {
  const today = utcDay(now);
  return db.transaction(async (tx) => {
    const expiring = await tx
      .select()
      .from(s)
      .where(and(eq(s.subscriptionStatusId, SubscriptionStatus.Active), lt(s.expirationDate, today)))
      .orderBy(asc(s.id))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    for (const row of expiring) {
      await applyEvent(tx, { ...SWEEP_ACTOR, companyId: row.companyId }, row, 'expire', now);
    }
    const ended = await tx
      .select({ id: s.id, startedOn: s.startedOn, interval: screeningPlans.interval })
      .from(s)
      .innerJoin(screeningPlans, eq(screeningPlans.id, s.planId))
      .where(
        and(
          or(
            eq(s.subscriptionStatusId, SubscriptionStatus.Active),
            eq(s.subscriptionStatusId, SubscriptionStatus.Suspended),
          ),
          lt(s.currentPeriodEnd, today),
        ),
      )
      .orderBy(asc(s.id))
      .limit(SWEEP_BATCH)
      .for('update', { of: s, skipLocked: true });
    for (const row of ended) {
      const period = billingPeriodOf(row.startedOn, row.interval, today);
      await tx
        .update(s)
        .set({ currentPeriodStart: period.start, currentPeriodEnd: period.end })
        .where(eq(s.id, row.id));
    }
    return expiring.length + ended.length;
  });
}
