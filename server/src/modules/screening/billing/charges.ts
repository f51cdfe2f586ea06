import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { invoiceTransition, type InvoiceStatus } from '@console/contract/screening/invoice-status';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { recordChanges, type Actor } from '../../../audit/record.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { screeningCards, screeningInvoiceLines, screeningInvoices } from './tables.ts';
import { screeningSubscriptions } from '../tables.ts';
import type { ChargeResult, PaymentGateway } from '../../../payments/index.ts';
import { reactivateSubscriptions, suspendSubscriptions } from '../billing.ts';
import { runActor } from './actor.ts';

/*
 * Charging invoices (billing-model.md): the first attempt right after finalize, then retries with
 * backoff. After the last failed retry the invoice is uncollectible and the subscriptions it bills
 * are suspended for non-payment; a later successful payment (staff's Pay, with a new card, say)
 * reactivates them.
 *
 * Each attempt is claimed in a transaction of its own (its count raised, the next attempt pushed an
 * hour out as a lease), then charged outside any transaction (a gateway call must not hold locks),
 * then its outcome is written. A process that dies between the two leaves the invoice to be tried
 * again an hour later, as a new attempt.
 */

/** Days from one failed attempt to the next: attempts at finalize, then 1, 3 and 7 days after it. */
export const RETRY_DELAY_DAYS = [1, 2, 4] as const;
export const MAX_PAYMENT_ATTEMPTS = RETRY_DELAY_DAYS.length + 1;
const LEASE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const NO_DEFAULT_CARD = 'The account has no default card';

/** Invoices charged a batch: one claim, then one write of their outcomes. */
export const CHARGE_BATCH = 500;

interface Claimed {
  id: number;
  companyId: number;
  accountId: number;
  number: string | null;
  totalCents: number;
  attemptCount: number;
  status: InvoiceStatus;
}

const claimedColumns = {
  id: screeningInvoices.id,
  companyId: screeningInvoices.companyId,
  accountId: screeningInvoices.accountId,
  number: screeningInvoices.number,
  totalCents: screeningInvoices.totalCents,
  attemptCount: screeningInvoices.attemptCount,
  status: screeningInvoices.status,
};

/** Marks invoices as being charged (in the caller's transaction, their rows locked): one more attempt, a lease. */
async function claim(tx: Queryable, ids: readonly number[], now: Date, lease: boolean): Promise<Claimed[]> {
  if (!ids.length) return [];
  return tx
    .update(screeningInvoices)
    .set({
      attemptCount: sql`${screeningInvoices.attemptCount} + 1`,
      ...(lease ? { nextPaymentAttemptAt: new Date(now.getTime() + LEASE_MS) } : {}),
      updatedAt: now,
    })
    .where(inArray(screeningInvoices.id, [...ids]))
    .returning(claimedColumns);
}

/** Charges each claimed invoice to its account's default card, with a key per invoice and attempt. */
async function chargeAll(db: Queryable, gateway: PaymentGateway, claimed: readonly Claimed[]) {
  const cards = claimed.length
    ? await db
        .select({ accountId: screeningCards.accountId, paymentMethod: screeningCards.paymentMethod })
        .from(screeningCards)
        .where(
          and(
            inArray(screeningCards.accountId, [...new Set(claimed.map((c) => c.accountId))]),
            eq(screeningCards.isDefault, true),
          ),
        )
    : [];
  const cardOf = new Map(cards.map((card) => [card.accountId, card.paymentMethod]));
  const outcomes: { invoice: Claimed; result: ChargeResult }[] = [];
  for (const invoice of claimed) {
    const paymentMethod = cardOf.get(invoice.accountId);
    const result: ChargeResult = paymentMethod
      ? await gateway.charge({
          paymentMethod,
          amountCents: invoice.totalCents,
          idempotencyKey: `screening-invoice-${invoice.id}-attempt-${invoice.attemptCount}`,
          description: `Invoice ${invoice.number ?? invoice.id}`,
        })
      : { ok: false, code: 'card_declined', message: NO_DEFAULT_CARD };
    outcomes.push({ invoice, result });
  }
  return outcomes;
}

