import { Type, type Static } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import { CARD_BRANDS, CARD_NUMBER_MAX_DIGITS } from './card-number.ts';
import { INVOICE_STATUSES } from './invoice-status.ts';
import { Id } from '../kit/integers.ts';
import { pagedList } from '../kit/list.ts';
import { screeningFamily } from './gates.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { Permission } from '../permissions.ts';

/*
 * Screening billing (product-families §7 "Screening": Accounts/{id}/cards and Invoices; the billing
 * model in billing-model.md): an account's cards, and the invoices the monthly run makes from its
 * subscriptions and their metered usage. Money is whole US cents. Every call is the screening
 * family's, behind the VerificationService module.
 */

const BASE = '/api/Screening';

const cents = (title: string, description?: string) =>
  Type.Integer({ title, description: description ?? `${title}, in US cents` });

const AccountParams = Type.Object({ id: Id({ description: 'The screening account (customer account) id' }) });
const InvoiceParams = Type.Object({ ...AccountParams.properties, invoiceId: Id() });

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

/** A card as the console keeps it: never the number or the security code. */
export const Card = Type.Object({
  cardId: Type.Integer(),
  brand: Type.Enum(CARD_BRANDS, { title: 'Brand' }),
  last4: Type.String({ title: 'Last Four Digits' }),
  expMonth: Type.Integer({ title: 'Expiry Month' }),
  expYear: Type.Integer({ title: 'Expiry Year' }),
  holderName: Type.String({ title: 'Cardholder Name' }),
  isDefault: Type.Boolean({ title: 'Default' }),
  createdAt: DateTime('Added'),
});
export type Card = Static<typeof Card>;

/**
 * POST Accounts/{id}/cards. The number (digits, spaces and dashes allowed between groups) and the
 * security code go to the payment gateway and nowhere else. The account's first card becomes its
 * default; `makeDefault` makes a later one the default in the same change.
 */
export const CardCreate = Type.Object({
  number: Type.String({
    title: 'Card Number',
    minLength: 1,
    // The longest number with a separator between every group of four.
    maxLength: CARD_NUMBER_MAX_DIGITS + 5,
    pattern: '^[0-9 -]+$',
  }),
  expMonth: Type.Integer({ title: 'Expiry Month', minimum: 1, maximum: 12 }),
  expYear: Type.Integer({ title: 'Expiry Year', minimum: 2000, maximum: 2100 }),
  cvc: Type.String({ title: 'Security Code', pattern: '^[0-9]{3,4}$', minLength: 3, maxLength: 4 }),
  holderName: Type.String({ title: 'Cardholder Name', minLength: 1, maxLength: 100 }),
  makeDefault: Type.Optional(Type.Boolean({ title: 'Make it the default card' })),
});
export type CardCreate = Static<typeof CardCreate>;

export const SetDefaultCard = Type.Object({ cardId: Id({ title: 'Card' }) });
export type SetDefaultCard = Static<typeof SetDefaultCard>;

export const CardList = Type.Array(Card);

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

/** A billing month (UTC), as the invoice run takes it: YYYY-MM. */
export const BillingMonth = Type.String({
  title: 'Billing Month',
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
  minLength: 7,
  maxLength: 7,
  description: 'A calendar month in UTC, YYYY-MM',
  examples: ['2026-10'],
});

const InvoiceStatusSchema = Type.Enum(INVOICE_STATUSES, { title: 'Status' });

export const InvoiceListItem = Type.Object({
  invoiceId: Type.Integer(),
  number: nullable(Type.String({ title: 'Number', description: 'Given at finalize; null on a draft' })),
  status: InvoiceStatusSchema,
  period: Type.String({ title: 'Billing Month' }),
  periodStart: Day('Period Start'),
  periodEnd: Day('Period End'),
  finalizedAt: nullable(DateTime('Issued')),
  totalCents: cents('Total'),
  amountPaidCents: cents('Paid'),
  amountDueCents: cents('Amount Due'),
  attemptCount: Type.Integer({ title: 'Payment Attempts' }),
  nextPaymentAttemptAt: nullable(DateTime('Next Payment Attempt')),
  paidAt: nullable(DateTime('Paid At')),
});
export type InvoiceListItem = Static<typeof InvoiceListItem>;

