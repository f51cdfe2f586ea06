import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fillPath } from '@console/contract/kit';
import { screeningApi as api, type Subscription } from '@console/contract/screening/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';

import { screeningSubscriptions } from './tables.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { aRequest, report } from '../activity/testing.ts';
import {
  billableSubscriptions,
  reactivateSubscriptions,
  suspendSubscriptions,
  sweepSubscriptions,
} from './billing.ts';
import { screeningAccount, testCatalogue, type TestCatalogue, type TestScreeningAccount } from './testing.ts';

let t: TestContext;
let billing: TestClient;
let account: TestScreeningAccount;
const today = utcDay(new Date());
const nextMonth = addDays(today, 30);
const actor = { id: null, name: 'Invoice run', companyId: null };

let catalogue: TestCatalogue;
let accounts = 0;

/** One context and catalogue for the file; every test gets a screening account of its own. */
beforeAll(async () => {
  t = await createTestContext();
  billing = await t.signIn('billing');
  catalogue = await testCatalogue(t, t.fixtures.companyA);
});
beforeEach(async () => {
  account = await screeningAccount(t, t.fixtures.companyA, `Screening Customer ${++accounts}`, catalogue);
});
afterAll(() => t.close());

const url = (endpoint: { path: string }, params: Record<string, number>) => fillPath(endpoint.path, params);

