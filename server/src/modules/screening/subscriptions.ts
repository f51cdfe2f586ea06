import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Subscription, SubscriptionCreate, SubscriptionUpdate } from '@console/contract/screening/api';
import {
  billingPeriodOf,
  SUBSCRIPTION_STATUS_NAMES,
  SubscriptionStatus,
  subscriptionTransition,
  type SubscriptionEvent,
} from '@console/contract/screening/subscriptions';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { screeningPlans, screeningServices, screeningSubscriptions } from './tables.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { utcDay } from '../../lib/days.ts';
import { isServiceEnabled } from './catalogue.ts';
import { findScreeningAccount, screeningProductIds } from './scope.ts';
import { currentPeriodUsage, overageOf } from './usage.ts';

/**
 * Subscriptions (billing model; product-families §4: added, updated, cancelled, deleted). Every
 * change of status goes through the contract's one rule (subscriptionTransition): a refused one is
 * a 409 naming both states. The row is locked for the change, so two staff cancelling and updating
 * at once cannot both pass the rule on the same old status.
 */

export type SubscriptionRow = typeof screeningSubscriptions.$inferSelect;
type Row = SubscriptionRow;
type AuditedAction = `screeningSubscription.${SubscriptionEvent | 'add'}`;

const s = screeningSubscriptions;

/**
 * A subscription's account, service and plan with its prices, read with the subscription joined to
 * its plan and service: what the subscriptions list and the invoice run both need.
 */
export const subscriptionPlanColumns = {
  accountId: s.accountId,
  serviceId: s.serviceId,
  serviceName: screeningServices.name,
  planId: s.planId,
  planName: screeningPlans.name,
  interval: screeningPlans.interval,
  unitPriceCents: screeningPlans.unitPriceCents,
  overageUnitCents: screeningPlans.overageUnitCents,
};

