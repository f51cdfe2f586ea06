import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { fillPath, type ApiToken, type IssuedToken } from '@console/contract/kit';
import {
  onboardingApi,
  type OnboardingAccountListItem,
  type OnboardingAggregatedAccount,
} from '@console/contract/onboarding/api';
import { Project } from '@console/contract/products/api';
import { companyProjects } from '../../db/schema.ts';
import { onboardingAccountSettings } from './tables.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { onboardingAccount, someExtendedSettings, someSettings } from './testing.ts';

let t: TestContext;
let support: TestClient;
let admin: TestClient;
appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
  admin = await t.signIn('admin');
});

const api = onboardingApi;
const db = () => t.database.db;
const path = (endpoint: { path: string }, params: Record<string, number> = {}) =>
  fillPath(endpoint.path, params);

type Page = { items: OnboardingAccountListItem[]; total: number };

describe('GET /api/OnboardingAccounts (the list)', () => {
  it('lists the accounts with Onboarding and no other, by name, with their requests and own settings', async () => {
    const zed = await onboardingAccount(t, t.fixtures.companyA, 'Zed Onboarding');
    const abe = await onboardingAccount(t, t.fixtures.companyA, 'Abe Onboarding');
    const online = await productAccount(t); // Veriscan Online only
    await support.put(path(api.updateAccountSettings, { id: zed.accountId }), someSettings);

    const page = (await support.get(api.list.path, { pageSize: '400' })).json() as Page;
    const ids = page.items.map((item) => item.id);
    expect(ids).not.toContain(online.accountId);
    expect(ids.indexOf(abe.accountId)).toBeLessThan(ids.indexOf(zed.accountId));
    expect(page.items.find((item) => item.id === zed.accountId)).toMatchObject({
      name: 'Zed Onboarding',
      active: true,
      requestsLast30Days: 0,
      hasOwnSettings: true,
    });
    expect(page.items.find((item) => item.id === abe.accountId)).toMatchObject({ hasOwnSettings: false });
    expect(page.total).toBe(page.items.length);
  });

  it('filters by text and active, and exports the same rows as CSV', async () => {
    const target = await onboardingAccount(t, t.fixtures.companyA, 'Quillfeather Leasing');
    const page = (
      await support.get(api.list.path, { textFilter: 'quillfeather', active: 'true' })
    ).json() as Page;
    expect(page.items.map((item) => item.id)).toEqual([target.accountId]);

    const csv = await support.get(api.list.path, { textFilter: 'quillfeather', format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({ ID: String(target.accountId), Name: 'Quillfeather Leasing' }),
    ]);
  });

  it('refuses a text filter too short to search and an unknown sort field (400, named)', async () => {
    const short = await support.get(api.list.path, { textFilter: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().propertyErrors).toHaveProperty('textFilter');
    const sort = await support.get(api.list.path, { sortField: 'lastScan' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().propertyErrors).toHaveProperty('sortField');
  });

  it('answers 401 signed out', async () => {
    expect((await (await t.anonymous()).get(api.list.path)).statusCode).toBe(401);
  });

  it('answers 403 while the company subscribes to projects but not Onboarding', async () => {
    await db().insert(companyProjects).values({ companyId: t.fixtures.companyA, projectId: Project.Faces });
    try {
      expect((await support.get(api.list.path)).statusCode).toBe(403);
      await db()
        .insert(companyProjects)
        .values({ companyId: t.fixtures.companyA, projectId: Project.Onboarding });
      expect((await support.get(api.list.path)).statusCode).toBe(200);
    } finally {
      await db().delete(companyProjects).where(eq(companyProjects.companyId, t.fixtures.companyA));
    }
  });
});

describe('GET /api/OnboardingAccounts/{id}/AggregatedAccount', () => {
  it('answers the account, its subscription, tokens in use, requests and the settings in force', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Aggregated Onboarding');
    const url = path(api.aggregated, { id: account.accountId });
    const first = (await support.get(url)).json() as OnboardingAggregatedAccount;
    expect(first).toMatchObject({
      account: { id: account.accountId, name: 'Aggregated Onboarding' },
      subscription: { status: 'Active' },
      activeTokens: 0,
      requestsLast30Days: 0,
    });
    expect(first.subscription?.planName).toBeTruthy();

    // An onboarding token reports through the product API: the request counts for the account.
    const issued = (
      await admin.post(path(api.tokens.create, { id: account.accountId }), { label: 'Kiosk' })
    ).json() as IssuedToken;
    expect(issued.token.startsWith('onboarding_')).toBe(true);
    expect((await report(t, issued.token, aRequest('onboarding-aggregated-1'))).statusCode).toBe(201);

    const second = (await support.get(url)).json() as OnboardingAggregatedAccount;
    expect(second).toMatchObject({ activeTokens: 1, requestsLast30Days: 1 });
  });

  it('says which settings apply: none saved, the company defaults, then its own', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Settings Source');
    const url = path(api.aggregated, { id: account.accountId });
    await db()
      .delete(onboardingAccountSettings)
      .where(eq(onboardingAccountSettings.accountId, account.accountId));
    const defaults = { ...someSettings, maxAttempts: 5 };
    const before = ((await support.get(url)).json() as OnboardingAggregatedAccount).settingsSource;
    expect(['none', 'defaults']).toContain(before);
    expect((await admin.put(api.updateDefaultSettings.path, defaults)).statusCode).toBe(200);
    expect((await support.get(url)).json()).toMatchObject({ settingsSource: 'defaults', settings: defaults });
    await support.put(path(api.updateAccountSettings, { id: account.accountId }), someSettings);
    expect((await support.get(url)).json()).toMatchObject({ settingsSource: 'own', settings: someSettings });
  });

  it("answers 404 for an account without Onboarding and for another company's", async () => {
    const online = await productAccount(t);
    const other = await onboardingAccount(t, t.fixtures.companyB, 'Beta Onboarding');
    for (const id of [online.accountId, other.accountId]) {
      const answer = await support.get(path(api.aggregated, { id }));
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toContain('onboarding account');
    }
  });
});

