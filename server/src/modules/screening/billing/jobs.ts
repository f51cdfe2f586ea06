import type { JobContext, JobKind } from '../../../jobs/kind.ts';
import type { PaymentGateway } from '../../../payments/index.ts';
import { chargeDueInvoices } from './charges.ts';
import { makeDrafts } from './drafts.ts';
import { finalizeDrafts } from './finalize.ts';
import { previousMonth, refuseUnendedMonth } from './periods.ts';

/*
 * The invoice run and the payment retries as kinds of background job (docs/operations.md, "Background jobs";
 * "Screening billing" says how they are scheduled and how to run one by hand).
 */

export interface InvoiceRunData {
  /** The billing month (YYYY-MM); the scheduled run, which has none, bills the month just ended. */
  period?: string;
}

/**
 * One month's invoices: drafts from the subscriptions and their usage, then finalized (numbered,
 * open), then charged. Every step picks up where a failed attempt left it (an account with the
 * month's invoice gets none, a finalized invoice is not numbered again, a charged one not charged
 * again), so a retry or a second run of the month changes nothing already done.
 */
export async function runInvoices(
  db: JobContext['db'],
  gateway: PaymentGateway,
  period: string,
  now = new Date(),
) {
  refuseUnendedMonth(period, now);
  const drafted = await makeDrafts(db, period);
  const finalized = await finalizeDrafts(db, period, now);
  const charged = await chargeDueInvoices(db, gateway, now);
  return { period, drafted, finalized, ...charged };
}

export function billingJobs(gateway: PaymentGateway) {
  const invoiceRun: JobKind<InvoiceRunData> = {
    name: 'screening.invoice-run',
    title: 'Screening invoice run',
    // 02:00 UTC on the 1st: the month just ended is billed once its last requests are in the rollups.
    schedule: '0 2 1 * *',
    timeoutSeconds: 30 * 60,
    run: ({ period }, job) => runInvoices(job.db, gateway, period ?? previousMonth(new Date())),
  };
  const paymentRetries: JobKind = {
    name: 'screening.invoice-payments',
    title: 'Screening invoice payment retries',
    // Hourly: a retry falls due a whole number of days after the failure before it.
    schedule: '20 * * * *',
    run: (_data, job) => chargeDueInvoices(job.db, gateway, new Date()),
  };
  return { invoiceRun, paymentRetries };
}
