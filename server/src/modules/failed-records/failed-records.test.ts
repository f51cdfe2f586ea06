import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  failedRecordsApi as api,
  type CardCheck,
  type FailedRecord,
  type FailedRecordsPage,
} from '@console/contract/failed-records/api';
import { fillPath } from '@console/contract/kit';
import { auditLog } from '../../db/schema.ts';
import { failedVerificationRecords } from '../validation-settings/tables.ts';
import { eventually, testQueues } from '../../jobs/testing.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { dvsAccount, reportDive, aDiveResult, type TestDvsAccount } from '../dvs/testing.ts';
import { failedRecordsSyncJob, recordFailedRequests } from './sync.ts';

let t: TestContext;
let support: TestClient;
let readonly: TestClient;
let admin: TestClient;
let dive: TestDvsAccount;
let queues: ReturnType<typeof testQueues>;

beforeAll(async () => {
  t = await createTestContext();
  [support, readonly, admin] = await t.signInAll('support', 'readonly', 'admin');
  dive = await dvsAccount(t, t.fixtures.companyA, 'Failed DIVE', { deviceLimit: 5 });
  queues = testQueues(t.database, t.app.jobs.schema);
});
afterAll(async () => {
  await queues.stopAll();
  await t.close();
});

const card = (documentNumber: string, extra: Record<string, unknown> = {}) => ({
  status: 'failed' as const,
  failureReason: 'Tampering',
  result: { ...aDiveResult(), fields: { ...aDiveResult().fields, documentNumber }, ...extra },
});
const list = async (query: Record<string, string> = {}) => {
  const response = await support.get(api.list.path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FailedRecordsPage>();
};
const recordUrl = (id: number) => fillPath(api.update.path, { id });
const checkUrl = (id: string) => fillPath(api.checkCardId.path, { id });
const anInput = (cardId: string, extra: Record<string, unknown> = {}) => ({
  accountId: dive.accountId,
  cardId,
  personName: 'Sam Person',
  documentType: 'DriversLicense',
  failureReason: 'Photo does not match',
  failedAt: new Date(Date.now() - 3_600_000).toISOString(),
  notes: 'Typed at the desk',
  ...extra,
});

describe('POST /api/FailedVerificationRecords/Sync', () => {
  afterEach(() => queues.stopAll());

  it('queues a job that records each failed request with a document number once; a second sync creates nothing', async () => {
    await reportDive(t, dive, 'sync-failed-1', card('s1000001'));
    await reportDive(t, dive, 'sync-failed-2', card('S1000002'));
    await reportDive(t, dive, 'sync-success', { ...card('S1000003'), status: 'success' });
    await reportDive(t, dive, 'sync-no-number', {
      ...card('S1000004'),
      result: { documentType: 'Passport' },
    });

    const queued = await admin.post(api.sync.path);
    expect(queued.statusCode, queued.body).toBe(200);
    const { jobId } = queued.json<{ jobId: string }>();
    const [entry] = await auditEntries(t, 'failedRecords.sync', t.fixtures.companyA);
    expect(entry?.changes).toEqual({ jobId: { to: jobId } });
    await queues.queue([failedRecordsSyncJob]).start();
    await eventually('the sync recorded the failures', async () => (await list()).total === 2);

    const page = await list();
    expect(page.items.map((r) => r.cardId).sort()).toEqual(['S1000001', 'S1000002']);
    expect(page.items[0]).toMatchObject({
      source: 'sync',
      personName: 'Jane Sample',
      documentType: 'DriversLicense',
      failureReason: 'Tampering',
      accountName: 'Failed DIVE',
    });
    expect(await recordFailedRequests(t.database.db, t.fixtures.companyA)).toEqual({ created: 0 });
    expect((await list()).total).toBe(2);
  });
});

describe('create, update and delete', () => {
  it('creates a record for a customer, changes it and deletes it, each audited', async () => {
    const created = await admin.post(api.create.path, anInput('m100 0001'));
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json<FailedRecord>();
    expect(record).toMatchObject({
      cardId: 'M100 0001',
      source: 'manual',
      requestId: null,
      notes: 'Typed at the desk',
    });

    const changed = await admin.post(recordUrl(record.id), {
      ...anInput('M1000001'),
      accountId: undefined,
      notes: 'Seen twice',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ cardId: 'M1000001', notes: 'Seen twice' });

    expect((await admin.delete(recordUrl(record.id))).statusCode).toBe(204);
    expect((await admin.delete(recordUrl(record.id))).statusCode).toBe(404);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'failedRecord'), eq(auditLog.entityId, String(record.id))));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'failedRecord.create',
      'failedRecord.delete',
      'failedRecord.update',
    ]);
  });

  it('refuses bad input with 400 naming the fields, writing nothing', async () => {
    const before = await t.database.db.$count(failedVerificationRecords);
    const bad = await admin.post(api.create.path, anInput('bad;card', { failureReason: '' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().propertyErrors)).toEqual(
      expect.arrayContaining(['cardId', 'failureReason']),
    );
    const future = await admin.post(
      api.create.path,
      anInput('F1', { failedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().propertyErrors).toHaveProperty('failedAt');
    const other = await dvsAccount(t, t.fixtures.companyB, 'Beta Failed DIVE').catch(() => null);
    if (other) {
      const theirs = await admin.post(api.create.path, anInput('F2', { accountId: other.accountId }));
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json().propertyErrors).toHaveProperty('accountId');
    }
    expect(await t.database.db.$count(failedVerificationRecords)).toBe(before);
  });

  it('refuses read-only staff with 403', async () => {
    expect((await readonly.post(api.create.path, anInput('R1'))).statusCode).toBe(403);
    expect((await readonly.post(api.sync.path)).statusCode).toBe(403);
  });
});

