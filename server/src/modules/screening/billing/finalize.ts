import { and, asc, eq, sql } from 'drizzle-orm';
import { invoiceTransition, type InvoiceStatus } from '@console/contract/screening/invoice-status';
import { recordChanges } from '../../../audit/record.ts';
import type { Db } from '../../../db/client.ts';
import { screeningInvoiceCounters, screeningInvoices } from './tables.ts';
import { runActor } from './actor.ts';

/*
 * The second step of the invoice run: finalize the month's drafts (billing-model.md). Each is
 * numbered, made open and due to be charged at once; an invoice of nothing is paid as it is
 * finalized, with no charge (as Stripe does). Numbers come from the company's counter row, locked
 * by the transaction that numbers, so two runs at once queue on it and no number is skipped or
 * given twice.
 */

/** Drafts numbered a transaction. */
export const FINALIZE_BATCH = 1000;

/** INV-000123; a Test Mode invoice TEST-000123, numbered apart so test runs leave no gaps in live numbers. */
export const invoiceNumber = (isTest: boolean, seq: number) =>
  `${isTest ? 'TEST' : 'INV'}-${String(seq).padStart(6, '0')}`;

const mustAllow = (from: InvoiceStatus, event: 'finalize' | 'pay'): InvoiceStatus => {
  const outcome = invoiceTransition(from, event);
  if (!outcome.allowed) throw new Error(outcome.message);
  return outcome.to;
};

/** Finalizes one batch of one company's drafts of the month; answers how many. */
async function finalizeBatch(
  db: Db,
  month: string,
  companyId: number,
  isTest: boolean,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // The counter first: whoever numbers this company's invoices next waits here until we commit.
    await tx
      .insert(screeningInvoiceCounters)
      .values({ companyId, isTest, lastNumber: 0 })
      .onConflictDoNothing();
    const [counter] = await tx
      .select({ lastNumber: screeningInvoiceCounters.lastNumber })
      .from(screeningInvoiceCounters)
      .where(
        and(eq(screeningInvoiceCounters.companyId, companyId), eq(screeningInvoiceCounters.isTest, isTest)),
      )
      .for('update');
    const drafts = await tx
      .select({ id: screeningInvoices.id, totalCents: screeningInvoices.totalCents })
      .from(screeningInvoices)
      .where(
        and(
          eq(screeningInvoices.companyId, companyId),
          eq(screeningInvoices.isTest, isTest),
          eq(screeningInvoices.period, month),
          eq(screeningInvoices.status, 'draft'),
        ),
      )
      .orderBy(asc(screeningInvoices.accountId))
      .limit(FINALIZE_BATCH)
      .for('update');
    if (!drafts.length || !counter) return 0;
    const open = mustAllow('draft', 'finalize');
    const numbered = drafts.map((draft, n) => {
      const seq = counter.lastNumber + n + 1;
      const nothingOwed = draft.totalCents === 0;
      return {
        id: draft.id,
        number_seq: seq,
        number: invoiceNumber(isTest, seq),
        status: nothingOwed ? mustAllow(open, 'pay') : open,
        due: !nothingOwed,
      };
    });
    await tx.execute(sql`
      update ${screeningInvoices} i set
        number_seq = v.number_seq, number = v.number, status = v.status,
        finalized_at = ${now.toISOString()}::timestamptz,
        next_payment_attempt_at = case when v.due then ${now.toISOString()}::timestamptz end,
        paid_at = case when v.due then null else ${now.toISOString()}::timestamptz end,
        updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(numbered)}::jsonb)
        as v(id int, number_seq int, number text, status text, due boolean)
      where i.id = v.id`);
    await tx
      .update(screeningInvoiceCounters)
      .set({ lastNumber: counter.lastNumber + drafts.length })
      .where(
        and(eq(screeningInvoiceCounters.companyId, companyId), eq(screeningInvoiceCounters.isTest, isTest)),
      );
    await recordChanges(
      tx,
      runActor(companyId),
      numbered.map((invoice) => ({
        action: 'screeningInvoice.finalize' as const,
        entityId: invoice.id,
        changes: { status: { from: 'draft', to: invoice.status }, number: { to: invoice.number } },
      })),
    );
    return drafts.length;
  });
}

/** Finalizes every draft of the month, company by company; answers how many. */
export async function finalizeDrafts(db: Db, month: string, now: Date): Promise<number> {
  let finalized = 0;
  for (;;) {
    const [next] = await db
      .select({ companyId: screeningInvoices.companyId, isTest: screeningInvoices.isTest })
      .from(screeningInvoices)
      .where(and(eq(screeningInvoices.period, month), eq(screeningInvoices.status, 'draft')))
      .limit(1);
    if (!next) return finalized;
    finalized += await finalizeBatch(db, month, next.companyId, next.isTest, now);
  }
}
