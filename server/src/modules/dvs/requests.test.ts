import { describe, expect, it } from 'vitest';
import { dvsApi, type DvsRequest, type DvsRequestsPage } from '@console/contract/dvs/api';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import type { RequestImage } from '@console/contract/kit';
import { aDiveResult, dvsAccount, reportDive, reportDiveWithImages, type TestDvsAccount } from './testing.ts';

let t: TestContext;
let support: TestClient;
let account: TestDvsAccount;
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
  account = await dvsAccount(t, t.fixtures.companyA, 'Requests DIVE', { deviceLimit: 5 });
  ids.license = await reportDive(t, account, 'rq-license', { startedAt: daysAgo(0) });
  ids.passport = await reportDive(t, account, 'rq-passport', {
    startedAt: daysAgo(1),
    status: 'failed',
    failureReason: 'Tampering',
    deviceSerial: 'DESK-2',
    result: {
      ...aDiveResult('Passport'),
      mrz: { line1: 'P<USASAMPLE<<JANE', line2: '1234567890USA', valid: true },
    },
  });
  ids.old = await reportDive(t, account, 'rq-old', { startedAt: daysAgo(40), status: 'review' });
});

const api = dvsApi;
const list = async (query: Record<string, string> = {}) => {
  const response = await support.get(api.requests.path, { accountId: String(account.accountId), ...query });
  expect(response.statusCode).toBe(200);
  return response.json() as DvsRequestsPage;
};
const idsOf = (page: DvsRequestsPage) => page.items.map((item) => item.id);
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/DvsRequests', () => {
  it('lists the DIVE requests latest first, counted', async () => {
    const page = await list();
    expect(idsOf(page)).toEqual([ids.license, ids.passport, ids.old]);
    expect(page.total).toBe(3);
    expect(page.items[1]).toMatchObject({ status: 'failed', documentType: 'Passport', deviceName: 'DESK-2' });
  });

  it('filters by status, document type, device and days, each counted', async () => {
    const failed = await list({ status: 'failed' });
    expect([idsOf(failed), failed.total]).toEqual([[ids.passport], 1]);
    const passports = await list({ documentType: 'Passport' });
    expect([idsOf(passports), passports.total]).toEqual([[ids.passport], 1]);
    const device = (await list()).items[1]?.deviceId;
    const byDevice = await list({ deviceId: String(device) });
    expect(idsOf(byDevice)).toEqual([ids.passport]);
    const recent = await list({
      dateFrom: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
      dateTo: today(),
    });
    expect([idsOf(recent), recent.total]).toEqual([[ids.license, ids.passport], 2]);
  });

  it('refuses a reversed or over-long range and an unknown status with 400', async () => {
    const reversed = await support.get(api.requests.path, { dateFrom: '2026-02-01', dateTo: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().propertyErrors).toHaveProperty('dateTo');
    const long = await support.get(api.requests.path, { dateFrom: '2020-01-01', dateTo: '2026-01-01' });
    expect(long.statusCode).toBe(400);
    expect((await support.get(api.requests.path, { status: 'lost' })).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const csv = await support.get(api.requests.path, { accountId: String(account.accountId), format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      'ID,External ID,Account,Started,Status,Document Type,Device,Archived',
    );
    expect(csv.body).toContain('rq-passport');
  });
});

describe('Archive', () => {
  it('archived requests leave the default list, are listed with the filter, and can be restored', async () => {
    const archived = await support.put(api.archive.path, { ids: [ids.old], archived: true });
    expect(archived.json()).toEqual({ changed: 1 });
    expect(idsOf(await list())).toEqual([ids.license, ids.passport]);
    expect((await list()).total).toBe(2);
    const filed = await list({ archived: 'true' });
    expect([idsOf(filed), filed.total, filed.items[0]?.archived]).toEqual([[ids.old], 1, true]);
    // The archived list's filters hold as the default list's do: the archived one is in review.
    expect((await list({ archived: 'true', status: 'failed' })).total).toBe(0);
    expect((await list({ archived: 'true', status: 'review' })).total).toBe(1);
    const detail = (await support.get(`${api.requests.path}/${ids.old}`)).json() as DvsRequest;
    expect(detail.archivedBy).toBe('support');

    // Archiving it again changes nothing; restoring brings it back.
    expect((await support.put(api.archive.path, { ids: [ids.old], archived: true })).json()).toEqual({
      changed: 0,
    });
    expect((await support.put(api.archive.path, { ids: [ids.old], archived: false })).json()).toEqual({
      changed: 1,
    });
    expect(idsOf(await list())).toEqual([ids.license, ids.passport, ids.old]);
  });

  it("refuses another company's request with 404, archiving nothing", async () => {
    const other = await dvsAccount(t, t.fixtures.companyB, 'Beta Archive');
    const foreign = await reportDive(t, other, 'rq-foreign');
    const refused = await support.put(api.archive.path, { ids: [ids.license, foreign], archived: true });
    expect(refused.statusCode).toBe(404);
    expect((await list({ archived: 'true' })).total).toBe(0);
    expect((await support.put(api.archive.path, { ids: [], archived: true })).statusCode).toBe(400);
  });
});

describe('GET /api/DvsRequests/{id}', () => {
  it('answers the document, fields, barcode, MRZ and each check with its result and reason', async () => {
    const response = await support.get(`${api.requests.path}/${ids.passport}`);
    expect(response.statusCode).toBe(200);
    const request = response.json() as DvsRequest;
    expect(request).toMatchObject({
      id: ids.passport,
      externalId: 'rq-passport',
      status: 'failed',
      failureReason: 'Tampering',
      account: { id: account.accountId, name: 'Requests DIVE' },
      device: { name: 'DESK-2', serial: 'DESK-2' },
      archivedAt: null,
    });
    expect(request.result).toMatchObject({
      documentType: 'Passport',
      issuingState: 'TX',
      fields: { firstName: 'Jane', documentNumber: 'D1234567' },
      barcode: { format: 'PDF417' },
      mrz: { line2: '1234567890USA', valid: true },
      checks: [
        { name: 'documentExpired', result: 'passed', reason: null },
        { name: 'tampering', result: 'failed', reason: 'The photo area shows signs of editing' },
      ],
    });
  });

  it("answers 404 for another company's request", async () => {
    const other = await dvsAccount(t, t.fixtures.companyB, 'Beta Detail');
    const foreign = await reportDive(t, other, 'rq-foreign-detail');
    expect((await support.get(`${api.requests.path}/${foreign}`)).statusCode).toBe(404);
  });
});

describe('GET /api/DvsRequests/devices', () => {
  it("lists the DIVE accounts' devices, filtered by text", async () => {
    const response = await support.get(api.devices.path, {
      accountId: String(account.accountId),
      textFilter: 'desk-2',
    });
    expect(response.json().items.map((d: { serial: string }) => d.serial)).toEqual(['DESK-2']);
  });
});

describe('GET /api/DvsRequests/{id}/images', () => {
  it("lists a request's images and serves each to the company's staff, never cached; another company's is 404", async () => {
    const id = await reportDiveWithImages(t, account, 'rq-images');
    const images = (await support.get(`${api.requests.path}/${id}/images`)).json() as RequestImage[];
    expect(images.map((image) => image.caption)).toEqual([
      'Document front',
      'Document back',
      'Document portrait',
    ]);
    const front = await support.get(`${api.requests.path}/${id}/images/${images[0]?.id}`);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('private, no-store');

    const other = await dvsAccount(t, t.fixtures.companyB, 'Beta Images');
    const theirs = await reportDiveWithImages(t, other, 'rq-images-b');
    expect((await support.get(`${api.requests.path}/${theirs}/images`)).statusCode).toBe(404);
  });
});