/**
 * Suspends or reactivates the subscriptions the invoices bill, through the subscriptions' service
 * (../billing.ts): only those the event applies to (an Active one suspended, a Suspended one
 * reactivated; a cancelled one stays as it is). Answers their ids.
 */
async function moveSubscriptions(
  tx: Queryable,
  actorOf: (companyId: number) => Actor,
  invoices: readonly Claimed[],
  event: 'suspend' | 'reactivate',
  now: Date,
): Promise<number[]> {
  if (!invoices.length) return [];
  const from = event === 'suspend' ? SubscriptionStatus.Active : SubscriptionStatus.Suspended;
  const billed = await tx
    .selectDistinct({ id: screeningSubscriptions.id, companyId: screeningSubscriptions.companyId })
    .from(screeningInvoiceLines)
    .innerJoin(screeningSubscriptions, eq(screeningSubscriptions.id, screeningInvoiceLines.subscriptionId))
    .where(
      and(
        inArray(
          screeningInvoiceLines.invoiceId,
          invoices.map((i) => i.id),
        ),
        eq(screeningSubscriptions.subscriptionStatusId, from),
      ),
    );
  const move = event === 'suspend' ? suspendSubscriptions : reactivateSubscriptions;
  for (const companyId of new Set(billed.map((s) => s.companyId))) {
    const ids = billed.filter((s) => s.companyId === companyId).map((s) => s.id);
    await move(tx, actorOf(companyId), ids, now);
  }
  return billed.map((s) => s.id);
}

type Outcome = { invoice: Claimed; result: ChargeResult };

/**
 * Writes what the charges did. Paid: the invoice paid, what it suspended reactivated. Failed by a
 * retry (`automatic`): the next attempt scheduled, or after the last the invoice uncollectible and
 * its subscriptions suspended. Failed by staff's Pay: only the error noted; the schedule stands.
 */
async function recordOutcomes(
  tx: Queryable,
  outcomes: readonly Outcome[],
  now: Date,
  { automatic, actor }: { automatic: boolean; actor?: Actor },
): Promise<void> {
  const at = now.toISOString();
  const actorOf = (companyId: number) => actor ?? runActor(companyId);
  const audit: {
    action: 'screeningInvoice.pay' | 'screeningInvoice.paymentFailed' | 'screeningInvoice.uncollectible';
    invoice: Claimed;
    changes: Record<string, { from?: unknown; to?: unknown }>;
  }[] = [];

  const paid = outcomes.filter((o) => o.result.ok);
  if (paid.length) {
    const rows = paid.map((o) => ({ id: o.invoice.id, charge_id: o.result.ok ? o.result.chargeId : null }));
    await tx.execute(sql`
      update ${screeningInvoices} i set status = 'paid', amount_paid_cents = i.total_cents, paid_at = ${at}::timestamptz,
        charge_id = v.charge_id, next_payment_attempt_at = null, last_payment_error = null, updated_at = ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, charge_id text)
      where i.id = v.id`);
    const reactivated = await moveSubscriptions(
      tx,
      actorOf,
      paid.map((o) => o.invoice),
      'reactivate',
      now,
    );
    for (const o of paid) {
      audit.push({
        action: 'screeningInvoice.pay',
        invoice: o.invoice,
        changes: {
          status: { from: o.invoice.status, to: 'paid' },
          ...(reactivated.length ? { reactivatedSubscriptions: { to: reactivated } } : {}),
        },
      });
    }
  }

  const failed = outcomes.filter((o) => !o.result.ok);
  const lastTry = automatic ? failed.filter((o) => o.invoice.attemptCount >= MAX_PAYMENT_ATTEMPTS) : [];
  const retried = failed.filter((o) => !lastTry.includes(o));
  if (failed.length) {
    const rows = failed.map((o) => {
      const delay = RETRY_DELAY_DAYS[o.invoice.attemptCount - 1];
      return {
        id: o.invoice.id,
        error: o.result.ok ? null : o.result.message,
        uncollectible: lastTry.includes(o),
        // Staff's failed Pay leaves the retry schedule as it was.
        keep: !automatic,
        next: delay === undefined ? null : new Date(now.getTime() + delay * DAY_MS).toISOString(),
      };
    });
    await tx.execute(sql`
      update ${screeningInvoices} i set
        last_payment_error = v.error,
        status = case when v.uncollectible then 'uncollectible' else i.status end,
        marked_uncollectible_at = case when v.uncollectible then ${at}::timestamptz else i.marked_uncollectible_at end,
        next_payment_attempt_at = case
          when v.keep then i.next_payment_attempt_at when v.uncollectible then null else v.next::timestamptz end,
        updated_at = ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(id int, error text, uncollectible boolean, keep boolean, next text)
      where i.id = v.id`);
  }
  const suspended = await moveSubscriptions(
    tx,
    actorOf,
    lastTry.map((o) => o.invoice),
    'suspend',
    now,
  );
  for (const o of lastTry) {
    audit.push({
      action: 'screeningInvoice.uncollectible',
      invoice: o.invoice,
      changes: { status: { from: 'open', to: 'uncollectible' }, suspendedSubscriptions: { to: suspended } },
    });
  }
  for (const o of retried) {
    audit.push({
      action: 'screeningInvoice.paymentFailed',
      invoice: o.invoice,
      changes: {
        attemptCount: { to: o.invoice.attemptCount },
        error: { to: o.result.ok ? null : o.result.message },
      },
    });
  }
  const byCompany = new Map<number, typeof audit>();
  for (const entry of audit)
    byCompany.set(entry.invoice.companyId, [...(byCompany.get(entry.invoice.companyId) ?? []), entry]);
  for (const [companyId, entries] of byCompany) {
    await recordChanges(
      tx,
      actorOf(companyId),
      entries.map((e) => ({ action: e.action, entityId: e.invoice.id, changes: e.changes })),
    );
  }
}

