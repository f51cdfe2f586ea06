import { describe, expect, it } from 'vitest';
import { facesApi as api, FACE_DECISIONS, type FaceAggregatedAccount } from '@console/contract/faces/api';
import { fillPath, type IssuedToken } from '@console/contract/kit';
import { and, eq } from 'drizzle-orm';
import { Module } from '@console/contract/gates';
import { auditLog, modules, verificationRequests } from '../../db/schema.ts';
import { faceAccountSettings } from './tables.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { aRequest, report } from '../activity/testing.ts';
import { faceAccount, faceRequest } from './testing.ts';

// Face/ID through its calls (the gates, 401, 403 and another company's 404 are the generated gate
// suite's, from gate-fixtures.ts): settings and their defaults, tokens, metrics and requests.

let t: TestContext;
let admin: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

const url = (path: string, params: Record<string, unknown>) => fillPath(path, params);
const settingsOf = async (accountId: number) =>
  (
    await t.database.db.select().from(faceAccountSettings).where(eq(faceAccountSettings.accountId, accountId))
  )[0];

describe('face/ID accounts and their settings', () => {
  it('lists only the accounts with Face Compare, with their settings, and answers CSV', async () => {
    const face = await faceAccount(t, t.fixtures.companyA, 'Zeta Faces');
    await faceAccount(t, t.fixtures.companyB, 'Beta Faces');
    const response = await admin.get(api.accounts.path, { textFilter: 'Faces' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      items: [{ id: face.accountId, name: 'Zeta Faces', matchThreshold: 80, livenessRequired: true }],
    });
    const csv = await admin.get(api.accounts.path, { textFilter: 'Faces', format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[1]).toContain('Zeta Faces');
  });

  it('refuses an unknown sort field and a threshold out of range with 400, writing nothing', async () => {
    const face = await faceAccount(t);
    expect((await admin.get(api.accounts.path, { sortField: 'password' })).statusCode).toBe(400);
    const response = await admin.put(url(api.updateAccount.path, { id: face.accountId }), {
      matchThreshold: 0,
      livenessRequired: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { matchThreshold: [expect.any(String)] },
    });
    expect(await settingsOf(face.accountId)).toMatchObject({ matchThreshold: 80 });
  });

  it('changes an account’s settings, audited with before and after', async () => {
    const face = await faceAccount(t);
    const response = await admin.put(url(api.updateAccount.path, { id: face.accountId }), {
      matchThreshold: 90,
      livenessRequired: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FaceAggregatedAccount>()).toMatchObject({
      matchThreshold: 90,
      livenessRequired: false,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'faceAccount.settings.update'));
    expect(entry?.changes).toEqual({
      matchThreshold: { from: 80, to: 90 },
      livenessRequired: { from: true, to: false },
    });
  });

  it('applies the defaults when an account gets Face Compare, and never rewrites existing accounts', async () => {
    const before = await faceAccount(t, t.fixtures.companyA, 'Before');
    const changed = await admin.put(api.updateDefaultSettings.path, {
      matchThreshold: 70,
      livenessRequired: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin.get(api.defaultSettings.path)).json()).toEqual({
      matchThreshold: 70,
      livenessRequired: false,
    });

    const after = await faceAccount(t, t.fixtures.companyA, 'After');
    expect(await settingsOf(after.accountId)).toMatchObject({ matchThreshold: 70, livenessRequired: false });
    expect(await settingsOf(before.accountId)).toMatchObject({ matchThreshold: 80, livenessRequired: true });
    // Another company's defaults are its own.
    const theirs = await faceAccount(t, t.fixtures.companyB, 'Theirs');
    expect(await settingsOf(theirs.accountId)).toMatchObject({ matchThreshold: 80 });
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'faceDefaults.update')),
    ).toHaveLength(1);
  });

  it('aggregates the account: settings, active tokens and requests of the last 30 days', async () => {
    const face = await faceAccount(t);
    await faceRequest(t, face, 'r-1');
    await faceRequest(t, face, 'r-2', { status: 'failed' });
    const response = await admin.get(url(api.aggregatedAccount.path, { id: face.accountId }));
    expect(response.json()).toMatchObject({ id: face.accountId, activeTokens: 1, requestsLast30Days: 2 });
  });

  it('stands in the built-in settings for an account without a settings row, and answers 404 for an unknown one', async () => {
    const plain = await faceAccount(t);
    await t.database.db.delete(faceAccountSettings);
    // Still a face account (the product is what counts): the built-in settings stand in.
    expect((await admin.get(url(api.aggregatedAccount.path, { id: plain.accountId }))).json()).toMatchObject({
      matchThreshold: 80,
    });
    expect((await admin.get(url(api.aggregatedAccount.path, { id: 999_999 }))).statusCode).toBe(404);
  });
});

