import { describe, expect, it } from 'vitest';

import { fillPath } from '@console/contract/kit';
import { METRICS_RANGE_TOO_LONG } from '@console/contract/kit/metrics';
import {
  screeningApi as api,
  type ScreeningStats,
  type ServiceCounts,
} from '@console/contract/screening/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';

import { screeningSubscriptions } from './tables.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { aRequest, report } from '../activity/testing.ts';
import { screeningAccount, type TestScreeningAccount } from './testing.ts';

let t: TestContext;
let admin: TestClient;
let account: TestScreeningAccount;
const today = utcDay(new Date());
const url = (endpoint: { path: string }, params: Record<string, number> = {}) =>
  fillPath(endpoint.path, params);

/** One account with an Active identity check subscription and five requests: 3 success, 1 failed, 1 review. */
appForFile(async (context) => {
  t = context;
  admin = await t.signIn('admin');
  account = await screeningAccount(t);
  await t.database.db.insert(screeningSubscriptions).values({
    companyId: account.companyId,
    accountId: account.accountId,
    serviceId: account.catalogue.idCheck.serviceId,
    planId: account.catalogue.idCheck.planId,
    quantity: 100,
    expirationDate: addDays(today, 30),
    subscriptionStatusId: SubscriptionStatus.Active,
    startedOn: today,
    currentPeriodStart: today,
    currentPeriodEnd: addDays(today, 29),
  });
  const statuses = ['success', 'success', 'success', 'failed', 'review'] as const;
  for (const [n, status] of statuses.entries()) {
    const sent = await report(t, account.token, aRequest(`stat-${n}`, { service: 'idCheck', status }));
    expect(sent.statusCode).toBe(201);
  }
});

describe('the accounts list and the aggregated account', () => {
  it('lists the screening accounts only, with their active subscriptions', async () => {
    await createTestAccount(t, t.fixtures.companyA, { customerName: 'Not Screening' });
    const page = (await admin.get(url(api.accounts))).json();
    expect(page.items.map((a: { name: string }) => a.name)).toEqual(['Screening Customer']);
    expect(page.items[0]).toMatchObject({ activeSubscriptions: 1, lastScan: expect.any(String) });
  });

  it('answers the account with its counts, and 404 for an account without the product', async () => {
    const aggregated = (await admin.get(url(api.aggregatedAccount, { id: account.accountId }))).json();
    expect(aggregated.counts).toEqual({
      tokens: 1,
      services: 1,
      activeSubscriptions: 1,
      requestsLast30Days: 5,
    });
    const other = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Plain Account' });
    expect((await admin.get(url(api.aggregatedAccount, { id: other.accountId }))).statusCode).toBe(404);
  });
});

