import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  dvsApi,
  type DiveFeatureState,
  type DvsAccount,
  type DvsAccountsPage,
  type DvsUserFeatures,
  type License,
} from '@console/contract/dvs/api';
import { Project } from '@console/contract/products/api';
import type { AccountCreateResponse, AccountUserRow } from '@console/contract/accounts/api';
import type { IssuedToken } from '@console/contract/kit';
import { customerAccounts, products, subscriptionPlans } from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { aRequest, report } from '../activity/testing.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { NOT_A_DVS_PLAN } from './accounts.ts';
import { NO_DEVICE } from './licenses.ts';
import { dvsAccount, reportDive } from './testing.ts';

let t: TestContext;
let support: TestClient;
/** Tokens, licenses and the company's defaults need a role (contract/src/permissions.ts). */
let admin: TestClient;
appForFile(async (context) => {
  t = context;
  [support, admin] = await Promise.all([t.signIn('support'), t.signIn('admin')]);
});

const api = dvsApi;
const path = (template: string, params: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const enabled = (states: DiveFeatureState[]) => states.filter((f) => f.isEnabled).map((f) => f.name);

async function divePlanId(): Promise<number> {
  const [plan] = await t.database.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(and(eq(products.companyId, t.fixtures.companyA), eq(products.projectId, Project.DVS)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error('no DIVE plan');
  return plan.id;
}

const newAccount = async (login: string) => ({
  customerName: `DIVE ${login}`,
  firstName: 'Dana',
  lastName: 'Ive',
  userName: login,
  email: `${login}@dive.test`,
  subscriptionPlanId: await divePlanId(),
});

describe('DIVE accounts', () => {
  it('creates an account with DIVE, its default settings and the default features, and lists it', async () => {
    const defaults = await admin.put(api.updateDefaultAccountFeatures.path, [
      { name: 'barcodeReading', isEnabled: true },
      { name: 'authentication', isEnabled: true },
    ]);
    expect(defaults.statusCode).toBe(200);

    const created = await support.post(api.create.path, await newAccount('dive-create'));
    expect(created.statusCode).toBe(200);
    const { customerId } = created.json() as AccountCreateResponse;

    const account = (await support.get(path(api.account.path, { id: customerId }))).json() as DvsAccount;
    expect(account).toMatchObject({
      id: customerId,
      name: 'DIVE dive-create',
      settings: { imageRetentionDays: 90, reviewFailedRequests: false },
      counts: { users: 1, tokens: 0, licenses: 0 },
    });
    expect(account.subscription?.status).toBe('Active');
    const features = (await support.get(path(api.accountFeatures.path, { id: customerId }))).json();
    expect(enabled(features as DiveFeatureState[])).toEqual(['barcodeReading', 'authentication']);
    // The account's default user features, and its first user's, start as the account's.
    const userDefaults = await support.get(path(api.defaultUserFeatures.path, { id: customerId }));
    expect(enabled(userDefaults.json() as DiveFeatureState[])).toEqual(['barcodeReading', 'authentication']);
    const users = (
      await support.get(path(api.usersFeatures.path, { id: customerId }))
    ).json() as DvsUserFeatures[];
    expect(users[0]?.features).toMatchObject({
      barcodeReading: true,
      authentication: true,
      mrzReading: false,
    });

    const page = (await support.get(api.list.path, { textFilter: 'dive-create' })).json() as DvsAccountsPage;
    expect(page.items.map((item) => item.id)).toEqual([customerId]);
  });

  it('changing a default leaves existing accounts as they are; new ones get the new default', async () => {
    await admin.put(api.updateDefaultAccountFeatures.path, [{ name: 'mrzReading', isEnabled: false }]);
    const before = (
      await support.post(api.create.path, await newAccount('dive-before'))
    ).json() as AccountCreateResponse;
    await admin.put(api.updateDefaultAccountFeatures.path, [{ name: 'mrzReading', isEnabled: true }]);
    const after = (
      await support.post(api.create.path, await newAccount('dive-after'))
    ).json() as AccountCreateResponse;
    const mrzOf = async (id: number) =>
      ((await support.get(path(api.accountFeatures.path, { id }))).json() as DiveFeatureState[]).find(
        (f) => f.name === 'mrzReading',
      )?.isEnabled;
    expect(await mrzOf(before.customerId)).toBe(false);
    expect(await mrzOf(after.customerId)).toBe(true);
  });

  it('refuses a plan of another product and bad settings with 400 on the field', async () => {
    const wrong = await support.post(api.create.path, {
      ...(await newAccount('dive-wrong')),
      subscriptionPlanId: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().propertyErrors.subscriptionPlanId).toEqual([NOT_A_DVS_PLAN]);

    const { accountId } = await dvsAccount(t);
    const bad = await support.put(path(api.updateAccount.path, { id: accountId }), {
      imageRetentionDays: 0,
      reviewFailedRequests: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().propertyErrors).toHaveProperty('imageRetentionDays');
  });

  it('saves the DIVE settings, audited', async () => {
    const { accountId } = await dvsAccount(t);
    const saved = await support.put(path(api.updateAccount.path, { id: accountId }), {
      imageRetentionDays: 30,
      reviewFailedRequests: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DvsAccount).settings).toEqual({
      imageRetentionDays: 30,
      reviewFailedRequests: true,
    });
    const [entry] = await auditEntries(t, 'dvsAccount.settings.update', accountId);
    expect(entry?.changes).toEqual({
      imageRetentionDays: { from: 90, to: 30 },
      reviewFailedRequests: { from: false, to: true },
    });
  });

  it("says when DIVE itself was last used, not the account's other products", async () => {
    const account = await dvsAccount(t, t.fixtures.companyA, 'Last Request Customer');
    const read = async () =>
      ((await support.get(path(api.account.path, { id: account.accountId }))).json() as DvsAccount).lastScan;
    // Another product's request moves the account's lastScan, not DIVE's.
    await t.database.db
      .update(customerAccounts)
      .set({ lastScan: new Date(Date.now() - 86_400_000) })
      .where(eq(customerAccounts.id, account.accountId));
    expect(await read()).toBeNull();
    const startedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    await reportDive(t, account, 'last-request-1', { startedAt });
    expect(await read()).toBe(startedAt);
  });

  it('answers 404 for an account of the company without DIVE', async () => {
    const { accountId } = await createTestAccount(t, t.fixtures.companyA, { customerName: 'No DIVE' });
    expect((await support.get(path(api.account.path, { id: accountId }))).statusCode).toBe(404);
    expect((await support.get(path(api.licenses.path, { id: accountId }))).statusCode).toBe(404);
  });
});

describe('DIVE users and their features', () => {
  it("a new user starts with the account's default user features", async () => {
    const { accountId } = await dvsAccount(t);
    await support.put(path(api.updateDefaultUserFeatures.path, { id: accountId }), [
      { name: 'ageVerification', isEnabled: true },
    ]);
    const created = await support.post(path(api.createUser.path, { id: accountId }), {
      userName: 'dive-new-user',
      firstName: 'New',
      lastName: 'User',
      email: 'new@dive.test',
    });
    expect(created.statusCode).toBe(200);
    const user = created.json() as AccountUserRow;
    const features = await support.get(path(api.userFeatures.path, { id: accountId, userId: user.id }));
    expect(enabled(features.json() as DiveFeatureState[])).toEqual(['ageVerification']);

    const renamed = await support.put(path(api.updateUser.path, { id: user.id }), {
      userName: 'dive-renamed',
      firstName: 'New',
      lastName: 'User',
      email: 'new@dive.test',
    });
    expect((renamed.json() as AccountUserRow).userName).toBe('dive-renamed');
    const listed = await support.get(path(api.users.path, { id: accountId }));
    expect(listed.json().items.map((u: AccountUserRow) => u.userName)).toContain('dive-renamed');
  });

  it('switches many users at once; a stranger among them refuses them all, naming it', async () => {
    const a = await dvsAccount(t);
    const b = await dvsAccount(t, t.fixtures.companyA, 'Other DIVE');
    const refused = await support.put(path(api.updateUsersFeatures.path, { id: a.accountId }), {
      userIds: [a.userId, b.userId],
      features: [{ name: 'imageStorage', isEnabled: true }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().propertyErrors).toHaveProperty(['userIds[1]']);
    const untouched = await support.get(path(api.userFeatures.path, { id: a.accountId, userId: a.userId }));
    expect(enabled(untouched.json() as DiveFeatureState[])).toEqual([]);

    const saved = await support.put(path(api.updateUsersFeatures.path, { id: a.accountId }), {
      userIds: [a.userId],
      features: [{ name: 'imageStorage', isEnabled: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as DvsUserFeatures[])[0]?.features.imageStorage).toBe(true);
    // A user of another account is not found under this one.
    const foreign = await support.get(path(api.userFeatures.path, { id: a.accountId, userId: b.userId }));
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an unknown feature with 400', async () => {
    const { accountId } = await dvsAccount(t);
    const bad = await support.put(path(api.updateAccountFeatures.path, { id: accountId }), [
      { name: 'teleportation', isEnabled: true },
    ]);
    expect(bad.statusCode).toBe(400);
  });
});

describe('DIVE tokens and licenses on the product API', () => {
  it('a token issued on the account reports until disabled, then deleted', async () => {
    const { accountId, licenseId } = await dvsAccount(t);
    expect(licenseId).toBeGreaterThan(0);
    const tokens = path(api.tokens.list.path, { id: accountId });
    const issued = (await admin.post(tokens, { label: 'Kiosk' })).json() as IssuedToken;
    expect(issued.token.startsWith('dvs_')).toBe(true);
    const sent = (externalId: string) =>
      report(t, issued.token, aRequest(externalId, { deviceSerial: 'KIOSK-1' }));
    expect((await sent('tok-1')).statusCode).toBe(201);

    await admin.put(`${tokens}/${issued.id}`, { disabled: true });
    const disabled = await sent('tok-2');
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().message).toBe('This token has been disabled');

    expect((await admin.delete(`${tokens}/${issued.id}`)).statusCode).toBe(204);
    expect((await sent('tok-3')).json().message).toBe('This token has been deleted');
  });

  it('seats devices up to the limit, refuses the next saying so, and takes it once one is released', async () => {
    const account = await dvsAccount(t, t.fixtures.companyA, 'Seats', { deviceLimit: 2 });
    const from = (serial: string, externalId: string) =>
      report(t, account.token, aRequest(externalId, { deviceSerial: serial }));
    expect((await from('S-1', 'seat-1')).statusCode).toBe(201);
    expect((await from('S-2', 'seat-2')).statusCode).toBe(201);
    expect((await from('S-1', 'seat-3')).statusCode).toBe(201);
    const beyond = await from('S-3', 'seat-4');
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(
      "Device S-3 is beyond the 2 devices the account's DIVE licenses allow",
    );

    const url = path(api.updateLicense.path, { id: account.accountId, licenseId: account.licenseId });
    const tooFew = await admin.put(url, { deviceLimit: 1 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().propertyErrors.deviceLimit).toEqual([
      '2 devices are activated on this license: release some first',
    ]);
    const released = await admin.put(url, { releaseDevices: ['S-2'] });
    expect((released.json() as License).devices.map((d) => d.serial)).toEqual(['S-1']);
    expect((await from('S-3', 'seat-4')).statusCode).toBe(201);
  });

  it('refuses a device whose license is disabled or expired, and a request naming no device', async () => {
    const account = await dvsAccount(t);
    const url = path(api.updateLicense.path, { id: account.accountId, licenseId: account.licenseId });
    expect((await report(t, account.token, aRequest('lic-1', { deviceSerial: 'D-1' }))).statusCode).toBe(201);

    await admin.put(url, { disabled: true });
    const disabled = await report(t, account.token, aRequest('lic-2', { deviceSerial: 'D-1' }));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toMatch(/^The DIVE license DIVE-[A-Z2-9-]+ of device D-1 is disabled$/);
    // A retry of a request stored before answers it, whatever the license says now.
    expect((await report(t, account.token, aRequest('lic-1', { deviceSerial: 'D-1' }))).statusCode).toBe(200);

    await admin.put(url, { disabled: false });
    await t.database.db.execute(
      // Expired yesterday: the API refuses a past date, so the clock is turned back here.
      sql`update dvs_licenses set expires_on = current_date - 1 where id = ${account.licenseId}`,
    );
    const expired = await report(t, account.token, aRequest('lic-3', { deviceSerial: 'D-1' }));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/of device D-1 expired on \d\d\/\d\d\/\d{4}$/);
    const newcomer = await report(t, account.token, aRequest('lic-4', { deviceSerial: 'D-2' }));
    expect(newcomer.json().message).toMatch(/^The account's DIVE licenses have expired or are disabled/);

    const noDevice = await report(t, account.token, aRequest('lic-5'));
    expect(noDevice.statusCode).toBe(403);
    expect(noDevice.json().message).toBe(NO_DEVICE);
  });

  it('issues, lists and deletes licenses; a past expiration is refused', async () => {
    const { accountId } = await dvsAccount(t);
    const url = path(api.licenses.path, { id: accountId });
    const past = await admin.post(url, { deviceLimit: 1, expirationDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().propertyErrors.expirationDate).toEqual(['Expiration Date cannot be in the past']);
    const issued = (await admin.post(url, { deviceLimit: 5, label: 'Lobby' })).json() as License;
    expect(issued).toMatchObject({ deviceLimit: 5, label: 'Lobby', status: 'active', devices: [] });
    expect(issued.key).toMatch(/^DIVE(-[A-Z2-9]{4}){4}$/);
    expect(((await support.get(url)).json() as License[]).map((l) => l.id)).toContain(issued.id);
    expect((await admin.delete(`${url}/${issued.id}`)).statusCode).toBe(204);
    expect(((await support.get(url)).json() as License[]).map((l) => l.id)).not.toContain(issued.id);
    expect((await admin.delete(`${url}/${issued.id}`)).statusCode).toBe(404);
  });
});
