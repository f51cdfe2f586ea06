import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { invoiceTransition } from '@console/contract/screening/invoice-status';
import type { Invoice, InvoiceListItem, InvoicesQuery } from '@console/contract/screening/billing';
import { recordChange, type Actor } from '../../../audit/record.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { customerAccounts } from '../../../db/schema.ts';
import { screeningInvoiceLines, screeningInvoices } from './tables.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { exactCount, type ListSource, type SortKey } from '../../../kit/list.ts';
import type { Tenant } from '../../../platform/tenant.ts';
import type { PaymentGateway } from '../../../payments/index.ts';
import { findScreeningAccount } from '../scope.ts';
import { chargeNow } from './charges.ts';

/* An account's invoices as staff read them, and what staff may do to one (pay now, void). */

type InvoiceRow = typeof screeningInvoices.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const listItemOf = (row: InvoiceRow): InvoiceListItem => ({
  invoiceId: row.id,
  number: row.number,
  status: row.status,
  period: row.period,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  finalizedAt: iso(row.finalizedAt),
  totalCents: row.totalCents,
  amountPaidCents: row.amountPaidCents,
  amountDueCents:
    row.status === 'open' || row.status === 'uncollectible' ? row.totalCents - row.amountPaidCents : 0,
  attemptCount: row.attemptCount,
  nextPaymentAttemptAt: iso(row.nextPaymentAttemptAt),
  paidAt: iso(row.paidAt),
});

const SORTS: Record<string, SortKey> = {
  period: { column: screeningInvoices.period },
  number: { column: screeningInvoices.numberSeq, nullable: true, nullsLast: true },
  totalCents: { column: screeningInvoices.totalCents },
  status: { column: screeningInvoices.status },
};

/** GET Accounts/{id}/Invoices: the account's invoices, filtered by status. */
export async function invoicesSource(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: InvoicesQuery,
): Promise<ListSource<InvoiceRow, InvoiceListItem>> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  const where = and(
    eq(screeningInvoices.accountId, account.id),
    query.status ? eq(screeningInvoices.status, query.status) : undefined,
  ) as SQL;
  return {
    select: (extra) =>
      db
        .select({ ...getTableColumns(screeningInvoices), ...extra })
        .from(screeningInvoices)
        .$dynamic(),
    where,
    sorts: SORTS,
    tieBreak: screeningInvoices.id,
    count: () => exactCount(db, screeningInvoices, where),
    toItem: listItemOf,
  };
}

/** One invoice of the account with its lines; 404 for another account's (or company's). */
export async function getInvoice(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  invoiceId: number,
): Promise<Invoice> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  const [row] = await db
    .select({ invoice: screeningInvoices, accountName: customerAccounts.name })
    .from(screeningInvoices)
    .innerJoin(customerAccounts, eq(customerAccounts.id, screeningInvoices.accountId))
    .where(and(eq(screeningInvoices.accountId, account.id), eq(screeningInvoices.id, invoiceId)));
  if (!row) throw notFound('The invoice');
  const l = screeningInvoiceLines;
  const lines = await db
    .select({
      kind: l.kind,
      description: l.description,
      subscriptionId: l.subscriptionId,
      periodStart: l.periodStart,
      periodEnd: l.periodEnd,
      quantity: l.quantity,
      unitAmountCents: l.unitAmountCents,
      amountCents: l.amountCents,
    })
    .from(l)
    .where(eq(l.invoiceId, invoiceId))
    .orderBy(asc(l.position));
  const { invoice } = row;
  return {
    ...listItemOf(invoice),
    accountId: invoice.accountId,
    accountName: row.accountName,
    lines,
    subtotalCents: invoice.subtotalCents,
    lastPaymentError:
      invoice.status === 'open' || invoice.status === 'uncollectible' ? invoice.lastPaymentError : null,
    voidedAt: iso(invoice.voidedAt),
    createdAt: invoice.createdAt.toISOString(),
  };
}

/**
 * POST .../Pay: charges the invoice to the account's default card now. A declined charge answers
 * 409 with the gateway's reason and leaves the invoice as it was (its retries go on).
 */
export async function payInvoice(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  gateway: PaymentGateway,
  accountId: number,
  invoiceId: number,
): Promise<Invoice> {
  await getInvoice(db, tenant, accountId, invoiceId);
  const result = await chargeNow(db, gateway, actor, invoiceId, conflict);
  if (!result.ok) throw conflict(`The payment failed: ${result.message}`);
  return getInvoice(db, tenant, accountId, invoiceId);
}

/** POST .../Void: nothing is owed on an open or uncollectible invoice any more (409 otherwise). */
export async function voidInvoice(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  invoiceId: number,
): Promise<Invoice> {
  await getInvoice(db, tenant, accountId, invoiceId);
  await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ status: screeningInvoices.status })
      .from(screeningInvoices)
      .where(eq(screeningInvoices.id, invoiceId))
      .for('update');
    if (!invoice) throw notFound('The invoice');
    const transition = invoiceTransition(invoice.status, 'void');
    if (!transition.allowed) throw conflict(transition.message);
    const now = new Date();
    await tx
      .update(screeningInvoices)
      .set({ status: transition.to, voidedAt: now, nextPaymentAttemptAt: null, updatedAt: now })
      .where(eq(screeningInvoices.id, invoiceId));
    await recordChange(tx, actor, {
      action: 'screeningInvoice.void',
      entityId: invoiceId,
      changes: { status: { from: invoice.status, to: transition.to } },
    });
  });
  return getInvoice(db, tenant, accountId, invoiceId);
}
