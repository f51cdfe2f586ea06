import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Module } from '@console/contract/gates';
import { collectorLogs } from './tables.ts';
import { modules } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { readZip } from './read-zip.ts';
import { productToken, upload, uploadForm, type TestFile } from './testing.ts';

let t: TestContext;
let tokenA: string;
let dataDir: string;
// One app for the file; each test starts from the fixtures alone (t.reset(): the data, not the app)
// and an empty data folder, so no test finds the files of another's logs (their ids start again at 1).
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'console-collector-'));
  t = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
  for (const entry of readdirSync(dataDir))
    rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  tokenA = await productToken(t, t.fixtures.companyA);
});

const BASE = '/api/DocumentCollector';

async function uploadLog(token: string, referenceId: string, files: readonly TestFile[] = []) {
  const response = await upload(t, token, uploadForm({ referenceId, productName: 'Veriscan Online' }, files));
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json();
}

/** Company B, given the module, with one log of its own: what company A's staff must not reach. */
async function otherCompanysLog(files: readonly TestFile[] = [{ name: 'b.txt', content: 'B' }]) {
  await t.database.db
    .insert(modules)
    .values({ companyId: t.fixtures.companyB, name: Module.DocumentCollector });
  return uploadLog(await productToken(t, t.fixtures.companyB), 'REF-OF-B', files);
}

/** Logs written straight to the table, one minute apart, the last the newest. */
async function seedLogs(
  companyId: number,
  rows: { referenceId: string; productName?: string; licenseId?: string }[],
) {
  const start = Date.UTC(2025, 2, 1, 12, 0);
  await t.database.db.insert(collectorLogs).values(
    rows.map((row, i) => ({
      companyId,
      productName: 'DIVE',
      ...row,
      uploadedAt: new Date(start + i * 60_000),
    })),
  );
}

describe('GET /api/DocumentCollector/List', () => {
  it('pages the company’s logs newest first, 20 a page by default', async () => {
    await seedLogs(
      t.fixtures.companyA,
      Array.from({ length: 25 }, (_, i) => ({ referenceId: `REF-${String(i + 1).padStart(3, '0')}` })),
    );
    const admin = await t.signIn('admin');
    const first = (await admin.get(`${BASE}/List`)).json();
    expect(first).toMatchObject({ page: 1, total: 25, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      referenceId: 'REF-025',
      uploadDate: '2025-03-01T12:24:00.000Z',
      licenseId: null,
      productName: 'DIVE',
      productVersion: null,
      scannerData: null,
      utilityData: null,
      comment: null,
    });
    const second = (await admin.get(`${BASE}/List`, { page: '2', pageSize: '20' })).json();
    expect(second.items.map((i: { referenceId: string }) => i.referenceId)).toEqual([
      'REF-005',
      'REF-004',
      'REF-003',
      'REF-002',
      'REF-001',
    ]);
  });

  it('filters by part of a reference id, product name or license id, in any case', async () => {
    await seedLogs(t.fixtures.companyA, [
      { referenceId: 'ABC-1' },
      { referenceId: 'X-2', productName: 'Face Compare' },
      { referenceId: 'X-3', licenseId: 'LIC-abc-9' },
      { referenceId: 'X-4' },
    ]);
    const admin = await t.signIn('admin');
    const found = (await admin.get(`${BASE}/List`, { TextFilter: 'aBc' })).json();
    expect(found.items.map((i: { referenceId: string }) => i.referenceId)).toEqual(['X-3', 'ABC-1']);
    expect(found.total).toBe(2);
    const byProduct = (await admin.get(`${BASE}/List`, { TextFilter: 'face' })).json();
    expect(byProduct.items.map((i: { referenceId: string }) => i.referenceId)).toEqual(['X-2']);
  });

  it('matches % and _ in the filter as themselves', async () => {
    await seedLogs(t.fixtures.companyA, [{ referenceId: 'A_1' }, { referenceId: 'AB1' }]);
    const admin = await t.signIn('admin');
    const found = (await admin.get(`${BASE}/List`, { TextFilter: 'a_' })).json();
    expect(found.items.map((i: { referenceId: string }) => i.referenceId)).toEqual(['A_1']);
    expect((await admin.get(`${BASE}/List`, { TextFilter: '%' })).json().total).toBe(0);
  });

  it('shows only the administered company’s logs', async () => {
    await otherCompanysLog();
    await seedLogs(t.fixtures.companyA, [{ referenceId: 'MINE' }]);
    const list = (await (await t.signIn('admin')).get(`${BASE}/List`)).json();
    expect(list.items.map((i: { referenceId: string }) => i.referenceId)).toEqual(['MINE']);
  });

  it.each([
    ['pageSize', { pageSize: '401' }],
    ['page', { page: '0' }],
    ['TextFilter', { TextFilter: 'x'.repeat(201) }],
  ])('refuses a bad %s with 400 ValidationError', async (field, query) => {
    const response = await (await t.signIn('admin')).get(`${BASE}/List`, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { [field]: expect.any(Array) },
    });
  });

  it('lets any signed-in staff of a company with the module read, read-only ones too', async () => {
    for (const user of ['support', 'readonly', 'checkpoint']) {
      expect((await (await t.signIn(user)).get(`${BASE}/List`)).statusCode).toBe(200);
    }
  });
});

