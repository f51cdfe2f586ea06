import { Permission } from '@console/contract/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { SEARCH_TOO_SHORT } from '@console/contract/accounts/api';
import {
  OnlineCustomersList,
  vsOnlineApi,
  type OnlineCustomer,
  type OnlineCustomersPage,
} from '@console/contract/vsonline/api';
import {
  accountProducts,
  accountSubscriptions,
  customerAccounts,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';
import { vsOnlineCustomers } from './tables.ts';
import { allRows, listRequestOf } from '../../kit/list.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { onlineCustomersSource } from './customers.ts';
import { NOT_A_VS_ONLINE_PLAN } from './create.ts';
import { onlineCustomer } from './testing.ts';

let t: TestContext;
let support: TestClient;
appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
});

const db = () => t.database.db;
const api = vsOnlineApi;
const BASE = api.list.path;
const DAY = 86_400_000;

const setLastScan = (accountId: number, lastScan: Date | null) =>
  db().update(customerAccounts).set({ lastScan }).where(eq(customerAccounts.id, accountId));

describe('GET /api/VsOnlineCustomers (the list)', () => {
  it('sorts by lastScan, latest first and never-scanned last either way, with counts from the rollups', async () => {
    const never = await onlineCustomer(t, t.fixtures.companyA, 'Lister Never');
    const old = await onlineCustomer(t, t.fixtures.companyA, 'Lister Old');
    const scanning = await productAccount(t);
    await setLastScan(old.accountId, new Date(Date.now() - 90 * DAY));
    // Two scans within the last 30 days and one before them: scans count 2.
    for (const [externalId, daysAgo] of [
      ['recent-1', 1],
      ['recent-2', 29],
      ['older', 35],
    ] as const) {
      const startedAt = new Date(Date.now() - daysAgo * DAY + 60_000).toISOString();
      expect(
        (await report(t, scanning.token, aRequest(externalId, { startedAt, completedAt: startedAt })))
          .statusCode,
      ).toBe(201);
    }

    const page = (await support.get(BASE, { textFilter: '', pageSize: '400' })).json() as OnlineCustomersPage;
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(scanning.accountId)).toBeLessThan(ids.indexOf(old.accountId));
    expect(ids.indexOf(old.accountId)).toBeLessThan(ids.indexOf(never.accountId));
    expect(page.items.slice(ids.indexOf(never.accountId)).every((item) => item.lastScan === null)).toBe(true);
    expect(page.items.find((item) => item.id === scanning.accountId)).toMatchObject({ scansLast30Days: 2 });
    expect(page.items.find((item) => item.id === never.accountId)).toMatchObject({
      name: 'Lister Never',
      active: true,
      lastScan: null,
      scansLast30Days: 0,
      locations: 1,
      devices: 1,
    });
    expect(page.total).toBe(page.items.length);

    const ascending = (
      await support.get(BASE, { sortField: 'lastScan', order: 'asc', pageSize: '400' })
    ).json() as OnlineCustomersPage;
    const ascendingIds = ascending.items.map((item) => item.id);
    expect(ascendingIds.indexOf(old.accountId)).toBeLessThan(ascendingIds.indexOf(scanning.accountId));
    expect(ascendingIds.indexOf(scanning.accountId)).toBeLessThan(ascendingIds.indexOf(never.accountId));
  });

  it('reads every row once across CSV batches, never-scanned last both ways', async () => {
    for (let n = 0; n < 4; n++) {
      const customer = await onlineCustomer(t, t.fixtures.companyA, `Batch ${n}`);
      await setLastScan(customer.accountId, n % 2 ? new Date(Date.now() - n * DAY) : null);
    }
    const tenant = { companyId: t.fixtures.companyA, testMode: false };
    for (const order of ['asc', 'desc'] as const) {
      const query = { sortField: 'lastScan', order } as const;
      const source = await onlineCustomersSource(db(), tenant, query);
      const page = await support.get(BASE, { ...query, pageSize: '400' });
      const batches: number[] = [];
      for await (const batch of allRows(source, listRequestOf(OnlineCustomersList.spec, query), 2)) {
        batches.push(...batch.map((item) => item.id));
      }
      expect(batches, order).toEqual((page.json() as OnlineCustomersPage).items.map((item) => item.id));
    }
  });

  it('filters by text, active and the Veriscan Online plan and expiration, as CustomerFilters offers them', async () => {
    const inactive = await onlineCustomer(t, t.fixtures.companyA, 'Filtered Zebra');
    await db()
      .update(customerAccounts)
      .set({ active: false })
      .where(eq(customerAccounts.id, inactive.accountId));
    const names = async (query: Record<string, string>) =>
      ((await support.get(BASE, { pageSize: '400', ...query })).json() as OnlineCustomersPage).items.map(
        (i) => i.name,
      );
    expect(await names({ textFilter: 'zebra' })).toEqual(['Filtered Zebra']);
    expect(await names({ textFilter: 'zebra', active: 'true' })).toEqual([]);
    expect(await names({ textFilter: 'zebra', active: 'false' })).toEqual(['Filtered Zebra']);

    // Every account is on the perpetual trial (TRIAL, ending 2077): not expiring, on the trial plan.
    const filters = (await support.get('/api/Books/CustomerFilters')).json() as {
      subscriptionPlans: { id: number; name: string }[];
    };
    const [trial] = await db()
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
      .from(accountSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, accountSubscriptions.subscriptionPlanId))
      .where(eq(accountSubscriptions.accountId, inactive.accountId));
    const offered = filters.subscriptionPlans.find((plan) => plan.name === trial?.name);
    expect(offered).toBeDefined();
    expect(await names({ textFilter: 'zebra', subscriptionPlanId: String(offered?.id) })).toEqual([
      'Filtered Zebra',
    ]);
    expect(await names({ textFilter: 'zebra', expDate: '30d' })).toEqual([]);
    await db()
      .update(accountSubscriptions)
      .set({ expirationDate: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10) })
      .where(eq(accountSubscriptions.accountId, inactive.accountId));
    expect(await names({ textFilter: 'zebra', expDate: '7d' })).toEqual(['Filtered Zebra']);
    expect(await names({ textFilter: 'zebra', expDate: 'expired' })).toEqual([]);
  });

  it('leaves out accounts without Veriscan Online, and answers 404 for them', async () => {
    const other = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Offline Only' });
    await db().delete(accountProducts).where(eq(accountProducts.accountId, other.accountId));
    const page = (await support.get(BASE, { textFilter: 'Offline Only' })).json() as OnlineCustomersPage;
    expect(page.items).toEqual([]);
    expect((await support.get(`${BASE}/${other.accountId}`)).statusCode).toBe(404);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ textFilter: 'ab' }, 'textFilter'],
      [{ sortField: 'scansLast30Days' }, 'sortField'],
      [{ expDate: 'soon' }, 'expDate'],
      [{ active: 'maybe' }, 'active'],
      [{ pageSize: '401' }, 'pageSize'],
    ] as const) {
      const response = await support.get(BASE, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().propertyErrors, JSON.stringify(query)).toHaveProperty(field);
    }
    expect((await support.get(BASE, { textFilter: 'ab' })).json().propertyErrors.textFilter).toEqual([
      SEARCH_TOO_SHORT,
    ]);
  });

  it('answers CSV with the columns of the list', async () => {
    await onlineCustomer(t, t.fixtures.companyA, 'Csv Customer');
    const response = await support.get(BASE, { format: 'csv', textFilter: 'Csv Customer' });
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body.trim().split(/\r?\n/);
    expect(header).toBe('ID,Name,Contact,Active,Last Scan,Scans (30 days),Locations,Devices,Issues');
    expect(row).toContain('Csv Customer');
  });
});