/** A subscription with its plan and service, and its current period's usage. */
function selectSubscriptions(db: Queryable, productIds: readonly number[]) {
  return db
    .select({
      id: s.id,
      ...subscriptionPlanColumns,
      quantity: s.quantity,
      expirationDate: s.expirationDate,
      subscriptionStatusId: s.subscriptionStatusId,
      startedOn: s.startedOn,
      currentPeriodStart: s.currentPeriodStart,
      currentPeriodEnd: s.currentPeriodEnd,
      usage: currentPeriodUsage(productIds),
      cancelledAt: s.cancelledAt,
    })
    .from(s)
    .innerJoin(screeningPlans, eq(screeningPlans.id, s.planId))
    .innerJoin(screeningServices, eq(screeningServices.id, s.serviceId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['execute']>>[number];

const toSubscription = (row: Selected): Subscription => ({
  ...row,
  overage: overageOf(row.usage, row.quantity),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

async function readSubscriptions(
  db: Queryable,
  tenant: Tenant,
  where: SQL | undefined,
): Promise<Subscription[]> {
  const productIds = await screeningProductIds(db, tenant.companyId);
  const rows = await selectSubscriptions(db, productIds)
    .where(and(eq(s.companyId, tenant.companyId), where))
    .orderBy(desc(s.id));
  return rows.map(toSubscription);
}

/** Accounts/{id}/subscriptions: newest first. */
export async function accountSubscriptions(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<Subscription[]> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  return readSubscriptions(db, tenant, eq(s.accountId, account.id));
}

/**
 * The tenant's subscription: its account must be one of the tenant's screening accounts (so a
 * test-mode account's subscription is not a live tenant's), and, when named, the account the path names.
 */
async function findSubscriptionRow(
  db: Queryable,
  tenant: Tenant,
  subscriptionId: number,
  options: { accountId?: number; lock?: boolean } = {},
): Promise<Row> {
  const query = db
    .select()
    .from(s)
    .where(
      and(
        eq(s.id, subscriptionId),
        eq(s.companyId, tenant.companyId),
        options.accountId === undefined ? undefined : eq(s.accountId, options.accountId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('The subscription');
  await findScreeningAccount(db, tenant, row.accountId).catch(() => {
    throw notFound('The subscription');
  });
  return row;
}

/** Subscriptions/{id}: one subscription with its usage. */
export async function getSubscription(
  db: Queryable,
  tenant: Tenant,
  subscriptionId: number,
): Promise<Subscription> {
  await findSubscriptionRow(db, tenant, subscriptionId);
  const [found] = await readSubscriptions(db, tenant, eq(s.id, subscriptionId));
  if (!found) throw notFound('The subscription');
  return found;
}

/** What an event leads to, or the 409 naming both states. */
function transition(row: Pick<Row, 'subscriptionStatusId'>, event: SubscriptionEvent) {
  const outcome = subscriptionTransition(row.subscriptionStatusId, event);
  if (!outcome.allowed) throw conflict(outcome.message);
  return outcome.to;
}

const audited = (row: Row) => ({
  planId: row.planId,
  quantity: row.quantity,
  expirationDate: row.expirationDate,
  status: SUBSCRIPTION_STATUS_NAMES[row.subscriptionStatusId],
});

function refusePastExpiration(expirationDate: string, now: Date): void {
  if (expirationDate < utcDay(now)) {
    throw validationError({ expirationDate: ['Expiration Date cannot be in the past'] });
  }
}

/**
 * POST Subscriptions/{id}/add: the account ({id}) subscribes to a plan from today. The plan must be
 * the company's and active, its service enabled for the account, and the account may hold one live
 * (Active or Suspended) subscription per service: a second is a 409 (update or cancel the first).
 */
export async function addSubscription(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: SubscriptionCreate,
  now = new Date(),
): Promise<Subscription> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  refusePastExpiration(input.expirationDate, now);
  const [plan] = await db
    .select({ plan: screeningPlans, serviceName: screeningServices.name })
    .from(screeningPlans)
    .innerJoin(screeningServices, eq(screeningServices.id, screeningPlans.serviceId))
    .where(and(eq(screeningPlans.id, input.planId), eq(screeningPlans.companyId, tenant.companyId)));
  if (!plan || !plan.plan.active) throw validationError({ planId: ['The plan was not found'] });
  if (!(await isServiceEnabled(db, account.id, plan.plan.serviceId))) {
    throw validationError({ planId: [`${plan.serviceName} is not enabled for this account`] });
  }
  const today = utcDay(now);
  const period = billingPeriodOf(today, plan.plan.interval, today);
  const id = await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: s.id, status: s.subscriptionStatusId })
      .from(s)
      .where(
        and(
          eq(s.accountId, account.id),
          eq(s.serviceId, plan.plan.serviceId),
          inArray(s.subscriptionStatusId, [SubscriptionStatus.Active, SubscriptionStatus.Suspended]),
        ),
      );
    if (live) {
      throw conflict(
        `The account already has a subscription to ${plan.serviceName} that is ${SUBSCRIPTION_STATUS_NAMES[live.status]}: update or cancel it first`,
      );
    }
    const [row] = await tx
      .insert(s)
      .values({
        companyId: tenant.companyId,
        accountId: account.id,
        serviceId: plan.plan.serviceId,
        planId: plan.plan.id,
        quantity: input.quantity,
        expirationDate: input.expirationDate,
        subscriptionStatusId: SubscriptionStatus.Active,
        startedOn: today,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
      })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    await recordChange(tx, actor, {
      action: 'screeningSubscription.add',
      entityId: row.id,
      changes: { accountId: { to: account.id }, ...diff(null, audited(row)) },
    });
    return row.id;
  });
  return getSubscription(db, tenant, id);
}

/**
 * Applies an event to a subscription in a transaction of the caller's: locks the row, asks the rule,
 * writes the new status (or deletes the row) and records it.
 */
export async function applyEvent(
  tx: Queryable,
  actor: Actor,
  row: Row,
  event: Exclude<SubscriptionEvent, 'update'>,
  now = new Date(),
): Promise<void> {
  const to = transition(row, event);
  const action: AuditedAction = `screeningSubscription.${event}`;
  if (to === null) {
    await tx.delete(s).where(eq(s.id, row.id));
    await recordChange(tx, actor, { action, entityId: row.id, changes: diff(audited(row), null) });
    return;
  }
  const [after] = await tx
    .update(s)
    .set({
      subscriptionStatusId: to,
      updatedAt: now,
      ...(to === SubscriptionStatus.Cancelled ? { cancelledAt: now } : {}),
    })
    .where(eq(s.id, row.id))
    .returning();
  if (!after) throw notFound('The subscription');
  await recordChange(tx, actor, { action, entityId: row.id, changes: diff(audited(row), audited(after)) });
}

/**
 * Accounts/{id}/subscriptions/{subId}/cancel and …/delete: staff's events on one subscription;
 * `refuse` may refuse it on the locked row (billing refuses to delete days still to be billed).
 */
export async function changeSubscriptionStatus(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  subscriptionId: number,
  event: 'cancel' | 'delete',
  refuse?: (tx: Queryable, row: Row) => Promise<void>,
): Promise<void> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  await db.transaction(async (tx) => {
    const row = await findSubscriptionRow(tx, tenant, subscriptionId, { accountId: account.id, lock: true });
    await refuse?.(tx, row);
    await applyEvent(tx, actor, row, event);
  });
}

/** POST Subscriptions/{id}/update: quantity and expiration date, while Active or Suspended. */
export async function updateSubscription(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  subscriptionId: number,
  input: SubscriptionUpdate,
  now = new Date(),
): Promise<Subscription> {
  await db.transaction(async (tx) => {
    const row = await findSubscriptionRow(tx, tenant, subscriptionId, { lock: true });
    transition(row, 'update');
    refusePastExpiration(input.expirationDate, now);
    const [after] = await tx
      .update(s)
      .set({ quantity: input.quantity, expirationDate: input.expirationDate, updatedAt: now })
      .where(eq(s.id, row.id))
      .returning();
    if (!after) throw notFound('The subscription');
    await recordChangeIfAny(tx, actor, {
      action: 'screeningSubscription.update',
      entityId: row.id,
      changes: diff(audited(row), audited(after)),
    });
  });
  return getSubscription(db, tenant, subscriptionId);
}
