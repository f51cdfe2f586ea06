import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Invoice, InvoicesPage } from '@console/contract/screening/billing';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { screeningBillingApi } from '@console/contract/screening/billing';
import { screeningApi } from '@console/contract/screening/api';
import { fillPath } from '@console/contract/kit';
import { screeningInvoices } from './tables.ts';
import { screeningSubscriptions } from '../tables.ts';
import { LOCAL_DECLINING_CARD, localGateway } from '../../../payments/local.ts';
import type { TestClient, TestContext } from '../../../testing/harness.ts';
import { appForFile } from '../../../testing/test-app.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { screeningAccount, type TestCatalogue } from '../testing.ts';
import { chargeDueInvoices, MAX_PAYMENT_ATTEMPTS, NO_DEFAULT_CARD } from './charges.ts';
import { runInvoices } from './jobs.ts';
import {
  addCard,
  invoiceOf,
  invoicesUrl,
  invoiceUrl,
  setDefaultUrl,
  subscribe,
  used,
  yearlyPlan,
} from './testing.ts';

let t: TestContext;
let billing: TestClient;
let catalogue: TestCatalogue;
appForFile(async (context) => {
  t = context;
  billing = await t.signIn('billing');
  catalogue = (await screeningAccount(t, t.fixtures.companyA, 'Catalogue Maker')).catalogue;
});

const db = () => t.database.db;
const DAY = 86_400_000;
/** The run for October 2026, as the schedule makes it: 02:00 UTC on November 1st. */
const RUN_AT = new Date('2026-11-01T02:00:00Z');
const run = (period = '2026-10', now = RUN_AT) => runInvoices(db(), localGateway, period, now);
const customer = (name: string) => screeningAccount(t, t.fixtures.companyA, name, catalogue);
const statusOf = async (subscriptionId: number) =>
  (
    await db()
      .select({ status: screeningSubscriptions.subscriptionStatusId })
      .from(screeningSubscriptions)
      .where(eq(screeningSubscriptions.id, subscriptionId))
  )[0]?.status;