describe('PUT /api/OnboardingAccounts/{id}/Account', () => {
  it("saves the account's details through the accounts family, audited", async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Before Rename');
    const answer = await support.put(path(api.updateAccount, { id: account.accountId }), {
      name: 'After Rename',
      contactName: 'Ola Contact',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'After Rename', contactName: 'Ola Contact' });
    expect((await auditEntries(t, 'account.update', account.accountId)).at(-1)?.changes).toMatchObject({
      name: { from: 'Before Rename', to: 'After Rename' },
    });
  });

  it('refuses a blank name (400 on name) and changes nothing', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Keeps Its Name');
    const answer = await support.put(path(api.updateAccount, { id: account.accountId }), { name: ' ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().propertyErrors).toHaveProperty('name');
    const read = (await support.get(path(api.aggregated, { id: account.accountId }))).json();
    expect(read.account.name).toBe('Keeps Its Name');
  });
});

describe('the account settings (AccountSettings)', () => {
  it('answers 404 before any is saved, then what was saved; each save is audited with its changes', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Own Settings');
    const url = path(api.accountSettings, { id: account.accountId });
    const missing = await support.get(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NotFound');

    expect((await support.put(url, someSettings)).json()).toEqual(someSettings);
    expect((await support.get(url)).json()).toEqual(someSettings);
    await support.put(url, { ...someSettings, maxAttempts: 7, notificationEmail: null });
    const entries = await auditEntries(t, 'onboarding.settings.update', account.accountId);
    expect(entries).toHaveLength(2);
    expect(entries[1]?.changes).toEqual({
      maxAttempts: { from: 3, to: 7 },
      notificationEmail: { from: 'leasing@example.test', to: null },
    });
  });

  it('refuses out-of-range numbers, a bad e-mail and unknown fields (400, named) and writes nothing', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Bad Settings');
    const url = path(api.updateAccountSettings, { id: account.accountId });
    const answer = await support.put(url, {
      ...someSettings,
      linkValidHours: 0,
      maxAttempts: 11,
      notificationEmail: 'not-an-address',
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().propertyErrors)).toEqual(
      expect.arrayContaining(['linkValidHours', 'maxAttempts', 'notificationEmail']),
    );
    const unknown = await support.put(url, { ...someSettings, isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect((await support.get(url)).statusCode).toBe(404);
  });

  it('DELETE drops them (the defaults apply again), audited; a second DELETE answers 404', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Dropped Settings');
    const url = path(api.removeAccountSettings, { id: account.accountId });
    await support.put(url, someSettings);
    expect((await support.delete(url)).statusCode).toBe(204);
    expect((await support.get(url)).statusCode).toBe(404);
    expect(await auditEntries(t, 'onboarding.settings.remove', account.accountId)).toHaveLength(1);
    expect((await support.delete(url)).statusCode).toBe(404);
  });

  it('refuses read-only staff a save (403) and lets them read', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Read Only Settings');
    const readonly = await t.signIn('readonly');
    const url = path(api.updateAccountSettings, { id: account.accountId });
    expect((await readonly.put(url, someSettings)).statusCode).toBe(403);
    expect((await readonly.get(url)).statusCode).toBe(404);
  });
});

