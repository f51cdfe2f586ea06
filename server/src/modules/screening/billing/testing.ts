import { and, eq } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { screeningBillingApi } from '@console/contract/screening/billing';
import { fillPath } from '@console/contract/kit';
import { products, requestDailyRollups } from '../../../db/schema.ts';
import { screeningInvoices } from './tables.ts';
import { screeningPlans, screeningSubscriptions } from '../tables.ts';
import type { TestClient, TestContext } from '../../../testing/harness.ts';
import type { TestScreeningAccount } from '../testing.ts';

// Helpers for the billing tests: subscriptions as the run finds them, usage straight into the daily
// rollups (what the product API writes), and the calls' URLs.

export const cardsUrl = (accountId: number) => fillPath(screeningBillingApi.cards.path, { id: accountId });
export const setDefaultUrl = (accountId: number) =>
  fillPath(screeningBillingApi.setDefaultCard.path, { id: accountId });
export const invoicesUrl = (accountId: number) =>
  fillPath(screeningBillingApi.invoices.path, { id: accountId });
export const invoiceUrl = (
  accountId: number,
  invoiceId: number,
  action: '' | '/Pdf' | '/Pay' | '/Void' = '',
) => `${fillPath(screeningBillingApi.invoice.path, { id: accountId, invoiceId })}${action}`;

export const aCard = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holderName: 'Pat Payer',
  ...extra,
});

/** Adds a card through the API; answers its id. */
export async function addCard(
  client: TestClient,
  accountId: number,
  number: string,
  extra = {},
): Promise<number> {
  const response = await client.post(cardsUrl(accountId), aCard(number, extra));
  if (response.statusCode !== 200) throw new Error(`card refused: ${response.body}`);
  return (response.json() as { cardId: number }).cardId;
}

/** A subscription of the account to one of its catalogue's plans, as the subscriptions calls leave it. */
export async function subscribe(
  t: TestContext,
  account: TestScreeningAccount,
  {
    service = 'idCheck',
    quantity,
    startedOn,
    status = SubscriptionStatus.Active,
    planId = account.catalogue[service].planId,
  }: {
    service?: 'idCheck' | 'watchlist';
    quantity: number;
    startedOn: string;
    status?: SubscriptionStatus;
    /** A plan of the service other than the catalogue's monthly one. */
    planId?: number;
  },
): Promise<number> {
  const db = t.database.db;
  const { serviceId } = account.catalogue[service];
  const [row] = await db
    .insert(screeningSubscriptions)
    .values({
      companyId: account.companyId,
      accountId: account.accountId,
      serviceId,
      planId,
      quantity,
      expirationDate: '2099-12-31',
      subscriptionStatusId: status,
      startedOn,
      currentPeriodStart: startedOn,
      currentPeriodEnd: startedOn,
    })
    .returning({ id: screeningSubscriptions.id });
  if (!row) throw new Error('subscription insert returned nothing');
  return row.id;
}

/** A yearly plan of the account's identity check service: $0.40 a request, $0.60 over. */
export async function yearlyPlan(t: TestContext, account: TestScreeningAccount): Promise<number> {
  const [plan] = await t.database.db
    .insert(screeningPlans)
    .values({
      companyId: account.companyId,
      serviceId: account.catalogue.idCheck.serviceId,
      name: 'Identity Check Yearly',
      interval: 'year',
      unitPriceCents: 40,
      overageUnitCents: 60,
    })
    .returning({ id: screeningPlans.id });
  if (!plan) throw new Error('plan insert returned nothing');
  return plan.id;
}

/** Requests of a service on a day, as the product API's rollups count them. */
export async function used(
  t: TestContext,
  account: TestScreeningAccount,
  day: string,
  requests: number,
  service = 'idCheck',
  status: 'success' | 'failed' = 'success',
): Promise<void> {
  const db = t.database.db;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, account.companyId), eq(products.projectId, Project.Screening)));
  if (!product) throw new Error('no Screening product');
  await db.insert(requestDailyRollups).values({
    day,
    companyId: account.companyId,
    accountId: account.accountId,
    productId: product.id,
    service,
    status,
    requests,
  });
}

/** The account's invoice of a month, as stored. */
export async function invoiceOf(t: TestContext, accountId: number, period: string) {
  const [row] = await t.database.db
    .select()
    .from(screeningInvoices)
    .where(and(eq(screeningInvoices.accountId, accountId), eq(screeningInvoices.period, period)));
  return row;
}