describe('the invoice run', () => {
  it('bills each subscription its included requests and the overage, totals against hand-computed ones', async () => {
    const account = await customer('Totals Customer');
    await addCard(billing, account.accountId, '4242424242424242');
    await subscribe(t, account, { service: 'idCheck', quantity: 100, startedOn: '2026-01-01' });
    await subscribe(t, account, { service: 'watchlist', quantity: 200, startedOn: '2026-01-01' });
    // Identity check: 130 requests in October (failed ones count), 40 in September (another period).
    await used(t, account, '2026-10-01', 100);
    await used(t, account, '2026-10-31', 25);
    await used(t, account, '2026-10-15', 5, 'idCheck', 'failed');
    await used(t, account, '2026-09-30', 40);
    // Watchlist: 150 of 200, no overage.
    await used(t, account, '2026-10-10', 150, 'watchlist');
    await run();

    const stored = await invoiceOf(t, account.accountId, '2026-10');
    if (!stored) throw new Error('no invoice');
    const invoice = (await billing.get(invoiceUrl(account.accountId, stored.id))).json() as Invoice;
    // Identity check: 100 × $0.50 = $50.00, 30 over × $0.75 = $22.50; watchlist: 200 × $0.20 = $40.00.
    expect(invoice.lines.map((l) => [l.kind, l.quantity, l.unitAmountCents, l.amountCents])).toEqual([
      ['subscription', 100, 50, 5000],
      ['overage', 30, 75, 2250],
      ['subscription', 200, 20, 4000],
    ]);
    expect(invoice).toMatchObject({
      subtotalCents: 11250,
      totalCents: 11250,
      status: 'paid',
      amountPaidCents: 11250,
      amountDueCents: 0,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      number: expect.stringMatching(/^INV-\d{6}$/),
      attemptCount: 1,
    });
    expect(invoice.lines[1]?.description).toBe('Identity Check Monthly: 30 requests beyond the 100 included');
  });

  it('bills a yearly plan once, in the month its year ends, with the whole year’s overage', async () => {
    const account = await customer('Yearly Customer');
    await addCard(billing, account.accountId, '4242424242424242');
    const planId = await yearlyPlan(t, account);
    await subscribe(t, account, { quantity: 1000, startedOn: '2025-10-01', planId });
    await used(t, account, '2025-10-15', 700);
    await used(t, account, '2026-09-30', 500);
    await run('2026-08');
    expect(await invoiceOf(t, account.accountId, '2026-08')).toBeUndefined();
    await run('2026-09');
    const stored = await invoiceOf(t, account.accountId, '2026-09');
    const invoice = (await billing.get(invoiceUrl(account.accountId, stored?.id ?? 0))).json() as Invoice;
    // 1,000 × $0.40 = $400.00; 200 over × $0.60 = $120.00, over 10/01/2025 to 09/30/2026.
    expect(invoice.lines.map((l) => [l.kind, l.quantity, l.amountCents, l.periodStart, l.periodEnd])).toEqual(
      [
        ['subscription', 1000, 40000, '2025-10-01', '2026-09-30'],
        ['overage', 200, 12000, '2025-10-01', '2026-09-30'],
      ],
    );
    expect(invoice.totalCents).toBe(52000);
  });

  it('bills a cancelled subscription’s used days, and lets it be deleted only once they are billed', async () => {
    const account = await customer('Cancelled Customer');
    await addCard(billing, account.accountId, '4242424242424242');
    const kept = await subscribe(t, account, { service: 'idCheck', quantity: 10, startedOn: '2026-01-01' });
    const gone = await subscribe(t, account, { service: 'watchlist', quantity: 20, startedOn: '2026-01-01' });
    for (const id of [kept, gone]) {
      await db()
        .update(screeningSubscriptions)
        .set({
          subscriptionStatusId: SubscriptionStatus.Cancelled,
          cancelledAt: new Date('2026-10-27T15:00:00Z'),
        })
        .where(eq(screeningSubscriptions.id, id));
    }
    await used(t, account, '2026-10-20', 25, 'watchlist');
    const remove = () =>
      billing.delete(fillPath(screeningApi.deleteSubscription.path, { id: account.accountId, subId: gone }));
    const early = await remove();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This subscription ran until 10/27/2026, and the invoice run for 2026-10 has not billed those days yet: delete it after that run',
    );
    await run();
    const stored = await invoiceOf(t, account.accountId, '2026-10');
    const invoice = (await billing.get(invoiceUrl(account.accountId, stored?.id ?? 0))).json() as Invoice;
    // Both ran in October: each billed its quantity, the deleted-to-be one its 5 requests over too.
    expect(invoice.lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['subscription', 10],
      ['subscription', 20],
      ['overage', 5],
    ]);
    expect((await remove()).statusCode).toBe(204);
    expect((await billing.get(invoiceUrl(account.accountId, stored?.id ?? 0))).json().lines).toHaveLength(3);
  });

  it('makes no second invoice when a month is run again', async () => {
    const account = await customer('Twice Customer');
    await addCard(billing, account.accountId, '4242424242424242');
    await subscribe(t, account, { quantity: 10, startedOn: '2026-01-01' });
    await run();
    const first = await invoiceOf(t, account.accountId, '2026-10');
    const again = await run();
    expect(again).toMatchObject({ drafted: 0, finalized: 0, paid: 0, failed: 0 });
    const rows = await db()
      .select()
      .from(screeningInvoices)
      .where(eq(screeningInvoices.accountId, account.accountId));
    expect(rows.map((r) => [r.id, r.number, r.status])).toEqual([[first?.id, first?.number, 'paid']]);
  });

  it('numbers invoices per company without gaps or repeats when runs overlap', async () => {
    for (let n = 0; n < 6; n++) {
      const account = await customer(`Concurrent ${n}`);
      await subscribe(t, account, { quantity: 5, startedOn: '2026-01-01' });
    }
    await Promise.all([run('2026-08'), run('2026-08'), run('2026-09'), run('2026-07'), run('2026-09')]);
    const numbered = await db()
      .select({ seq: screeningInvoices.numberSeq, number: screeningInvoices.number })
      .from(screeningInvoices)
      .where(
        and(eq(screeningInvoices.companyId, t.fixtures.companyA), isNotNull(screeningInvoices.numberSeq)),
      )
      .orderBy(asc(screeningInvoices.numberSeq));
    expect(numbered.length).toBeGreaterThanOrEqual(18);
    expect(numbered.map((r) => r.seq)).toEqual(numbered.map((_, n) => n + 1));
    expect(numbered.map((r) => r.number)).toEqual(
      numbered.map((_, n) => `INV-${String(n + 1).padStart(6, '0')}`),
    );
  });
});