async function subscribe(quantity = 3): Promise<Subscription> {
  const response = await billing.post(url(api.addSubscription, { id: account.accountId }), {
    planId: account.catalogue.idCheck.planId,
    quantity,
    expirationDate: nextMonth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const cancel = (id: number) =>
  billing.post(url(api.cancelSubscription, { id: account.accountId, subId: id }), {});
const update = (id: number, quantity: number) =>
  billing.post(url(api.updateSubscription, { id }), { quantity, expirationDate: nextMonth });
const remove = (id: number) =>
  billing.delete(url(api.deleteSubscription, { id: account.accountId, subId: id }));
const setStatus = (id: number, status: SubscriptionStatus) =>
  t.database.db
    .update(screeningSubscriptions)
    .set({ subscriptionStatusId: status })
    .where(eq(screeningSubscriptions.id, id));

describe('subscriptions: the lifecycle the server enforces', () => {
  it('adds an Active subscription for the current monthly period and audits it', async () => {
    const added = await subscribe();
    expect(added).toMatchObject({
      subscriptionStatusId: SubscriptionStatus.Active,
      quantity: 3,
      startedOn: today,
      currentPeriodStart: today,
      usage: 0,
      serviceName: 'Identity Check',
    });
    const [entry] = await auditEntries(t, 'screeningSubscription.add', added.id);
    expect(entry?.actorName).toBe('billing');
    const listed = (await billing.get(url(api.subscriptions, { id: account.accountId }))).json();
    expect(listed.map((s: Subscription) => s.id)).toEqual([added.id]);
  });

  it('refuses a plan whose service is not enabled for the account (400 on planId)', async () => {
    const response = await billing.post(url(api.addSubscription, { id: account.accountId }), {
      planId: account.catalogue.watchlist.planId,
      quantity: 1,
      expirationDate: nextMonth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors.planId).toEqual(['Watchlist is not enabled for this account']);
  });

  it('refuses a second live subscription to the same service (409)', async () => {
    await subscribe();
    const again = await billing.post(url(api.addSubscription, { id: account.accountId }), {
      planId: account.catalogue.idCheck.planId,
      quantity: 1,
      expirationDate: nextMonth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'The account already has a subscription to Identity Check that is Active: update or cancel it first',
    );
  });

  it('updates quantity and expiration while Active, and refuses an expiration in the past', async () => {
    const added = await subscribe();
    const updated = await update(added.id, 10);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ quantity: 10, expirationDate: nextMonth });
    const past = await billing.post(url(api.updateSubscription, { id: added.id }), {
      quantity: 10,
      expirationDate: addDays(today, -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().propertyErrors.expirationDate).toEqual(['Expiration Date cannot be in the past']);
  });

  it('cancels an Active subscription, then refuses to update it or cancel it again (409 naming both states)', async () => {
    const added = await subscribe();
    const cancelled = await cancel(added.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ subscriptionStatusId: SubscriptionStatus.Cancelled });
    expect(cancelled.json().cancelledAt).not.toBeNull();

    const refusedUpdate = await update(added.id, 5);
    expect(refusedUpdate.statusCode).toBe(409);
    expect(refusedUpdate.json()).toMatchObject({
      code: 'Conflict',
      message:
        'Cannot update a Cancelled subscription: only an Active or Suspended (non-payment) subscription can be updated',
    });
    expect((await cancel(added.id)).statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(screeningSubscriptions)
      .where(eq(screeningSubscriptions.id, added.id));
    expect(row?.quantity).toBe(3);
  });

  it('deletes only a Cancelled or Expired subscription, and not before its last days are billed', async () => {
    const added = await subscribe();
    const refused = await remove(added.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cannot delete an Active subscription: only a Cancelled or Expired subscription can be deleted',
    );
    await cancel(added.id);
    const unbilled = await remove(added.id);
    expect(unbilled.statusCode).toBe(409);
    const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    expect(unbilled.json().message).toBe(
      `This subscription ran until ${us(today)}, and the invoice run for ${today.slice(0, 7)} has not billed those days yet: delete it after that run`,
    );
    expect((await billing.get(url(api.subscription, { id: added.id }))).statusCode).toBe(200);

    const second = await subscribe();
    await setStatus(second.id, SubscriptionStatus.Expired);
    expect((await remove(second.id)).json().message).toMatch(
      new RegExp(
        `^This subscription ran until ${us(nextMonth)}, and the invoice run for ${nextMonth.slice(0, 7)}`,
      ),
    );
  });

  it('suspends for non-payment and reactivates through the billing service; a Suspended one may be cancelled', async () => {
    const added = await subscribe();
    await t.database.db.transaction((tx) => suspendSubscriptions(tx, actor, [added.id]));
    expect((await billing.get(url(api.subscription, { id: added.id }))).json().subscriptionStatusId).toBe(
      SubscriptionStatus.Suspended,
    );
    expect((await update(added.id, 4)).statusCode).toBe(200);
    await t.database.db.transaction((tx) => reactivateSubscriptions(tx, actor, [added.id]));
    expect((await billing.get(url(api.subscription, { id: added.id }))).json().subscriptionStatusId).toBe(
      SubscriptionStatus.Active,
    );
    await t.database.db.transaction((tx) => suspendSubscriptions(tx, actor, [added.id]));
    expect((await cancel(added.id)).statusCode).toBe(200);
    await expect(
      t.database.db.transaction((tx) => reactivateSubscriptions(tx, actor, [added.id])),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('expires an Active subscription past its date in the sweep, audited', async () => {
    const added = await subscribe();
    await t.database.db
      .update(screeningSubscriptions)
      .set({ expirationDate: addDays(today, -1) })
      .where(eq(screeningSubscriptions.id, added.id));
    expect(await sweepSubscriptions(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await billing.get(url(api.subscription, { id: added.id }))).json().subscriptionStatusId).toBe(
      SubscriptionStatus.Expired,
    );
    const entries = await auditEntries(t, 'screeningSubscription.expire', added.id);
    expect(entries).toHaveLength(1);
  });
});

describe('the product API and screening subscriptions', () => {
  const reportIdCheck = (externalId: string) =>
    report(t, account.token, aRequest(externalId, { service: 'idCheck' }));

  it('refuses a screening request without a subscription to its service, saying so', async () => {
    const refused = await reportIdCheck('no-sub');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'Forbidden',
      message: 'The account has no subscription to Identity Check',
    });
    const unnamed = await report(t, account.token, aRequest('no-service'));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().propertyErrors.service).toEqual(['A screening request must name its service']);
  });

  it('keeps a service with a running subscription enabled: disabling it is refused until it is cancelled', async () => {
    const added = await subscribe();
    const services = url(api.setAccountServices, { id: account.accountId });
    const watchlistOnly = { serviceIds: [account.catalogue.watchlist.serviceId] };
    const refused = await billing.post(services, watchlistOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Cancel the account's subscription to Identity Check (Active) before disabling the service",
    );
    // Nothing changed: the service is on and the product API takes its requests.
    const listed = (await billing.get(url(api.accountServices, { id: account.accountId }))).json();
    expect(listed.find((s: { code: string }) => s.code === 'idCheck').enabled).toBe(true);
    expect((await reportIdCheck('still-on')).statusCode).toBe(201);

    await cancel(added.id);
    expect((await billing.post(services, watchlistOnly)).statusCode).toBe(200);
    expect((await reportIdCheck('now-off')).statusCode).toBe(403);
  });

  it('accepts requests beyond the quantity and counts them as overage', async () => {
    const added = await subscribe(2);
    for (const n of [1, 2, 3]) expect((await reportIdCheck(`over-${n}`)).statusCode).toBe(201);
    const read = (await billing.get(url(api.subscription, { id: added.id }))).json();
    expect(read).toMatchObject({ usage: 3, overage: 1, quantity: 2 });
    const [billable] = await billableSubscriptions(t.database.db, account.companyId, [account.accountId], {
      start: today,
      end: today,
    });
    expect(billable).toMatchObject({
      subscriptionId: added.id,
      usage: 3,
      overage: 1,
      quantity: 2,
      unitPriceCents: 50,
      overageUnitCents: 75,
      from: today,
      to: today,
    });
  });

  it('refuses once the subscription is cancelled, suspended or expired, naming the status; a retry still answers', async () => {
    const added = await subscribe();
    expect((await reportIdCheck('before')).statusCode).toBe(201);
    await t.database.db.transaction((tx) => suspendSubscriptions(tx, actor, [added.id]));
    expect((await reportIdCheck('suspended')).json().message).toBe(
      "The account's Identity Check subscription is Suspended (non-payment)",
    );
    expect((await reportIdCheck('before')).statusCode).toBe(200);
    await cancel(added.id);
    expect((await reportIdCheck('cancelled')).json().message).toBe(
      "The account's Identity Check subscription is Cancelled",
    );
    const renewed = await subscribe();
    await t.database.db
      .update(screeningSubscriptions)
      .set({ expirationDate: addDays(today, -1) })
      .where(eq(screeningSubscriptions.id, renewed.id));
    const expired = await reportIdCheck('expired');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(
      /^The account's Identity Check subscription expired on \d\d\/\d\d\/\d{4}$/,
    );
  });
});
