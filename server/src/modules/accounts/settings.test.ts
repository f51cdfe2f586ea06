import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AccountSettings } from '@console/contract/accounts/api';
import type { TestContext } from '../../testing/harness.ts';
import { featureIdOf } from '../../testing/feature-ids.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { CUSTOMER_FEATURES } from '../../testing/customer-features.ts';
import { accountFeatures, auditLog, companies, companyFeatures, customerAccounts } from '../../db/schema.ts';

let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

const db = () => t.database.db;
const settingsUrl = (accountId: number) => `/api/CommonAccount/${accountId}/Settings`;
const storedFeatures = (accountId: number) =>
  db().select().from(accountFeatures).where(eq(accountFeatures.accountId, accountId));
const settingsAudit = () =>
  db().select().from(auditLog).where(eq(auditLog.action, 'account.settings.update'));

async function insertAccount(companyId = t.fixtures.companyA, isTest = false): Promise<number> {
  const [row] = await db()
    .insert(customerAccounts)
    .values({ companyId, isTest, name: 'Acme' })
    .returning({ id: customerAccounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}

const featureId = (name: string) => featureIdOf(t, name);

const enabledNames = (settings: AccountSettings) =>
  settings.features.filter((f) => f.isEnabled).map((f) => f.name);

describe('GET /api/CommonAccount/{id}/Settings', () => {
  it("answers every customer feature with the account's switch, off where the account has no row", async () => {
    const accountId = await insertAccount();
    const otherAccount = await insertAccount();
    await db()
      .insert(accountFeatures)
      .values([
        { accountId, featureId: await featureId('faceMatch'), enabled: true },
        { accountId, featureId: await featureId('manualReview'), enabled: false },
        { accountId: otherAccount, featureId: await featureId('dataExport'), enabled: true },
      ]);
    const response = await (await t.signIn('readonly')).get(settingsUrl(accountId));
    expect(response.statusCode).toBe(200);
    const settings: AccountSettings = response.json();
    expect(settings.features.map((f) => f.name)).toEqual(CUSTOMER_FEATURES);
    expect(enabledNames(settings)).toEqual(['faceMatch']);
    expect(settings.features[1]).toEqual({
      featureId: await featureId('faceMatch'),
      name: 'faceMatch',
      title: 'Face match',
      description: 'Compare the document portrait with a live selfie.',
      isEnabled: true,
    });
  });

  it("answers 401, and 404 for another company's account or a live one in Test Mode", async () => {
    const accountId = await insertAccount();
    expect((await t.app.inject({ method: 'GET', url: settingsUrl(accountId) })).statusCode).toBe(401);
    const c = await t.signIn('support');
    expect((await c.get(settingsUrl(await insertAccount(t.fixtures.companyB)))).statusCode).toBe(404);
    await db().update(companies).set({ testMode: true }).where(eq(companies.id, t.fixtures.companyA));
    expect((await c.get(settingsUrl(accountId))).statusCode).toBe(404);
  });
});

describe('PUT /api/CommonAccount/{id}/Settings', () => {
  it('switches the listed features, leaves the others, answers the new settings and records the diff', async () => {
    const accountId = await insertAccount();
    const faceMatch = await featureId('faceMatch');
    const dataExport = await featureId('dataExport');
    await db().insert(accountFeatures).values({ accountId, featureId: faceMatch, enabled: true });
    const response = await (
      await t.signIn('support')
    ).put(settingsUrl(accountId), {
      features: [
        { featureId: faceMatch, isEnabled: false },
        { featureId: dataExport, isEnabled: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(enabledNames(response.json())).toEqual(['dataExport']);
    expect(
      (await storedFeatures(accountId))
        .map((f) => [f.featureId, f.enabled])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [faceMatch, false],
      [dataExport, true],
    ]);
    const [entry] = await settingsAudit();
    expect(entry).toMatchObject({ entityType: 'account', entityId: String(accountId) });
    expect(entry?.changes).toEqual({
      faceMatch: { from: true, to: false },
      dataExport: { from: false, to: true },
    });
  });

  it('refuses unknown, non-customer and repeated features by their item, writing nothing', async () => {
    const accountId = await insertAccount();
    const faceMatch = await featureId('faceMatch');
    const companyFlag = await featureId('customerAdmin');
    const response = await (
      await t.signIn('support')
    ).put(settingsUrl(accountId), {
      features: [
        { featureId: faceMatch, isEnabled: true },
        { featureId: 999_999, isEnabled: true },
        { featureId: companyFlag, isEnabled: true },
        { featureId: faceMatch, isEnabled: false },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: {
        'features[1].featureId': ['Feature 999999 is not a customer feature'],
        'features[2].featureId': [`Feature ${companyFlag} is not a customer feature`],
        'features[3].featureId': [`Feature ${faceMatch} is listed twice`],
      },
    });
    expect(Object.keys(response.json().propertyErrors)).toHaveLength(3);
    expect(await storedFeatures(accountId)).toEqual([]);
    expect(await settingsAudit()).toEqual([]);
  });

  it('refuses to switch on a feature the company does not grant, writing nothing; switching it off is allowed', async () => {
    const accountId = await insertAccount();
    const [dataExport, idScanning] = [await featureId('dataExport'), await featureId('idScanning')];
    await db()
      .update(companyFeatures)
      .set({ enabled: false })
      .where(
        and(eq(companyFeatures.companyId, t.fixtures.companyA), eq(companyFeatures.featureId, dataExport)),
      );
    const support = await t.signIn('support');
    const response = await support.put(settingsUrl(accountId), {
      features: [
        { featureId: idScanning, isEnabled: true },
        { featureId: dataExport, isEnabled: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({
      'features[1].isEnabled': ['Data export: not granted to the company'],
    });
    expect(await storedFeatures(accountId)).toEqual([]);
    const off = await support.put(settingsUrl(accountId), {
      features: [{ featureId: dataExport, isEnabled: false }],
    });
    expect(off.statusCode).toBe(200);
  });

  it('refuses a body of the wrong shape by the schema', async () => {
    const accountId = await insertAccount();
    const response = await (
      await t.signIn('support')
    ).put(settingsUrl(accountId), {
      features: [{ featureId: 'faceMatch', isEnabled: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toHaveProperty(['features[0].featureId']);
  });

  it('records nothing when nothing changes', async () => {
    const accountId = await insertAccount();
    const response = await (
      await t.signIn('support')
    ).put(settingsUrl(accountId), {
      features: [{ featureId: await featureId('faceMatch'), isEnabled: false }],
    });
    expect(response.statusCode).toBe(200);
    expect(await settingsAudit()).toEqual([]);
  });

  it('answers 401, 403 without the token or to read-only staff, writing nothing', async () => {
    const accountId = await insertAccount();
    const body = { features: [{ featureId: await featureId('faceMatch'), isEnabled: true }] };
    expect((await (await t.anonymous()).put(settingsUrl(accountId), body)).statusCode).toBe(401);
    const noToken = await (
      await t.signIn('support')
    ).request({
      method: 'PUT',
      url: settingsUrl(accountId),
      body,
      withoutToken: true,
    });
    expect(noToken.statusCode).toBe(403);
    expect((await (await t.signIn('readonly')).put(settingsUrl(accountId), body)).statusCode).toBe(403);
    expect(await storedFeatures(accountId)).toEqual([]);
  });

  it("answers 404 for another company's account and a live one in Test Mode, writing nothing", async () => {
    const body = { features: [{ featureId: await featureId('faceMatch'), isEnabled: true }] };
    const c = await t.signIn('support');
    const foreign = await insertAccount(t.fixtures.companyB);
    expect((await c.put(settingsUrl(foreign), body)).statusCode).toBe(404);
    const live = await insertAccount();
    await db().update(companies).set({ testMode: true }).where(eq(companies.id, t.fixtures.companyA));
    expect((await c.put(settingsUrl(live), body)).statusCode).toBe(404);
    expect(await db().select().from(accountFeatures)).toEqual([]);
  });
});