describe('payment', () => {
  it('retries a declined charge with backoff, then marks the invoice uncollectible and suspends the subscription; paying reactivates it', async () => {
    const account = await customer('Declined Customer');
    await addCard(billing, account.accountId, LOCAL_DECLINING_CARD);
    const subscriptionId = await subscribe(t, account, { quantity: 20, startedOn: '2026-01-01' });
    await run();
    const invoiceId = (await invoiceOf(t, account.accountId, '2026-10'))?.id ?? 0;
    const state = async () => {
      const row = await invoiceOf(t, account.accountId, '2026-10');
      return [row?.status, row?.attemptCount, row?.nextPaymentAttemptAt?.toISOString() ?? null];
    };
    expect(await state()).toEqual(['open', 1, new Date(RUN_AT.getTime() + DAY).toISOString()]);
    expect((await invoiceOf(t, account.accountId, '2026-10'))?.lastPaymentError).toBe(
      'The card was declined',
    );

    // Not due yet: nothing happens an hour early.
    await chargeDueInvoices(db(), localGateway, new Date(RUN_AT.getTime() + DAY - 3_600_000));
    expect((await state())[1]).toBe(1);
    const second = new Date(RUN_AT.getTime() + DAY);
    await chargeDueInvoices(db(), localGateway, second);
    expect(await state()).toEqual(['open', 2, new Date(second.getTime() + 2 * DAY).toISOString()]);
    const third = new Date(second.getTime() + 2 * DAY);
    await chargeDueInvoices(db(), localGateway, third);
    expect(await state()).toEqual(['open', 3, new Date(third.getTime() + 4 * DAY).toISOString()]);
    expect(await statusOf(subscriptionId)).toBe(SubscriptionStatus.Active);
    await chargeDueInvoices(db(), localGateway, new Date(third.getTime() + 4 * DAY));
    expect(await state()).toEqual(['uncollectible', MAX_PAYMENT_ATTEMPTS, null]);
    expect(await statusOf(subscriptionId)).toBe(SubscriptionStatus.Suspended);

    // Paying with the declining card again fails (409) and changes nothing.
    const refused = await billing.post(invoiceUrl(account.accountId, invoiceId, '/Pay'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'The payment failed: The card was declined' });
    expect((await state())[0]).toBe('uncollectible');

    // A good card made the default: Pay succeeds, and the subscription is Active again.
    const good = await addCard(billing, account.accountId, '4242424242424242');
    await billing.post(setDefaultUrl(account.accountId), { cardId: good });
    const paid = await billing.post(invoiceUrl(account.accountId, invoiceId, '/Pay'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      amountPaidCents: 1000,
      amountDueCents: 0,
      lastPaymentError: null,
    });
    expect(await statusOf(subscriptionId)).toBe(SubscriptionStatus.Active);
  });

  it('counts a missing default card as a failed attempt', async () => {
    const account = await customer('No Card Customer');
    await subscribe(t, account, { quantity: 3, startedOn: '2026-01-01' });
    await run();
    expect(await invoiceOf(t, account.accountId, '2026-10')).toMatchObject({
      status: 'open',
      attemptCount: 1,
      lastPaymentError: NO_DEFAULT_CARD,
    });
  });

  it('enforces the status rule: a paid invoice is not voided, a void one not paid (409 naming both states)', async () => {
    const account = await customer('Rule Customer');
    await subscribe(t, account, { quantity: 4, startedOn: '2026-01-01' });
    await run();
    const invoiceId = (await invoiceOf(t, account.accountId, '2026-10'))?.id ?? 0;
    const voided = await billing.post(invoiceUrl(account.accountId, invoiceId, '/Void'));
    expect(voided.json()).toMatchObject({ status: 'void', amountDueCents: 0, nextPaymentAttemptAt: null });
    const pay = await billing.post(invoiceUrl(account.accountId, invoiceId, '/Pay'));
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({
      message: 'Cannot pay a void invoice: only an open or uncollectible invoice becomes paid',
    });
    const again = await billing.post(invoiceUrl(account.accountId, invoiceId, '/Void'));
    expect(again.statusCode).toBe(409);
  });
});

