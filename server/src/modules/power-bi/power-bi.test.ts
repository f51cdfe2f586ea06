import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { fillPath } from '@console/contract/kit';
import { powerBiApi as api, type PowerBiSettings } from '@console/contract/power-bi/api';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../db/schema.ts';
import { powerBiSettings } from './tables.ts';
import { PartnerSecrets } from '../../kit/secrets.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { tokenContext } from './service.ts';

let t: TestContext;
let admin: TestClient;
let support: TestClient;
let readonly: TestClient;
let customerId: number;
let otherCustomerId: number;

appForFile(async (context) => {
  t = context;
  [admin, support, readonly] = await t.signInAll('admin', 'support', 'readonly');
  customerId = (await createTestAccount(t, t.fixtures.companyA, { customerName: 'Power Customer' }))
    .accountId;
  otherCustomerId = (await createTestAccount(t, t.fixtures.companyB, { customerName: 'Beta Power' }))
    .accountId;
});

const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.power-bi-embed-token-value-Zx9Q';
const settingsUrl = (id: number) => fillPath(api.get.path, { customerId: id });
const aSave = (extra: Record<string, unknown> = {}) => ({
  customerId,
  workspaceId: '0B7C3F4E-1D2A-4C5B-9E8F-7A6B5C4D3E2F',
  reportId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d&autoAuth=true',
  enabled: true,
  ...extra,
});
const deleteToken = (client: TestClient, id: number) =>
  client.request({ method: 'DELETE', url: api.deleteToken.path, body: { customerId: id } });
const stored = async () =>
  (await t.database.db.select().from(powerBiSettings).where(eq(powerBiSettings.accountId, customerId)))[0];

describe('Power BI settings', () => {
  it('answers a customer without settings as not configured', async () => {
    const response = await support.get(settingsUrl(customerId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PowerBiSettings>()).toMatchObject({
      customerId,
      configured: false,
      tokenMask: null,
    });
  });

  it('saves the settings with the token sealed and masked, keeps the token when left out, and audits without it', async () => {
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const saved = await admin.post(api.save.path, aSave({ accessToken: TOKEN, tokenExpiresAt: expires }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    expect(saved.json<PowerBiSettings>()).toMatchObject({
      configured: true,
      workspaceId: '0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
      tokenMask: '••••••Zx9Q',
      tokenExpiresAt: expires,
      enabled: true,
    });

    const row = await stored();
    expect(row?.tokenSealed).not.toContain(TOKEN);
    expect(openSealed(row?.tokenSealed ?? '')).toBe(TOKEN);

    const read = await support.get(settingsUrl(customerId));
    expect(read.body).not.toContain(TOKEN);
    expect(read.json<PowerBiSettings>().tokenMask).toBe('••••••Zx9Q');

    // Saved again without a token: the token stays, the change is the report's flag.
    const again = await admin.post(api.save.path, aSave({ enabled: false }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PowerBiSettings>()).toMatchObject({ enabled: false, tokenMask: '••••••Zx9Q' });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(customerId)));
    const saves = entries.filter((e) => e.action === 'powerBi.save');
    expect(saves).toHaveLength(2);
    expect(JSON.stringify(saves)).not.toContain(TOKEN);
    expect(saves[0]?.changes).toMatchObject({ token: { to: '(changed)' } });
    expect(saves[1]?.changes).toEqual({ enabled: { from: true, to: false } });
  });

  it('deletes the token: it is gone from the row and the answer, and a second delete is 404', async () => {
    await admin.post(api.save.path, aSave({ accessToken: TOKEN }));
    const removed = await deleteToken(admin, customerId);
    expect(removed.statusCode, removed.body).toBe(204);
    const row = await stored();
    expect(row).toMatchObject({ tokenSealed: null, tokenMask: null, tokenExpiresAt: null });
    expect((await support.get(settingsUrl(customerId))).json<PowerBiSettings>()).toMatchObject({
      configured: true,
      tokenMask: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'powerBi.token.delete'));
    expect(entry?.entityId).toBe(String(customerId));
    expect((await deleteToken(admin, customerId)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and the fields named, writing nothing', async () => {
    const before = await stored();
    const response = await admin.post(
      api.save.path,
      aSave({ workspaceId: 'not-a-guid', embedUrl: 'https://evil.example/report' }),
    );
    expect(response.statusCode).toBe(400);
    const error = response.json<{ code: string; propertyErrors: Record<string, string[]> }>();
    expect(error.code).toBe('ValidationError');
    expect(Object.keys(error.propertyErrors).sort()).toEqual(['embedUrl', 'workspaceId']);
    const past = await admin.post(
      api.save.path,
      aSave({ accessToken: TOKEN, tokenExpiresAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json<{ propertyErrors: Record<string, string[]> }>().propertyErrors.tokenExpiresAt).toEqual([
      'Token expires must be in the future',
    ]);
    expect(await stored()).toEqual(before);
  });

  it('answers 401 signed out, 403 without the Admin role, read-only, or the module, and 404 for another company', async () => {
    const anonymous = await t.anonymous();
    expect((await anonymous.get(settingsUrl(customerId))).statusCode).toBe(401);
    expect((await support.post(api.save.path, aSave())).statusCode).toBe(403);
    expect((await deleteToken(support, customerId)).statusCode).toBe(403);
    expect((await readonly.post(api.save.path, aSave())).statusCode).toBe(403);
    expect((await admin.get(settingsUrl(otherCustomerId))).statusCode).toBe(404);
    expect((await admin.post(api.save.path, aSave({ customerId: otherCustomerId }))).statusCode).toBe(404);
    expect((await deleteToken(admin, otherCustomerId)).statusCode).toBe(404);

    // Company B has no Veriscan module.
    const other = await t.signIn('admin');
    await other.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await other.get(settingsUrl(otherCustomerId))).statusCode).toBe(403);
    // Back to company A: the last choice is where the admin's next sign-in starts.
    await other.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
  });

  it('never writes the token to the log, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    // A second app on the same database (sessions are rows), logging everything it does.
    const logged = await buildApp(t.config, t.database, { logger: { level: 'trace', stream } });
    try {
      const response = await logged.inject({
        method: 'POST',
        url: api.save.path,
        cookies: admin.cookies,
        headers: { [ANTI_FORGERY_HEADER]: admin.token },
        payload: aSave({ accessToken: TOKEN }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const bad = await logged.inject({
        method: 'POST',
        url: api.save.path,
        cookies: admin.cookies,
        headers: { [ANTI_FORGERY_HEADER]: admin.token },
        payload: aSave({ accessToken: TOKEN, reportId: 'x' }),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).not.toContain(TOKEN);
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(TOKEN);
  });
});

/** The stored token as the console's key ring opens it (bound to its customer). */
const openSealed = (sealed: string) =>
  new PartnerSecrets(t.config.partnerSecretKeys).open(sealed, tokenContext(customerId));
