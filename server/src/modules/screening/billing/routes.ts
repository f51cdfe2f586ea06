import { screeningBillingApi as api } from '@console/contract/screening/billing';
import { recordChange } from '../../../audit/record.ts';
import { attachmentDisposition } from '../../../http/content-disposition.ts';
import type { FamilyRoutes } from '../../../kit/register.ts';
import type { PaymentGateway } from '../../../payments/index.ts';
import { addCard, listCards, setDefaultCard } from './cards.ts';
import { invoicePdf, invoiceFileName } from './invoice-pdf.ts';
import { getInvoice, invoicesSource, payInvoice, voidInvoice } from './invoices.ts';
import type { billingJobs } from './jobs.ts';
import { refuseUnendedMonth } from './periods.ts';

/** The screening family's billing calls: cards, invoices and their PDFs, and the invoice run by hand. */
export function billingRoutes(
  routes: FamilyRoutes,
  gateway: PaymentGateway,
  jobs: ReturnType<typeof billingJobs>,
): void {
  routes.add(api.cards, (c) => listCards(c.db, c.tenant, c.params.id));
  routes.add(api.addCard, (c) => addCard(c.db, c.tenant, c.actor, gateway, c.params.id, c.body));
  routes.add(api.setDefaultCard, (c) => setDefaultCard(c.db, c.tenant, c.actor, c.params.id, c.body.cardId));

  routes.list(api.invoices, (c) => invoicesSource(c.db, c.tenant, c.params.id, c.query));
  routes.add(api.invoice, (c) => getInvoice(c.db, c.tenant, c.params.id, c.params.invoiceId));
  routes.add(api.invoicePdf, async ({ db, tenant, params, reply }) => {
    const invoice = await getInvoice(db, tenant, params.id, params.invoiceId);
    const pdf = await invoicePdf(db, invoice);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.length)
      .header('content-disposition', attachmentDisposition(invoiceFileName(invoice)))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  routes.add(api.payInvoice, (c) =>
    payInvoice(c.db, c.tenant, c.actor, gateway, c.params.id, c.params.invoiceId),
  );
  routes.add(api.voidInvoice, (c) => voidInvoice(c.db, c.tenant, c.actor, c.params.id, c.params.invoiceId));

  routes.add(api.runInvoices, async ({ db, actor, body }) => {
    refuseUnendedMonth(body.period, new Date());
    // The queue's tables are made outside the transaction (queue.ts: opening inside one would wait behind it).
    await routes.ctx.jobs.open();
    return db.transaction(async (tx) => {
      const jobId = await routes.ctx.jobs.enqueue(jobs.invoiceRun, { period: body.period }, { tx });
      await recordChange(tx, actor, {
        action: 'screeningInvoice.run',
        entityId: body.period,
        changes: { jobId: { to: jobId } },
      });
      return { jobId };
    });
  });
}