describe('reading invoices', () => {
  it('lists the account’s invoices newest month first, filtered by status', async () => {
    const account = await customer('List Customer');
    await addCard(billing, account.accountId, '4242424242424242');
    await subscribe(t, account, { quantity: 2, startedOn: '2026-01-01' });
    await run('2026-08');
    await run('2026-09');
    const page = (await billing.get(invoicesUrl(account.accountId))).json() as InvoicesPage;
    expect(page.items.map((i) => [i.period, i.status])).toEqual([
      ['2026-09', 'paid'],
      ['2026-08', 'paid'],
    ]);
    const open = (
      await billing.get(invoicesUrl(account.accountId), { status: 'open' })
    ).json() as InvoicesPage;
    expect(open.total).toBe(0);
  });

  it('serves the PDF with its content type, file name and no caching, saying what the invoice says', async () => {
    const account = await customer('Pdf Customer');
    await addCard(billing, account.accountId, '4242424242424242');
    await subscribe(t, account, { quantity: 1000, startedOn: '2026-01-01' });
    await used(t, account, '2026-10-20', 1234);
    await run();
    const stored = await invoiceOf(t, account.accountId, '2026-10');
    const response = await billing.get(invoiceUrl(account.accountId, stored?.id ?? 0, '/Pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`invoice-${stored?.number}.pdf`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [text] = await pdfText(response.rawPayload);
    // 1,000 × $0.50 = $500.00; 234 over × $0.75 = $175.50; total $675.50, all paid.
    expect(text).toContain(`Invoice number ${stored?.number}`);
    expect(text).toContain('Billing period 10/01/2026 - 10/31/2026');
    expect(text).toContain('Date of issue 11/01/2026');
    expect(text).toContain('Pdf Customer');
    expect(text).toMatch(/1,000 \$0\.50 \$500\.00/);
    expect(text).toMatch(/234 \$0\.75 \$175\.50/);
    expect(text).toContain('Subtotal $675.50');
    expect(text).toContain('Total $675.50');
    expect(text).toContain('Amount paid $675.50');
    expect(text).toContain('Amount due $0.00');
    expect(text).toContain('All amounts in US dollars (USD).');
  });

  it('answers 404 for an invoice of another of the company’s accounts', async () => {
    const one = await customer('Owner One');
    const two = await customer('Owner Two');
    await subscribe(t, one, { quantity: 1, startedOn: '2026-01-01' });
    await run('2026-06');
    const theirs = await invoiceOf(t, one.accountId, '2026-06');
    expect((await billing.get(invoiceUrl(two.accountId, theirs?.id ?? 0))).statusCode).toBe(404);
    expect((await billing.get(invoiceUrl(two.accountId, theirs?.id ?? 0, '/Pdf'))).statusCode).toBe(404);
  });
});

describe('POST /api/Screening/Invoices/Run', () => {
  it('queues the run for a month for staff who manage billing only', async () => {
    const path = screeningBillingApi.runInvoices.path;
    const support = await t.signIn('support');
    expect((await support.post(path, { period: '2026-10' })).statusCode).toBe(403);
    const response = await billing.post(path, { period: '2026-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jobId: expect.any(String) });
    expect((await billing.post(path, { period: '2026-13' })).statusCode).toBe(400);
  });

  it('bills ended months only: the current month and a later one are refused, by hand and as a job', async () => {
    const path = screeningBillingApi.runInvoices.path;
    const today = new Date();
    const month = (offset: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
    for (const period of [month(0), month(1)]) {
      const refused = await billing.post(path, { period });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().propertyErrors.period).toEqual([
        `Only a month that has ended can be billed (billing is in arrears): the latest is ${month(-1)}`,
      ]);
    }
    expect((await billing.post(path, { period: month(-1) })).statusCode).toBe(200);
    await expect(run('2026-11', new Date('2026-11-27T12:00:00Z'))).rejects.toThrow(/has ended/);
  });
});