describe('every collector call', () => {
  const calls = [
    `${BASE}/List`,
    `${BASE}/REF-1`,
    `${BASE}/AttachmentsInfo/REF-1`,
    `${BASE}/Download/1`,
    `${BASE}/DownloadZip/REF-1`,
  ];

  it.each(calls)('%s answers 401 without a session', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });

  it.each(calls)('%s answers 403 when the company has no DocumentCollector module', async (url) => {
    const admin = await t.signIn('admin');
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.get(url)).statusCode).toBe(403);
  });
});

describe('GET /api/DocumentCollector/{id}', () => {
  it('answers the log by its referenceId', async () => {
    await upload(
      t,
      tokenA,
      uploadForm({ referenceId: 'REF-7', productName: 'DIVE', licenseId: 'L-1', utilityData: 'true' }),
    );
    const response = await (await t.signIn('support')).get(`${BASE}/REF-7`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      referenceId: 'REF-7',
      productName: 'DIVE',
      licenseId: 'L-1',
      utilityData: true,
    });
  });

  it('answers 404 for an unknown referenceId and for another company’s', async () => {
    await otherCompanysLog();
    const admin = await t.signIn('admin');
    expect((await admin.get(`${BASE}/NOPE`)).statusCode).toBe(404);
    const response = await admin.get(`${BASE}/REF-OF-B`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NotFound');
  });

  it('refuses an id that cannot be a referenceId with 400', async () => {
    const response = await (await t.signIn('admin')).get(`${BASE}/${encodeURIComponent('a b')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toHaveProperty('id');
  });
});

describe('GET /api/DocumentCollector/AttachmentsInfo/{id}', () => {
  it('lists the attachments in upload order with their names and types', async () => {
    await uploadLog(tokenA, 'REF-A', [
      { name: 'scan.jpg', content: 'jpg' },
      { name: 'notes.txt', content: 'notes' },
    ]);
    const response = await (await t.signIn('admin')).get(`${BASE}/AttachmentsInfo/REF-A`);
    expect(response.json()).toEqual({
      attachmentInfoModels: [
        { id: expect.any(Number), fileName: 'scan.jpg', fileType: 'image/jpeg', size: 3 },
        { id: expect.any(Number), fileName: 'notes.txt', fileType: 'text/plain', size: 5 },
      ],
    });
  });

  it('answers 404 for another company’s log', async () => {
    await otherCompanysLog();
    expect((await (await t.signIn('admin')).get(`${BASE}/AttachmentsInfo/REF-OF-B`)).statusCode).toBe(404);
  });
});

describe('GET /api/DocumentCollector/Download/{attachmentId}', () => {
  it('sends the file’s bytes with its type and name, non-ASCII names as filename*', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1]);
    const log = await uploadLog(tokenA, 'REF-D', [{ name: 'reçu 1.png', content: bytes }]);
    const response = await (
      await t.signIn('admin')
    ).get(`${BASE}/Download/${log.attachmentInfoModels[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="re_u 1.png"; filename*=UTF-8''re%C3%A7u%201.png`,
    );
  });

  it('answers 404 for another company’s attachment and 400 for an id that is not a number', async () => {
    const log = await otherCompanysLog();
    const admin = await t.signIn('admin');
    expect((await admin.get(`${BASE}/Download/${log.attachmentInfoModels[0].id}`)).statusCode).toBe(404);
    const bad = await admin.get(`${BASE}/Download/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().propertyErrors).toHaveProperty('attachmentId');
  });
});

describe('GET /api/DocumentCollector/DownloadZip/{id}', () => {
  it('streams a valid zip named after the log holding every attachment byte for byte', async () => {
    const files = [
      { name: 'front.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array(5000).fill(7)]) },
      { name: 'device.log', content: 'boot ok\n'.repeat(500) },
      { name: 'FRONT.png', content: Buffer.from([1, 2, 3]) },
      { name: 'front.png', content: Buffer.from([4, 5, 6]) },
    ];
    await uploadLog(tokenA, 'REF-Z', files);
    const response = await (await t.signIn('admin')).get(`${BASE}/DownloadZip/REF-Z`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="REF-Z.zip"');
    const entries = await readZip(response.rawPayload);
    // Names that clash, in any case, are told apart rather than overwriting each other when unzipped.
    expect([...entries.keys()]).toEqual(['front.png', 'device.log', 'FRONT (2).png', 'front (3).png']);
    expect(entries.get('front.png')).toEqual(files[0]?.content);
    expect(entries.get('device.log')?.toString()).toBe(files[1]?.content);
    expect(entries.get('FRONT (2).png')).toEqual(files[2]?.content);
    expect(entries.get('front (3).png')).toEqual(files[3]?.content);
  });

  it('answers a log without attachments with an empty, valid zip', async () => {
    await uploadLog(tokenA, 'REF-EMPTY');
    const response = await (await t.signIn('admin')).get(`${BASE}/DownloadZip/REF-EMPTY`);
    expect((await readZip(response.rawPayload)).size).toBe(0);
  });

  it('answers 404 for another company’s log', async () => {
    await otherCompanysLog();
    const response = await (await t.signIn('admin')).get(`${BASE}/DownloadZip/REF-OF-B`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NotFound');
  });
});