describe('GET /api/FailedVerificationRecords', () => {
  it('filters by searchQuery, customer and days, sorts, and exports CSV', async () => {
    const other = await dvsAccount(t, t.fixtures.companyA, 'Other DIVE');
    await admin.post(
      api.create.path,
      anInput('L0000001', { failedAt: new Date(Date.now() - 5 * 86_400_000).toISOString() }),
    );
    await admin.post(
      api.create.path,
      anInput('L0000002', { accountId: other.accountId, personName: 'Robin Lookup' }),
    );

    expect((await list({ searchQuery: 'L000000' })).total).toBe(2);
    expect((await list({ searchQuery: 'robin' })).items.map((r) => r.cardId)).toEqual(['L0000002']);
    expect((await list({ custId: String(other.accountId) })).items.map((r) => r.cardId)).toEqual([
      'L0000002',
    ]);
    // The last three UTC days: the record of an hour ago (whatever the time of day), not the one of five days ago.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const recent = await list({ searchQuery: 'L000000', dateFrom: day(2), dateTo: day(0) });
    expect(recent.items.map((r) => r.cardId)).toEqual(['L0000002']);
    const byCard = await list({ searchQuery: 'L000000', sortField: 'cardId', order: 'asc' });
    expect(byCard.items.map((r) => r.cardId)).toEqual(['L0000001', 'L0000002']);

    const csv = await support.get(api.list.path, { searchQuery: 'L000000', format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      'ID,Failed,Card ID,Name,Document Type,Customer,Reason,Source,Request,Notes',
    );
    expect(csv.body).toContain('L0000002');
  });

  it('refuses a reversed range and an unknown sort with 400', async () => {
    const reversed = await support.get(api.list.path, { dateFrom: '2026-02-01', dateTo: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().propertyErrors).toHaveProperty('dateTo');
    expect((await support.get(api.list.path, { sortField: 'name' })).statusCode).toBe(400);
  });

  it("shows none of another company's records", async () => {
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.get(api.list.path)).statusCode).toBe(403);
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
  });
});

describe('CheckCardId', () => {
  it('answers whether a card has failed records (any case), with the latest, for staff', async () => {
    await admin.post(api.create.path, anInput('C0000001'));
    await admin.post(api.create.path, anInput('C0000001', { failureReason: 'Again' }));
    const response = await support.get(checkUrl('c0000001'));
    expect(response.statusCode, response.body).toBe(200);
    const check = response.json<CardCheck>();
    expect(check).toMatchObject({ cardId: 'C0000001', failed: true, count: 2 });
    expect(check.records.map((r) => r.failureReason)).toEqual(['Again', 'Photo does not match']);
    expect((await support.get(checkUrl('NEVER0001'))).json()).toMatchObject({
      failed: false,
      count: 0,
      records: [],
    });
  });

  it('refuses a malformed card id with 400', async () => {
    expect((await support.get(checkUrl('bad;id'))).statusCode).toBe(400);
  });

  it("answers a device for its own account's records only, without names; 401 without a token", async () => {
    await admin.post(api.create.path, anInput('D0000001'));
    const device = (token: string | undefined, id: string) =>
      t.app.inject({
        method: 'GET',
        url: fillPath(api.deviceCheck.path, { id }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const own = await device(dive.token, 'd0000001');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({
      cardId: 'D0000001',
      failed: true,
      count: 1,
      lastFailedAt: expect.any(String),
    });
    const neighbour = await dvsAccount(t, t.fixtures.companyA, 'Neighbour DIVE');
    expect((await device(neighbour.token, 'D0000001')).json()).toMatchObject({ failed: false, count: 0 });
    expect((await device(undefined, 'D0000001')).statusCode).toBe(401);
  });
});