describe('statistics from the rollups', () => {
  it('counts the requests per day, status and service over getMetrics and statsByAllServices', async () => {
    const metrics: ScreeningStats = (
      await admin.get(url(api.metrics, { id: account.accountId }), {
        dateFrom: addDays(today, -1),
        dateTo: today,
      })
    ).json();
    expect(metrics.totals).toEqual({ success: 3, failed: 1, review: 1, total: 5 });
    expect(metrics.days).toHaveLength(2);
    expect(metrics.services).toEqual([
      { service: 'idCheck', serviceName: 'Identity Check', success: 3, failed: 1, review: 1, total: 5 },
    ]);
    const byService: ServiceCounts[] = (
      await admin.get(url(api.statsByAllServices, { id: account.accountId }), { From: today, To: today })
    ).json();
    expect(byService.map((s) => s.total)).toEqual([5]);
    const company: ScreeningStats = (await admin.get(url(api.stats), { From: today, To: today })).json();
    expect(company.totals.total).toBe(5);
    const watchlist: ScreeningStats = (
      await admin.get(url(api.serviceStats, { serviceId: account.catalogue.watchlist.serviceId }))
    ).json();
    expect(watchlist.totals.total).toBe(0);
  });

  it('refuses a range over two years on the field at fault', async () => {
    const response = await admin.get(url(api.stats), { From: '2023-01-01', To: '2025-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({ To: [METRICS_RANGE_TOO_LONG] });
  });
});

describe('requests', () => {
  it('lists the screening requests newest first, filtered by status, and answers one with its details', async () => {
    const failed = (await admin.get(url(api.requests), { status: 'failed' })).json();
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toMatchObject({
      externalId: 'stat-3',
      accountName: 'Screening Customer',
      service: 'idCheck',
    });
    const all = (await admin.get(url(api.accountRequests, { id: account.accountId }))).json();
    expect(all.total).toBe(5);
    const detail = (await admin.get(url(api.request, { id: failed.items[0].id }))).json();
    expect(detail).toMatchObject({ externalId: 'stat-3', status: 'failed', receivedAt: expect.any(String) });
  });

  it('exports the list as CSV with the column captions', async () => {
    const csv = await admin.get(url(api.requests), { format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.body.trim().split(/\r?\n/);
    expect(header).toBe('ID,Started,Account ID,Account,External ID,Service,Status,Failure Reason,Completed');
    expect(rows).toHaveLength(5);
  });
});

describe('tokens on the product API', () => {
  it('accepts a screening token until it is disabled, then refuses it (401)', async () => {
    const issued = (
      await admin.post(url(api.createToken, { id: account.accountId }), { label: 'Kiosk' })
    ).json();
    expect((await report(t, issued.token, aRequest('tok-1', { service: 'idCheck' }))).statusCode).toBe(201);
    const disabled = await admin.post(
      url(api.disableToken, { id: account.accountId, tokenId: issued.id }),
      {},
    );
    expect(disabled.json()).toMatchObject({ disabled: true, status: 'disabled' });
    const refused = await report(t, issued.token, aRequest('tok-2', { service: 'idCheck' }));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This token has been disabled');
  });

  it('changes the expiration with newExpirationDate, refuses one in the past, and an expired token is refused', async () => {
    const issued = (
      await admin.post(url(api.createToken, { id: account.accountId }), { label: 'Expiring' })
    ).json();
    const path = url(api.setTokenExpiration, { id: account.accountId, tokenId: issued.id });
    const changed = await admin.post(path, { newExpirationDate: addDays(today, 10) });
    expect(changed.json().expirationDate).toBe(addDays(today, 10));
    expect((await admin.post(path, { newExpirationDate: addDays(today, -1) })).statusCode).toBe(400);
    await t.database.db.execute(
      `update api_tokens set expires_on = '${addDays(today, -1)}' where id = ${issued.id}`,
    );
    const refused = await report(t, issued.token, aRequest('tok-3', { service: 'idCheck' }));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This token has expired');
  });
});

describe('services and customizing', () => {
  it('sets the enabled services, audited, and refuses an unknown one', async () => {
    const both = [account.catalogue.idCheck.serviceId, account.catalogue.watchlist.serviceId];
    const set = await admin.post(url(api.setAccountServices, { id: account.accountId }), {
      serviceIds: both,
    });
    expect(set.json().filter((s: { enabled: boolean }) => s.enabled)).toHaveLength(2);
    const unknown = await admin.post(url(api.setAccountServices, { id: account.accountId }), {
      serviceIds: [999999],
    });
    expect(unknown.statusCode).toBe(400);
    const entries = await auditEntries(t, 'screeningAccount.services', account.accountId);
    expect(entries).toHaveLength(1);
  });

  it('saves the customizing and refuses a colour or time zone that is not one', async () => {
    const settings = {
      brandName: ' Acme ',
      accentColor: '#12ab34',
      supportEmail: 'help@acme.example',
      supportPhone: '',
      timeZoneId: 'Eastern Standard Time',
    };
    const saved = await admin.put(url(api.updateSettings, { id: account.accountId }), settings);
    expect(saved.json()).toEqual({ ...settings, brandName: 'Acme', accentColor: '#12AB34' });
    const colour = await admin.put(url(api.updateSettings, { id: account.accountId }), {
      ...settings,
      accentColor: 'blue',
    });
    expect(colour.statusCode).toBe(400);
    expect(Object.keys(colour.json().propertyErrors)).toEqual(['accentColor']);
    const zone = await admin.put(url(api.updateSettings, { id: account.accountId }), {
      ...settings,
      timeZoneId: 'Mars',
    });
    expect(zone.json().propertyErrors).toEqual({ timeZoneId: ['Time Zone is not one of the time zones'] });
    const aggregated = (await admin.get(url(api.aggregatedAccount, { id: account.accountId }))).json();
    expect(aggregated.settings.brandName).toBe('Acme');
  });
});