describe('the extended settings and the default settings', () => {
  it('ExtendedSettings: 404 before saved, then the saved settings; a bad colour or URL is a 400', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Extended Settings');
    const url = path(api.extendedSettings, { id: account.accountId });
    expect((await support.get(url)).statusCode).toBe(404);
    const bad = await support.put(url, {
      ...someExtendedSettings,
      brandColor: 'teal',
      redirectUrl: 'http://x',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().propertyErrors)).toEqual(
      expect.arrayContaining(['brandColor', 'redirectUrl']),
    );
    expect((await support.put(url, someExtendedSettings)).json()).toEqual(someExtendedSettings);
    expect((await support.get(url)).json()).toEqual(someExtendedSettings);
    expect(await auditEntries(t, 'onboarding.extendedSettings.update', account.accountId)).toHaveLength(1);
  });

  it("DefaultSettings are the administered company's: saved, read back and audited on the company", async () => {
    const defaults = { ...someSettings, linkValidHours: 72 };
    expect((await admin.put(api.updateDefaultSettings.path, defaults)).statusCode).toBe(200);
    expect((await admin.get(api.defaultSettings.path)).json()).toEqual(defaults);
    expect(
      (await auditEntries(t, 'onboarding.defaultSettings.update', t.fixtures.companyA)).length,
    ).toBeGreaterThan(0);
    const bad = await admin.put(api.updateDefaultSettings.path, { ...defaults, idScan: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().propertyErrors).toHaveProperty('idScan');
  });
});

describe('the access tokens (AccessTokens, the kit lifecycle)', () => {
  it('issues one (secret shown once), lists it, disables it (refused by the product API), deletes it', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Token Onboarding');
    const base = path(api.tokens.list, { id: account.accountId });
    const issued = (await admin.post(base, { label: 'Leasing kiosk' })).json() as IssuedToken;
    const listed = (await support.get(base)).json() as ApiToken[];
    expect(listed).toEqual([
      expect.objectContaining({ id: issued.id, label: 'Leasing kiosk', status: 'active' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(issued.token);

    const one = path(api.tokens.update, { id: account.accountId, tokenId: issued.id });
    expect((await admin.put(one, { disabled: true })).json()).toMatchObject({ status: 'disabled' });
    expect((await report(t, issued.token, aRequest('onboarding-disabled'))).statusCode).toBe(401);
    expect((await admin.delete(one)).statusCode).toBe(204);
    expect((await support.get(base)).json()).toEqual([]);
  });

  it('refuses a blank label and a past expiration (400, named)', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, 'Token Refusals');
    const base = path(api.tokens.create, { id: account.accountId });
    expect((await admin.post(base, { label: ' ' })).json().propertyErrors).toHaveProperty('label');
    const past = await admin.post(base, { label: 'Old', expirationDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().propertyErrors).toHaveProperty('expirationDate');
  });

  it("answers 404 for the tokens of an account without Onboarding (even the company's own)", async () => {
    const online = await productAccount(t);
    expect((await support.get(path(api.tokens.list, { id: online.accountId }))).statusCode).toBe(404);
    expect(
      (
        await admin.put(path(api.tokens.update, { id: online.accountId, tokenId: online.tokenId }), {
          disabled: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/OnboardingReports/accountsRequestsCountReportCsv', () => {
  it('streams every onboarding account with its requests by status over the range, as a CSV attachment', async () => {
    const account = await onboardingAccount(t, t.fixtures.companyA, '=Formula Leasing');
    const issued = (
      await admin.post(path(api.tokens.create, { id: account.accountId }), { label: 'Report' })
    ).json() as IssuedToken;
    for (const [externalId, status] of [
      ['report-1', 'success'],
      ['report-2', 'success'],
      ['report-3', 'failed'],
    ] as const) {
      expect((await report(t, issued.token, aRequest(externalId, { status }))).statusCode).toBe(201);
    }
    const answer = await support.get(api.requestsCountReport.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /attachment; filename="onboarding-accounts-requests-count-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Account ID',
      'Account Name',
      'Active',
      'From',
      'To',
      'Requests',
      'Success',
      'Failed',
      'Review',
    ]);
    // A name that a spreadsheet would run as a formula is written as text.
    expect(rows.find((row) => row['Account ID'] === String(account.accountId))).toMatchObject({
      'Account Name': "'=Formula Leasing",
      Active: 'Yes',
      Requests: '3',
      Success: '2',
      Failed: '1',
      Review: '0',
    });
    // Ordered by account id; none of another company's.
    const ids = rows.map((row) => Number(row['Account ID']));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('counts only the days of the range asked for', async () => {
    const answer = await support.get(api.requestsCountReport.path, {
      dateFrom: '2024-01-01',
      dateTo: '2024-01-31',
    });
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.Requests === '0' && row.From === '2024-01-01' && row.To === '2024-01-31'),
    ).toBe(true);
  });

  it('refuses a reversed range, one over two years and a malformed day (400, named)', async () => {
    const reversed = await support.get(api.requestsCountReport.path, {
      dateFrom: '2025-02-01',
      dateTo: '2025-01-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().propertyErrors).toHaveProperty('dateTo');
    const long = await support.get(api.requestsCountReport.path, {
      dateFrom: '2022-01-01',
      dateTo: '2025-01-01',
    });
    expect(long.statusCode).toBe(400);
    const malformed = await support.get(api.requestsCountReport.path, { dateFrom: '01/02/2025' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().propertyErrors).toHaveProperty('dateFrom');
  });
});
