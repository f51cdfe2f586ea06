import { and, asc, eq, gt, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { BillingPeriod } from '@console/contract/screening/subscriptions';
import type { Db, Queryable } from '../../../db/client.ts';
import { customerAccounts } from '../../../db/schema.ts';
import { screeningInvoiceLines, screeningInvoices } from './tables.ts';
import { screeningSubscriptions } from '../tables.ts';
import { billableSubscriptions, type BillableSubscription } from '../billing.ts';
import { monthBounds, periodEndingIn } from './periods.ts';

/*
 * The first step of the invoice run: for a billing month (UTC), one draft invoice per account with
 * its lines, from the subscriptions that ran in the month and their usage (../billing.ts, the
 * subscriptions' side). Accounts are taken company by company in batches, each batch one
 * transaction; an account that already has the month's invoice is left as it is, so the step can
 * run again and a second run of the month makes no second invoice.
 *
 * Decisions where the spec is silent:
 * - A monthly plan is billed each month it ran, in full (no proration for a subscription that
 *   started or ended within the month, as Stripe without proration), with the month's overage.
 * - A yearly plan is billed once, in the month its billing year ends, for that year: its quantity
 *   and the overage over the whole year (its quantity is the requests included per year).
 * - Billing is in arrears: the run for October is made after October ends, when its usage is known.
 */

export interface DraftLine {
  kind: 'subscription' | 'overage';
  subscriptionId: number;
  description: string;
  periodStart: string;
  periodEnd: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
}

/** Whole cents, refused when a product would leave the integers a column holds. */
function times(quantity: number, unitCents: number): number {
  const amount = quantity * unitCents;
  if (!Number.isSafeInteger(amount) || amount > 2_147_483_647) {
    throw new Error(`An invoice line of ${quantity} × ${unitCents} cents is too large`);
  }
  return amount;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The lines of one subscription's period: its included requests at the plan's unit price, and the
 * requests beyond them at the overage price (billing-model.md "Beyond the quantity").
 */
export function linesOf(billed: BillableSubscription, period: BillingPeriod): DraftLine[] {
  const span = { subscriptionId: billed.subscriptionId, periodStart: period.start, periodEnd: period.end };
  // Plans are usually named after their service ('Identity Check Monthly'): the service once is enough.
  const what = billed.planName.startsWith(billed.serviceName)
    ? billed.planName
    : `${billed.serviceName}, ${billed.planName}`;
  const lines: DraftLine[] = [
    {
      kind: 'subscription',
      ...span,
      description: `${what}: ${count(billed.quantity)} requests included`,
      quantity: billed.quantity,
      unitAmountCents: billed.unitPriceCents,
      amountCents: times(billed.quantity, billed.unitPriceCents),
    },
  ];
  if (billed.overage > 0) {
    lines.push({
      kind: 'overage',
      ...span,
      description: `${what}: ${count(billed.overage)} requests beyond the ${count(billed.quantity)} included`,
      quantity: billed.overage,
      unitAmountCents: billed.overageUnitCents,
      amountCents: times(billed.overage, billed.overageUnitCents),
    });
  }
  return lines;
}

/** A row value, for keyset comparisons of (company, account). */
const sqlPair = (a: SQLWrapper | number, b: SQLWrapper | number) => sql`(${a}, ${b})`;

/** Accounts a batch: each batch reads its subscriptions and usage in a few queries and writes in one transaction. */
export const DRAFT_BATCH_ACCOUNTS = 500;

interface AccountBatch {
  companyId: number;
  accounts: { id: number; isTest: boolean }[];
}

/** The next batch of accounts (by company, then id) with a subscription started by the month's end. */
async function nextBatch(
  db: Queryable,
  month: BillingPeriod,
  after: { companyId: number; accountId: number },
) {
  const rows = await db
    .selectDistinct({
      companyId: screeningSubscriptions.companyId,
      id: screeningSubscriptions.accountId,
      isTest: customerAccounts.isTest,
    })
    .from(screeningSubscriptions)
    .innerJoin(customerAccounts, eq(customerAccounts.id, screeningSubscriptions.accountId))
    .where(
      and(
        lte(screeningSubscriptions.startedOn, month.end),
        // Keyset: the same company after the last account, or a later company.
        gt(
          sqlPair(screeningSubscriptions.companyId, screeningSubscriptions.accountId),
          sqlPair(after.companyId, after.accountId),
        ),
      ),
    )
    .orderBy(asc(screeningSubscriptions.companyId), asc(screeningSubscriptions.accountId))
    .limit(DRAFT_BATCH_ACCOUNTS);
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return undefined;
  return {
    companyId,
    accounts: rows.filter((row) => row.companyId === companyId).map(({ id, isTest }) => ({ id, isTest })),
  } satisfies AccountBatch;
}

/** The lines each of a company's accounts is billed for the month. */
async function linesOfAccounts(
  db: Queryable,
  companyId: number,
  accountIds: readonly number[],
  month: string,
): Promise<Map<number, DraftLine[]>> {
  const bounds = monthBounds(month);
  const ran = await billableSubscriptions(db, companyId, accountIds, bounds);
  const lines = new Map<number, DraftLine[]>();
  const add = (accountId: number, more: DraftLine[]) =>
    lines.set(accountId, [...(lines.get(accountId) ?? []), ...more]);
  for (const billed of ran) {
    if (billed.interval === 'month') {
      add(billed.accountId, linesOf(billed, bounds));
      continue;
    }
    // A yearly plan: billed in the month its year ends, with the year's usage.
    const startedOn = await yearlyStart(db, billed.subscriptionId);
    const year = periodEndingIn(startedOn, billed.interval, month);
    if (!year) continue;
    const [yearly] = (await billableSubscriptions(db, companyId, [billed.accountId], year)).filter(
      (b) => b.subscriptionId === billed.subscriptionId,
    );
    if (yearly) add(billed.accountId, linesOf(yearly, year));
  }
  return lines;
}

async function yearlyStart(db: Queryable, subscriptionId: number): Promise<string> {
  const [row] = await db
    .select({ startedOn: screeningSubscriptions.startedOn })
    .from(screeningSubscriptions)
    .where(eq(screeningSubscriptions.id, subscriptionId));
  if (!row) throw new Error(`no subscription ${subscriptionId}`);
  return row.startedOn;
}

/** Writes one batch's drafts: an account that has the month's invoice already gets nothing new. */
async function writeDrafts(
  tx: Queryable,
  batch: AccountBatch,
  month: string,
  lines: Map<number, DraftLine[]>,
) {
  const bounds = monthBounds(month);
  const drafts = batch.accounts
    .filter((account) => lines.has(account.id))
    .map((account) => {
      const own = lines.get(account.id) ?? [];
      return { account, lines: own, total: own.reduce((sum, line) => sum + line.amountCents, 0) };
    });
  if (!drafts.length) return 0;
  const inserted = await tx
    .insert(screeningInvoices)
    .values(
      drafts.map(({ account, total }) => ({
        companyId: batch.companyId,
        accountId: account.id,
        isTest: account.isTest,
        period: month,
        periodStart: bounds.start,
        periodEnd: bounds.end,
        status: 'draft' as const,
        subtotalCents: total,
        totalCents: total,
      })),
    )
    .onConflictDoNothing({ target: [screeningInvoices.accountId, screeningInvoices.period] })
    .returning({ id: screeningInvoices.id, accountId: screeningInvoices.accountId });
  const invoiceOf = new Map(inserted.map((row) => [row.accountId, row.id]));
  const rows = drafts.flatMap(({ account, lines: own }) => {
    const invoiceId = invoiceOf.get(account.id);
    return invoiceId === undefined ? [] : own.map((line, position) => ({ ...line, invoiceId, position }));
  });
  for (let at = 0; at < rows.length; at += 1000) {
    await tx.insert(screeningInvoiceLines).values(rows.slice(at, at + 1000));
  }
  return inserted.length;
}

/** Makes the month's drafts, batch after batch; answers how many invoices it made. */
export async function makeDrafts(db: Db, month: string): Promise<number> {
  const bounds = monthBounds(month);
  let made = 0;
  let after = { companyId: 0, accountId: 0 };
  for (;;) {
    const batch = await nextBatch(db, bounds, after);
    if (!batch) return made;
    const accountIds = batch.accounts.map((account) => account.id);
    const lines = await linesOfAccounts(db, batch.companyId, accountIds, month);
    made += await db.transaction((tx) => writeDrafts(tx, batch, month, lines));
    after = { companyId: batch.companyId, accountId: batch.accounts[batch.accounts.length - 1]?.id ?? 0 };
  }
}

/**
 * The month whose run is still to bill this ended subscription's last days, if there is one: the
 * month it last ran in, when the account has no invoice for it yet and the run would bill it. (A
 * yearly plan ended before its year did is billed by no run, so it awaits none.)
 */
export async function monthAwaitingRun(
  db: Queryable,
  subscription: { id: number; companyId: number; accountId: number },
  lastDay: string,
): Promise<string | undefined> {
  const month = lastDay.slice(0, 7);
  const [invoiced] = await db
    .select({ id: screeningInvoices.id })
    .from(screeningInvoices)
    .where(and(eq(screeningInvoices.accountId, subscription.accountId), eq(screeningInvoices.period, month)))
    .limit(1);
  if (invoiced) return undefined;
  const lines = await linesOfAccounts(db, subscription.companyId, [subscription.accountId], month);
  const billed = lines.get(subscription.accountId)?.some((line) => line.subscriptionId === subscription.id);
  return billed ? month : undefined;
}
