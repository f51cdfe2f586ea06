/*
 * A screening invoice's lifecycle (billing-model.md, after Stripe's invoices). Plain data and one
 * pure rule: the server enforces it (a refused change answers 409 with its message), the web offers
 * only the actions it allows.
 */

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What staff read for each status. */
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

/**
 * What may happen to an invoice: `finalize` numbers a draft and makes it due, `pay` records a
 * successful charge, `void` cancels what is owed, `markUncollectible` gives up after the last failed
 * payment retry.
 */
export type InvoiceEvent = 'finalize' | 'pay' | 'void' | 'markUncollectible';

/**
 * THE rule. Anything not written here is refused. Paid and void are final; an uncollectible invoice
 * may still be paid (the customer settles later, which reactivates what it suspended) or voided.
 * A draft is never voided: the run makes and finalizes drafts in the same job, so none waits.
 *
 * | event             | from                | to            |
 * |-------------------|---------------------|---------------|
 * | finalize          | draft               | open          |
 * | pay               | open, uncollectible | paid          |
 * | void              | open, uncollectible | void          |
 * | markUncollectible | open                | uncollectible |
 */
const TRANSITIONS: Record<InvoiceEvent, { from: readonly InvoiceStatus[]; to: InvoiceStatus; verb: string }> =
  {
    finalize: { from: ['draft'], to: 'open', verb: 'finalize' },
    pay: { from: ['open', 'uncollectible'], to: 'paid', verb: 'pay' },
    void: { from: ['open', 'uncollectible'], to: 'void', verb: 'void' },
    markUncollectible: { from: ['open'], to: 'uncollectible', verb: 'mark uncollectible' },
  };

export type InvoiceTransition = { allowed: true; to: InvoiceStatus } | { allowed: false; message: string };

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const named = (status: InvoiceStatus) => `${article(status)} ${status}`;

/** What an event does to an invoice in status `from`: its new status, or why not (naming both states). */
export function invoiceTransition(from: InvoiceStatus, event: InvoiceEvent): InvoiceTransition {
  const rule = TRANSITIONS[event];
  if (rule.from.includes(from)) return { allowed: true, to: rule.to };
  const allowed = rule.from.join(' or ');
  return {
    allowed: false,
    message: `Cannot ${rule.verb} ${named(from)} invoice: only ${article(allowed)} ${allowed} invoice becomes ${rule.to}`,
  };
}

export const canChangeInvoice = (from: InvoiceStatus, event: InvoiceEvent): boolean =>
  invoiceTransition(from, event).allowed;