export const InvoiceLine = Type.Object({
  kind: Type.Union([Type.Literal('subscription'), Type.Literal('overage')]),
  description: Type.String(),
  subscriptionId: Type.Integer(),
  periodStart: Day('From'),
  periodEnd: Day('To'),
  quantity: Type.Integer(),
  unitAmountCents: cents('Unit Price'),
  amountCents: cents('Amount'),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const Invoice = Type.Object({
  ...InvoiceListItem.properties,
  accountId: Type.Integer(),
  accountName: Type.String(),
  lines: Type.Array(InvoiceLine),
  subtotalCents: cents('Subtotal'),
  /** Why the latest charge failed (the gateway's words), while the invoice is unpaid. */
  lastPaymentError: nullable(Type.String()),
  voidedAt: nullable(DateTime('Voided')),
  createdAt: DateTime('Created'),
});
export type Invoice = Static<typeof Invoice>;

export const INVOICE_SORT_FIELDS = ['period', 'number', 'totalCents', 'status'] as const;

/** Accounts/{id}/Invoices: newest billing month first. */
export const InvoicesList = pagedList({
  item: InvoiceListItem,
  defaultPageSize: 20,
  sortFields: INVOICE_SORT_FIELDS,
  defaultSort: { field: 'period', order: 'desc' },
  textFilter: false,
  filters: { status: Type.Optional(InvoiceStatusSchema) },
  columns: {
    number: 'Number',
    period: 'Billing Month',
    status: 'Status',
    finalizedAt: 'Issued',
    totalCents: 'Total (cents)',
    amountDueCents: 'Amount Due (cents)',
    paidAt: 'Paid At',
  },
  fileName: 'invoices',
});
export type InvoicesQuery = Static<typeof InvoicesList.query>;
export type InvoicesPage = Static<typeof InvoicesList.response>;

export const InvoiceRun = Type.Object({ period: BillingMonth });
export type InvoiceRun = Static<typeof InvoiceRun>;

export const InvoiceRunStarted = Type.Object({
  jobId: Type.String({ description: 'The job on the Background jobs page' }),
});

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const f = screeningFamily;

export const screeningBillingApi = {
  cards: f.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/cards`,
    summary: "The account's cards (brand, last four digits, expiry, holder; never the number), default first",
    params: AccountParams,
    response: CardList,
  }),
  addCard: f.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/cards`,
    gate: { permission: Permission.ManageBilling },
    summary:
      'Add a card: Luhn-checked, brand detected, expiry in the future; the number goes to the payment gateway only',
    params: AccountParams,
    body: CardCreate,
    response: Card,
  }),
  setDefaultCard: f.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/Cards/SetDefault`,
    gate: { permission: Permission.ManageBilling },
    summary: "Make one of the account's cards its default (the card its invoices are charged to)",
    params: AccountParams,
    body: SetDefaultCard,
    response: CardList,
  }),
  invoices: f.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/Invoices`,
    summary: "The account's invoices, newest billing month first",
    params: AccountParams,
    query: InvoicesList.query,
    response: InvoicesList.response,
    list: InvoicesList.spec,
  }),
  invoice: f.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/Invoices/{invoiceId}`,
    summary: 'One invoice with its lines and totals',
    params: InvoiceParams,
    response: Invoice,
  }),
  invoicePdf: f.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/Invoices/{invoiceId}/Pdf`,
    summary: 'The invoice as a PDF',
    params: InvoiceParams,
    answer: 'file',
    mediaType: 'application/pdf',
  }),
  payInvoice: f.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/Invoices/{invoiceId}/Pay`,
    gate: { permission: Permission.ManageBilling },
    summary: "Charge an open or uncollectible invoice to the account's default card now",
    params: InvoiceParams,
    response: Invoice,
  }),
  voidInvoice: f.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/Invoices/{invoiceId}/Void`,
    gate: { permission: Permission.ManageBilling },
    summary: 'Void an open or uncollectible invoice: nothing is owed on it any more',
    params: InvoiceParams,
    response: Invoice,
  }),
  runInvoices: f.endpoint({
    method: 'POST',
    path: `${BASE}/Invoices/Run`,
    summary: "Run the invoice run for a billing month now (it also runs on its own after each month's end)",
    gate: { permission: Permission.ManageBilling },
    body: InvoiceRun,
    response: InvoiceRunStarted,
  }),
};