/**
 * Charges the open invoices whose attempt is due (the first right after finalize, then the
 * retries), batch after batch; answers how many were paid and how many failed. Instances running it
 * at once take different invoices (SKIP LOCKED).
 */
export async function chargeDueInvoices(db: Db, gateway: PaymentGateway, now: Date) {
  let paid = 0;
  let failed = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: screeningInvoices.id })
        .from(screeningInvoices)
        .where(and(eq(screeningInvoices.status, 'open'), lte(screeningInvoices.nextPaymentAttemptAt, now)))
        .orderBy(asc(screeningInvoices.nextPaymentAttemptAt))
        .limit(CHARGE_BATCH)
        .for('update', { skipLocked: true });
      return claim(
        tx,
        due.map((d) => d.id),
        now,
        true,
      );
    });
    if (!claimed.length) return { paid, failed };
    const outcomes = await chargeAll(db, gateway, claimed);
    await db.transaction((tx) => recordOutcomes(tx, outcomes, now, { automatic: true }));
    paid += outcomes.filter((o) => o.result.ok).length;
    failed += outcomes.filter((o) => !o.result.ok).length;
  }
}

/**
 * Staff's Pay: one charge now to the default card, for an open or uncollectible invoice (else 409 by
 * the status rule). Answers the charge's result; the invoice is paid when it succeeded.
 */
export async function chargeNow(
  db: Db,
  gateway: PaymentGateway,
  actor: Actor,
  invoiceId: number,
  refuse: (message: string) => Error,
  now = new Date(),
): Promise<ChargeResult> {
  const [claimed] = await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ status: screeningInvoices.status })
      .from(screeningInvoices)
      .where(eq(screeningInvoices.id, invoiceId))
      .for('update');
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    const transition = invoiceTransition(invoice.status, 'pay');
    if (!transition.allowed) throw refuse(transition.message);
    return claim(tx, [invoiceId], now, false);
  });
  if (!claimed) throw new Error(`no invoice ${invoiceId}`);
  const outcomes = await chargeAll(db, gateway, [claimed]);
  await db.transaction((tx) => recordOutcomes(tx, outcomes, now, { automatic: false, actor }));
  return (outcomes[0] as Outcome).result;
}