describe('the Faces module', () => {
  // The gate suite's module check uses a company without the module, and company B has Faces.
  it('is needed for every call: without it, 403 even for an account and image of the company', async () => {
    const face = await faceAccount(t);
    const id = await faceRequest(t, face, 'r-1');
    await t.database.db
      .delete(modules)
      .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.Faces)));
    for (const path of [
      api.accounts.path,
      url(api.aggregatedAccount.path, { id: face.accountId }),
      url(api.images.list.path, { id }),
    ]) {
      expect((await admin.get(path)).statusCode, path).toBe(403);
    }
  });
});

describe('face/ID tokens', () => {
  it('issues a token with an expiration date that the product API then takes', async () => {
    const face = await faceAccount(t);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const issued = await admin.post(url(api.tokens.create.path, { id: face.accountId }), {
      label: 'Kiosk',
      expirationDate: tomorrow,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const token = issued.json<IssuedToken>();
    expect(token).toMatchObject({ expirationDate: tomorrow, status: 'active' });
    expect(token.token).toMatch(/^faces_/);
    expect((await report(t, token.token, aRequest('from-kiosk'))).statusCode).toBe(201);

    const disabled = await admin.put(url(api.tokens.update.path, { id: face.accountId, tokenId: token.id }), {
      disabled: true,
    });
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    expect((await report(t, token.token, aRequest('after'))).statusCode).toBe(401);
    expect(
      (await admin.delete(url(api.tokens.remove.path, { id: face.accountId, tokenId: token.id }))).statusCode,
    ).toBe(204);
    const listed = await admin.get(url(api.tokens.list.path, { id: face.accountId }));
    expect(listed.json<{ id: number }[]>().map((row) => row.id)).not.toContain(token.id);
  });

  it('refuses an expiration date in the past with 400', async () => {
    const face = await faceAccount(t);
    const response = await admin.post(url(api.tokens.create.path, { id: face.accountId }), {
      label: 'Old',
      expirationDate: '2020-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ propertyErrors: { expirationDate: [expect.any(String)] } });
  });
});

describe('face requests', () => {
  it('shows a request’s score against the threshold the product applied, liveness and decision', async () => {
    const face = await faceAccount(t);
    const id = await faceRequest(t, face, 'r-1');
    const response = await admin.get(url(api.request.path, { id }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      accountId: face.accountId,
      matchScore: 91.5,
      matchThreshold: 85,
      thresholdSource: 'request',
      livenessScore: 97,
      livenessPassed: true,
      decision: FACE_DECISIONS.success,
    });
  });

  it('falls back to the account’s threshold and shows no liveness when the product sent none', async () => {
    const face = await faceAccount(t);
    const id = await faceRequest(t, face, 'r-1', { status: 'review', result: { matchScore: 78 } });
    expect((await admin.get(url(api.request.path, { id }))).json()).toMatchObject({
      matchScore: 78,
      matchThreshold: 80,
      thresholdSource: 'account',
      livenessPassed: null,
      livenessScore: null,
      decision: FACE_DECISIONS.review,
    });
  });

  // Status review is the manual review queue's (manual-validation/service.ts queueScope).
  it('sends an "accepted" its own score contradicts to manual review, saying why', async () => {
    const face = await faceAccount(t);
    // Below the threshold the product reported, then below the account's (80) when it sent none.
    const reported = await faceRequest(t, face, 'contradicted-1', {
      result: { matchScore: 3, matchThreshold: 80 },
    });
    const own = await faceRequest(t, face, 'contradicted-2', { result: { matchScore: 79 } });
    const believed = await faceRequest(t, face, 'believed', { result: { matchScore: 80 } });
    const read = async (id: number) => (await admin.get(url(api.request.path, { id }))).json();
    expect(await read(reported)).toMatchObject({
      status: 'review',
      decision: FACE_DECISIONS.review,
      failureReason: 'Reported as accepted, but the match score 3 is below the threshold 80',
      conflict: null,
    });
    expect((await read(own)).failureReason).toBe(
      'Reported as accepted, but the match score 79 is below the threshold 80',
    );
    expect(await read(believed)).toMatchObject({ status: 'success', failureReason: null, conflict: null });
  });

  it('shows the contradiction of an "accepted" stored before the check', async () => {
    const face = await faceAccount(t);
    const id = await faceRequest(t, face, 'stored-before', { status: 'failed', result: { matchScore: 3 } });
    await t.database.db
      .update(verificationRequests)
      .set({ status: 'success', failureReason: null })
      .where(eq(verificationRequests.id, id));
    expect((await admin.get(url(api.request.path, { id }))).json()).toMatchObject({
      decision: FACE_DECISIONS.success,
      conflict: 'Reported as accepted, but the match score 3 is below the threshold 80',
    });
  });

  it('serves the portrait and the selfie with their type, never cached', async () => {
    const face = await faceAccount(t);
    const id = await faceRequest(t, face, 'r-1');
    const images = (await admin.get(url(api.images.list.path, { id }))).json<
      { id: number; name: string }[]
    >();
    expect(images.map((image) => image.name)).toEqual(['portrait', 'selfie']);
    const image = await admin.get(url(api.images.image.path, { id, imageId: images[1]?.id }));
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('lists requests newest first, filtered by account, decision and days, and as CSV', async () => {
    const face = await faceAccount(t);
    const other = await faceAccount(t, t.fixtures.companyA, 'Other Faces');
    // Seconds apart, so that all three are of today whatever the hour the test runs at.
    const now = Date.now();
    await faceRequest(t, face, 'old', { startedAt: new Date(now - 2_000).toISOString() }, []);
    await faceRequest(
      t,
      face,
      'new',
      { status: 'failed', startedAt: new Date(now - 1_000).toISOString() },
      [],
    );
    await faceRequest(t, other, 'theirs', {}, []);
    const all = await admin.get(api.requests.path, { accountId: String(face.accountId) });
    expect(all.json<{ items: { externalId: string }[] }>().items.map((row) => row.externalId)).toEqual([
      'new',
      'old',
    ]);
    const failed = await admin.get(api.requests.path, { status: 'failed' });
    expect(failed.json()).toMatchObject({
      total: 1,
      items: [{ externalId: 'new', matchScore: 91.5, livenessPassed: true }],
    });
    const today = new Date().toISOString().slice(0, 10);
    const days = await admin.get(api.requests.path, { dateFrom: '2020-01-01', dateTo: '2020-01-31' });
    expect(days.json()).toMatchObject({ total: 0 });
    expect((await admin.get(api.requests.path, { dateFrom: today, dateTo: today })).json()).toMatchObject({
      total: 3,
    });
    const csv = await admin.get(api.requests.path, { format: 'csv', status: 'failed' });
    expect(csv.body.split('\r\n')[0]).toBe(
      'ID,Started,Account,Reference,Decision,Match Score,Liveness,Reason',
    );
  });

  it('refuses a reversed or over-two-year day range with 400 on dateTo', async () => {
    for (const range of [
      { dateFrom: '2026-02-01', dateTo: '2026-01-01' },
      { dateFrom: '2020-01-01', dateTo: '2026-01-01' },
    ]) {
      const response = await admin.get(api.requests.path, range);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ propertyErrors: { dateTo: [expect.any(String)] } });
    }
  });

  it('answers the account’s latest requests and its metrics from the rollups', async () => {
    const face = await faceAccount(t);
    await faceRequest(t, face, 'a', {}, []);
    await faceRequest(t, face, 'b', { status: 'review' }, []);
    const last = await admin.get(url(api.lastRequests.path, { id: face.accountId }));
    expect(last.json<unknown[]>()).toHaveLength(2);
    const metrics = await admin.get(url(api.metrics.path, { id: face.accountId }));
    expect(metrics.json()).toMatchObject({
      totals: { success: 1, review: 1, failed: 0, total: 2 },
      successRate: 0.5,
    });
  });
});
