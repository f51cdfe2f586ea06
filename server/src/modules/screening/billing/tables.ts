import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CardBrand } from '@console/contract/screening/card-number';
import type { InvoiceStatus } from '@console/contract/screening/invoice-status';
import { ownedByAccount } from '../../../db/schema/accounts.ts';
import { ownedByCompany } from '../../../db/schema/companies.ts';

/**
 * Screening billing (billing-model.md; rules: server/src/modules/screening/billing/README.md): the
 * accounts' cards and the invoices the monthly run makes. Money is whole US cents.
 */

/**
 * A card of an account: only what identifies it to staff (brand, last four, expiry, holder) and the
 * payment gateway's opaque reference to it. The number and the security code are never stored.
 */
export const screeningCards = pgTable(
  'screening_cards',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    /** The gateway that made the payment method (payments/), and its reference (a pm_... id). */
    gateway: text('gateway').notNull(),
    paymentMethod: text('payment_method').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_cards_account').on(t.accountId, t.id),
    // One default per account, held by the database whatever the code does.
    uniqueIndex('screening_cards_one_default')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
    check('screening_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('screening_cards_expiry', sql`${t.expMonth} between 1 and 12`),
  ],
);

/**
 * An invoice of one account for one billing month (UTC). Made as a draft and finalized by the run;
 * the number (`INV-000123`, per company and Test Mode side, without gaps) is given at finalize from
 * screening_invoice_counters. `(account, period)` is unique: running a month again makes nothing new.
 */
export const screeningInvoices = pgTable(
  'screening_invoices',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    /** The account's Test Mode side, which numbers its invoices apart. */
    isTest: boolean('is_test').notNull(),
    /** The billing month, YYYY-MM. */
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    numberSeq: integer('number_seq'),
    number: text('number'),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    /** Charge attempts made (the first at finalize, then the retries). */
    attemptCount: smallint('attempt_count').notNull().default(0),
    /** When the next charge is due while open; null otherwise. */
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    lastPaymentError: text('last_payment_error'),
    chargeId: text('charge_id'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    markedUncollectibleAt: timestamp('marked_uncollectible_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_invoices_account_period').on(t.accountId, t.period),
    uniqueIndex('screening_invoices_number')
      .on(t.companyId, t.isTest, t.numberSeq)
      .where(sql`${t.numberSeq} is not null`),
    // The list's sort fields, each led by the account the list is of.
    index('screening_invoices_account_number').on(t.accountId, t.numberSeq, t.id),
    index('screening_invoices_account_total').on(t.accountId, t.totalCents, t.id),
    index('screening_invoices_account_status').on(t.accountId, t.status, t.id),
    // The payment retries read the open invoices that are due.
    index('screening_invoices_due')
      .on(t.nextPaymentAttemptAt)
      .where(sql`${t.status} = 'open'`),
    check(
      'screening_invoices_status',
      sql`${t.status} in ('draft', 'open', 'paid', 'void', 'uncollectible')`,
    ),
    check('screening_invoices_amounts', sql`${t.totalCents} >= 0 and ${t.amountPaidCents} >= 0`),
  ],
);

/**
 * The lines of an invoice: one per subscription (its included requests) and one per overage.
 * `subscriptionId` is kept without a foreign key: a subscription deleted once cancelled leaves its
 * invoices as they were issued.
 */
export const screeningInvoiceLines = pgTable(
  'screening_invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => screeningInvoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<'subscription' | 'overage'>().notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    description: text('description').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('screening_invoice_lines_position').on(t.invoiceId, t.position),
    index('screening_invoice_lines_subscription').on(t.subscriptionId),
  ],
);

/**
 * The last invoice number given, per company and Test Mode side. Finalize increments it in its
 * transaction, which holds the row's lock until it commits: concurrent finalizes queue on it, and a
 * rolled-back one gives its number back, so numbers have no gaps.
 */
export const screeningInvoiceCounters = pgTable(
  'screening_invoice_counters',
  {
    companyId: ownedByCompany(),
    isTest: boolean('is_test').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTest] })],
);