describe('GET /api/VsOnlineCustomers/Select', () => {
  it('pages the online customers as id and name, by name, filtered by any length of text', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Qx Select Me');
    const page = (await support.get(`${BASE}/Select`, { textFilter: 'qx' })).json() as { items: unknown[] };
    expect(page.items).toEqual([{ id: customer.accountId, name: 'Qx Select Me' }]);
  });
});

describe('GET /api/VsOnlineCustomers/{id}', () => {
  it('answers the detail panel, the parent, the sub-accounts, the last scan, the MRI client id and the counts', async () => {
    const parent = await onlineCustomer(t, t.fixtures.companyA, 'Parent Online');
    const child = await onlineCustomer(t, t.fixtures.companyA, 'Child Online');
    await db()
      .update(customerAccounts)
      .set({ parentAccountId: parent.accountId })
      .where(eq(customerAccounts.id, child.accountId));
    await setLastScan(parent.accountId, new Date('2026-01-02T03:04:00Z'));
    const response = await support.get(`${BASE}/${parent.accountId}`);
    expect(response.statusCode).toBe(200);
    const customer = response.json() as OnlineCustomer;
    expect(customer).toMatchObject({
      id: parent.accountId,
      name: 'Parent Online',
      contactName: 'Test Customer',
      active: true,
      parentAccountId: null,
      isParent: true,
      timeZoneId: 'Central Standard Time',
      subAccounts: { total: 1, items: [{ id: child.accountId, name: 'Child Online', active: true }] },
      lastScan: '2026-01-02T03:04:00.000Z',
      mriClientId: null,
      counts: { users: 1, locations: 1, devices: 1, scansLast30Days: 0 },
    });
    expect(customer).not.toHaveProperty('isCanBeDeleted');
    const childAnswer = (await support.get(`${BASE}/${child.accountId}`)).json() as OnlineCustomer;
    expect(childAnswer).toMatchObject({
      parentAccountId: parent.accountId,
      parentName: 'Parent Online',
      isParent: false,
    });
  });

  it('refuses an id that is not a number with 400 naming it', async () => {
    const response = await support.get(`${BASE}/abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toHaveProperty('id');
  });
});

describe('POST /api/VsOnlineCustomers/Create', () => {
  const body = (login: string, extra: Record<string, unknown> = {}) => ({
    customerName: `Created ${login}`,
    firstName: 'Cara',
    lastName: 'Created',
    userName: login,
    email: `${login}@customer.test`,
    ...extra,
  });

  it('creates the account and its first user through the accounts family, with Veriscan Online on the chosen plan', async () => {
    const [plan] = await db()
      .select({ id: subscriptionPlans.id, productId: products.id })
      .from(subscriptionPlans)
      .innerJoin(products, eq(products.id, subscriptionPlans.productId))
      .where(and(eq(products.companyId, t.fixtures.companyA), eq(products.projectId, 'VsOnline')))
      .limit(1);
    if (!plan) throw new Error('no Veriscan Online plan');
    const response = await support.post(
      `${BASE}/Create`,
      body('created.one', { subscriptionPlanId: plan.id, subscriptionExpirationDate: '2030-06-30' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { customerId, productResults } = response.json() as {
      customerId: number;
      productResults: { productId: number; result: { isError: boolean } }[];
    };
    expect(productResults).toEqual([{ productId: plan.productId, result: { isError: false, errors: [] } }]);
    const [subscription] = await db()
      .select()
      .from(accountSubscriptions)
      .where(eq(accountSubscriptions.accountId, customerId));
    expect(subscription).toMatchObject({
      productId: plan.productId,
      subscriptionPlanId: plan.id,
      expirationDate: '2030-06-30',
    });
    expect(await auditEntries(t, 'account.create', customerId)).toHaveLength(1);
    expect((await support.get(`${BASE}/${customerId}`)).json()).toMatchObject({
      name: 'Created created.one',
    });
  });

  it('refuses a plan of another product, and a missing field, with 400 naming it and writes nothing', async () => {
    const [otherPlan] = await db()
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .innerJoin(products, eq(products.id, subscriptionPlans.productId))
      .where(and(eq(products.companyId, t.fixtures.companyA), eq(products.projectId, 'Screening')))
      .limit(1);
    const before = (await db().select({ n: count() }).from(customerAccounts))[0]?.n;
    const wrongPlan = await support.post(
      `${BASE}/Create`,
      body('created.two', { subscriptionPlanId: otherPlan?.id }),
    );
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json().propertyErrors).toEqual({ subscriptionPlanId: [NOT_A_VS_ONLINE_PLAN] });
    const missing = await support.post(`${BASE}/Create`, body('created.three', { customerName: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().propertyErrors).toHaveProperty('customerName');
    expect((await db().select({ n: count() }).from(customerAccounts))[0]?.n).toBe(before);
  });
});

describe('PUT /api/VsOnlineCustomers/{id}/VsOnlineCustomerSettings', () => {
  it("saves the General Settings group through the accounts family's update, audited before and after", async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Settings Online');
    const response = await support.put(`${BASE}/${customer.accountId}/VsOnlineCustomerSettings`, {
      timeZoneId: 'Pacific Standard Time',
      dayEnds: 3600,
      isDaylightSavingTime: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Settings Online',
      timeZoneId: 'Pacific Standard Time',
      dayEnds: 3600,
      isDaylightSavingTime: false,
    });
    const [entry] = await auditEntries(t, 'account.update', customer.accountId);
    expect(entry?.changes).toEqual({
      timeZoneId: { from: 'Central Standard Time', to: 'Pacific Standard Time' },
      dayEnds: { from: 0, to: 3600 },
      isDaylightSavingTime: { from: true, to: false },
    });
  });

  it('refuses a day end out of range or a missing field with 400 naming it, and changes nothing', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Settings Refused');
    const url = `${BASE}/${customer.accountId}/VsOnlineCustomerSettings`;
    const outOfRange = await support.put(url, {
      timeZoneId: 'Pacific Standard Time',
      dayEnds: 86_400,
      isDaylightSavingTime: true,
    });
    expect(outOfRange.statusCode, outOfRange.body).toBe(400);
    expect(outOfRange.json().propertyErrors).toHaveProperty('dayEnds');
    const missing = await support.put(url, { dayEnds: 0, isDaylightSavingTime: true });
    expect(missing.json().propertyErrors).toHaveProperty('timeZoneId');
    // A time zone is one of those the lookups list, as every account's is.
    const unknownZone = await support.put(url, {
      timeZoneId: 'Mars/Olympus',
      dayEnds: 0,
      isDaylightSavingTime: true,
    });
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.json().propertyErrors).toEqual({
      timeZoneId: ['Time Zone is not one of the time zones'],
    });
    expect((await support.get(`${BASE}/${customer.accountId}`)).json()).toMatchObject({
      timeZoneId: 'Central Standard Time',
    });
  });
});

describe('PUT /api/VsOnlineCustomers/{id}/UpdateMRIClientID', () => {
  // The client id is the MRI integration's OAuth client: managing integrations, not account editing.
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it('sets and clears the MRI client id, audited before and after; staff without a role may not', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mri Online');
    const url = `${BASE}/${customer.accountId}/UpdateMRIClientID`;
    const refused = await support.put(url, { mriClientId: 'mri.client-41' });
    expect(refused.json()).toMatchObject({ permission: Permission.ManageIntegrations });
    expect((await admin.put(url, { mriClientId: 'mri.client-42' })).json()).toEqual({
      mriClientId: 'mri.client-42',
    });
    expect((await support.get(`${BASE}/${customer.accountId}`)).json()).toMatchObject({
      mriClientId: 'mri.client-42',
    });
    expect((await admin.put(url, { mriClientId: null })).json()).toEqual({ mriClientId: null });
    const entries = await auditEntries(t, 'vsOnlineCustomer.mriClientId', customer.accountId);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { mriClientId: { from: null, to: 'mri.client-42' } },
      { mriClientId: { from: 'mri.client-42', to: null } },
    ]);
  });

  it('refuses an id with spaces or symbols, or a missing one, with 400 naming mriClientId and stores nothing', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mri Refused');
    const url = `${BASE}/${customer.accountId}/UpdateMRIClientID`;
    for (const body of [{ mriClientId: 'has space' }, { mriClientId: '<script>' }, { mriClientId: '' }, {}]) {
      const response = await admin.put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().propertyErrors, JSON.stringify(body)).toHaveProperty('mriClientId');
    }
    expect(
      await db().select().from(vsOnlineCustomers).where(eq(vsOnlineCustomers.accountId, customer.accountId)),
    ).toEqual([]);
  });
});
