import { describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import {
  INGEST_VALIDATION_SETTINGS_PATH,
  validationSettingsApi as api,
  type PublishedValidationSettings,
  type ValidationException,
  type ValidationSettings,
} from '@console/contract/validation-settings/api';

import type { TestClient, TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { productAccount } from '../activity/testing.ts';
import { matchesEtag } from './routes.ts';

let t: TestContext;
let admin: TestClient;
let support: TestClient;
let readonly: TestClient;

appForFile(async (context) => {
  t = context;
  [admin, support, readonly] = await t.signInAll('admin', 'support', 'readonly');
});

const settings = async (client = support) => {
  const response = await client.get(api.get.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ValidationSettings>();
};
const exceptionUrl = (id: number) => fillPath(api.updateException.path, { id });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
describe('GET /api/ValidationSettings', () => {
  it('answers every check on, no exceptions and version 0 for a company that changed nothing', async () => {
    const answer = await settings();
    expect(answer.checks.length).toBeGreaterThan(3);
    expect(answer.checks.every((check) => check.enabled)).toBe(true);
    expect(answer.checks.find((check) => check.name === 'tampering')?.title).toBe('No signs of tampering');
    expect(answer).toMatchObject({
      exceptions: [],
      version: 0,
      publishedAt: null,
      unpublishedChanges: false,
    });
  });
});

describe('POST /api/ValidationSettings/toggle', () => {
  it('switches a check off and back, audited, and marks the settings unpublished', async () => {
    const off = await admin.post(api.toggle.path, { check: 'fontConsistency', enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const answer = off.json<ValidationSettings>();
    expect(answer.checks.find((c) => c.name === 'fontConsistency')?.enabled).toBe(false);
    expect(answer.unpublishedChanges).toBe(true);
    const [entry] = await auditEntries(t, 'validationCheck.toggle', t.fixtures.companyA);
    expect(entry?.changes).toEqual({ fontConsistency: { from: true, to: false } });
    await admin.post(api.toggle.path, { check: 'fontConsistency', enabled: true });
    expect((await settings()).checks.find((c) => c.name === 'fontConsistency')?.enabled).toBe(true);
  });

  it('refuses an unknown check with 400 naming the field, writing nothing', async () => {
    const response = await admin.post(api.toggle.path, { check: 'palmReading', enabled: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toHaveProperty('check');
  });

  it('refuses read-only staff with 403', async () => {
    expect((await readonly.post(api.toggle.path, { check: 'tampering', enabled: false })).statusCode).toBe(
      403,
    );
  });
});

describe('validation exceptions', () => {
  const input = {
    subjectType: 'document',
    subject: 'D7654321',
    check: 'documentExpired',
    reason: 'Renewal letter on file',
    expiresOn: inDays(10),
  };

  it('creates, changes and deletes an exception, each audited', async () => {
    const created = await admin.post(api.createException.path, input);
    expect(created.statusCode, created.body).toBe(200);
    const exception = created.json<ValidationException>();
    expect(exception).toMatchObject({ ...input, expired: false, createdBy: 'admin' });
    expect((await settings()).exceptions.map((e) => e.id)).toContain(exception.id);

    const changed = await admin.put(exceptionUrl(exception.id), {
      ...input,
      reason: 'Extended',
      expiresOn: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ reason: 'Extended', expiresOn: null });
    const [update] = await auditEntries(t, 'validationException.update', exception.id);
    expect(update?.changes).toMatchObject({ reason: { from: 'Renewal letter on file', to: 'Extended' } });

    const removed = await admin.delete(exceptionUrl(exception.id));
    expect(removed.statusCode).toBe(204);
    expect((await settings()).exceptions.map((e) => e.id)).not.toContain(exception.id);
    expect(await auditEntries(t, 'validationException.create', exception.id)).toHaveLength(1);
    expect(await auditEntries(t, 'validationException.delete', exception.id)).toHaveLength(1);
  });

  it('refuses a second exception for the same subject (any case) and check with 400 on subject', async () => {
    const first = await admin.post(api.createException.path, { ...input, subject: 'DUP-1' });
    expect(first.statusCode).toBe(200);
    const again = await admin.post(api.createException.path, { ...input, subject: 'dup-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().propertyErrors.subject[0]).toMatch(/exists already/);
  });

  it('refuses bad input with 400 naming each field, writing nothing', async () => {
    const before = (await settings()).exceptions.length;
    const past = await admin.post(api.createException.path, {
      ...input,
      subject: 'PAST',
      expiresOn: inDays(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().propertyErrors).toHaveProperty('expiresOn');
    const blank = await admin.post(api.createException.path, { ...input, subject: '', reason: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().propertyErrors)).toEqual(expect.arrayContaining(['subject', 'reason']));
    const unknown = await admin.post(api.createException.path, { ...input, subjectType: 'vehicle' });
    expect(unknown.statusCode).toBe(400);
    expect((await settings()).exceptions.length).toBe(before);
  });

  it('answers 404 for an exception that does not exist', async () => {
    expect((await admin.put(exceptionUrl(999_999), input)).statusCode).toBe(404);
    expect((await admin.delete(exceptionUrl(999_999))).statusCode).toBe(404);
  });
});

describe('POST /api/ValidationSettings/Sync and the product API', () => {
  const published = (token: string | undefined, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: INGEST_VALIDATION_SETTINGS_PATH,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
      },
    });

  it('publishes the working settings as the next version; devices get it with an ETag and 304 until the next sync', async () => {
    const device = await productAccount(t);
    const before = await published(device.token);
    expect(before.statusCode).toBe(200);
    const etag0 = before.headers.etag as string;
    expect(before.json<PublishedValidationSettings>().version).toBe(0);
    expect((await published(device.token, etag0)).statusCode).toBe(304);

    await admin.post(api.toggle.path, { check: 'tampering', enabled: false });
    await admin.post(api.createException.path, {
      subjectType: 'person',
      subject: 'Jane Sample',
      check: 'ageOver18',
      reason: 'Guardian present',
    });
    // Changes are not published until the sync: the device's version still stands.
    expect((await published(device.token, etag0)).statusCode).toBe(304);

    const sync = await admin.post(api.sync.path);
    expect(sync.statusCode, sync.body).toBe(200);
    const { version } = sync.json<{ version: number }>();
    expect(version).toBe(1);
    expect(await settings()).toMatchObject({ version: 1, unpublishedChanges: false });
    expect(await auditEntries(t, 'validationSettings.sync', t.fixtures.companyA)).toHaveLength(1);

    const after = await published(device.token, etag0);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag0);
    const body = after.json<PublishedValidationSettings>();
    expect(body.version).toBe(1);
    expect(body.checks.find((c) => c.name === 'tampering')?.enabled).toBe(false);
    expect(body.exceptions).toContainEqual({
      subjectType: 'person',
      subject: 'Jane Sample',
      check: 'ageOver18',
      expiresOn: null,
    });
    expect(JSON.stringify(body)).not.toContain('Guardian present');
    expect((await published(device.token, after.headers.etag as string)).statusCode).toBe(304);
    expect((await admin.post(api.sync.path)).json()).toMatchObject({ version: 2 });
  });

  it('answers a device without a valid token 401, and another company only its own settings', async () => {
    expect((await published(undefined)).statusCode).toBe(401);
    expect((await published('vsonline_not-a-token')).statusCode).toBe(401);
    const other = await productAccount(t, t.fixtures.companyB);
    const answer = await published(other.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ version: 0, exceptions: [] });
  });

  it('refuses a staff user without the ValidationSettings module with 403', async () => {
    const switched = await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await admin.get(api.get.path)).statusCode).toBe(403);
    expect((await admin.post(api.sync.path)).statusCode).toBe(403);
  });
});

describe('matchesEtag', () => {
  it('matches the tag, weak or strong, in a list or as *, and nothing else', () => {
    expect(matchesEtag('W/"vs-1-2"', 'W/"vs-1-2"')).toBe(true);
    expect(matchesEtag('"x", "vs-1-2"', 'W/"vs-1-2"')).toBe(true);
    expect(matchesEtag('*', 'W/"vs-1-2"')).toBe(true);
    expect(matchesEtag('W/"vs-1-3"', 'W/"vs-1-2"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"vs-1-2"')).toBe(false);
  });
});
