import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { Module } from '@console/contract/gates';
import { auditLog, apiTokens, modules } from '../../db/schema.ts';
import { collectorAttachments, collectorLogs } from './tables.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { revokeProductToken } from './tokens.ts';
import { productToken, upload, uploadForm } from './testing.ts';

let t: TestContext;
let dataDir: string;
afterEach(() => t.close());

async function start(env: Record<string, string> = {}) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'console-collector-'));
  t = await createTestContext({ DATA_DIR: dataDir, ...env });
  return productToken(t, t.fixtures.companyA);
}

/** The files the storage holds for a company: none may outlive a refused upload. */
function storedFiles(companyId: number): string[] {
  const folder = path.join(dataDir, 'files', 'collector', String(companyId));
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function logCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(collectorLogs);
  return row?.n ?? 0;
}

const FIELDS = {
  referenceId: 'REF-0001',
  licenseId: 'LIC-77',
  productName: 'Veriscan Online',
  productVersion: '4.2.1',
  scannerData: 'true',
  utilityData: 'false',
  comment: 'Scanner jams on thick cards',
};
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

describe('POST /ingest/collector-logs', () => {
  it('stores a log with its attachments and answers 201 with both, with no session or anti-forgery token', async () => {
    const token = await start();
    const response = await upload(
      t,
      token,
      uploadForm(FIELDS, [
        { name: 'front.png', content: PNG },
        { name: 'device.log', content: 'line 1\nline 2\n' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      created: true,
      log: {
        referenceId: 'REF-0001',
        licenseId: 'LIC-77',
        productName: 'Veriscan Online',
        productVersion: '4.2.1',
        scannerData: true,
        utilityData: false,
        comment: 'Scanner jams on thick cards',
        uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      attachmentInfoModels: [
        { fileName: 'front.png', fileType: 'image/png', size: PNG.length },
        { fileName: 'device.log', fileType: 'text/plain', size: 14 },
      ],
    });
    expect(storedFiles(t.fixtures.companyA)).toHaveLength(2);
    const [row] = await t.database.db
      .select({ sha256: collectorAttachments.sha256 })
      .from(collectorAttachments)
      .where(eq(collectorAttachments.fileName, 'front.png'));
    expect(row?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
  });

  it('keeps an empty optional field as no value and takes a log without files', async () => {
    const token = await start();
    const response = await upload(
      t,
      token,
      uploadForm({ referenceId: 'REF-BARE', productName: ' DIVE ', licenseId: '', comment: '  ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      log: { productName: 'DIVE', licenseId: null, comment: null, scannerData: null },
      attachmentInfoModels: [],
    });
  });

  it('records the upload in the audit log under its product token', async () => {
    const token = await start();
    await upload(t, token, uploadForm(FIELDS, [{ name: 'a.txt', content: 'a' }]));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'collectorLog.upload'));
    expect(entry).toMatchObject({
      entityId: 'REF-0001',
      companyId: t.fixtures.companyA,
      actorName: expect.stringMatching(/^product token #\d+$/),
    });
  });

  it('keeps a file name without its folders or characters a download cannot carry', async () => {
    const token = await start();
    const response = await upload(
      t,
      token,
      uploadForm(FIELDS, [{ name: '..\\..\\etc/pass|wd?.txt', content: 'x' }]),
    );
    expect(response.json().attachmentInfoModels[0].fileName).toBe('pass_wd_.txt');
  });

  describe('the same referenceId twice', () => {
    it('answers 200 with the first log and makes no second log or second copy of the files', async () => {
      const token = await start();
      const first = await upload(t, token, uploadForm(FIELDS, [{ name: 'a.txt', content: 'first' }]));
      const again = await upload(
        t,
        token,
        uploadForm({ ...FIELDS, comment: 'retry' }, [{ name: 'b.txt', content: 'second' }]),
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ...first.json(), created: false });
      expect(await logCount()).toBe(1);
      expect(storedFiles(t.fixtures.companyA)).toHaveLength(1);
    });

    it('makes one log when both uploads arrive at once', async () => {
      const token = await start();
      const responses = await Promise.all(
        ['one', 'two', 'three'].map((content) =>
          upload(t, token, uploadForm(FIELDS, [{ name: 'a.txt', content }])),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(await logCount()).toBe(1);
      expect(storedFiles(t.fixtures.companyA)).toHaveLength(1);
    });

    it('is another log in another company', async () => {
      const token = await start();
      await t.database.db
        .insert(modules)
        .values({ companyId: t.fixtures.companyB, name: Module.DocumentCollector });
      const tokenB = await productToken(t, t.fixtures.companyB);
      expect((await upload(t, token, uploadForm(FIELDS))).statusCode).toBe(201);
      expect((await upload(t, tokenB, uploadForm(FIELDS))).statusCode).toBe(201);
      expect(await logCount()).toBe(2);
    });
  });

  describe('refuses', () => {
    it.each([
      ['no Authorization header', () => undefined],
      ['an unknown token', () => 'not-a-token-anyone-issued'],
    ])('%s with 401 in the error shape', async (_case, tokenFor) => {
      await start();
      const response = await upload(t, tokenFor(), uploadForm(FIELDS));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'Unauthorized',
        message: expect.stringContaining('Bearer'),
      });
      expect(await logCount()).toBe(0);
    });

    it('a token sent in another scheme with 401', async () => {
      const token = await start();
      const response = await t.app.inject({
        method: 'POST',
        url: '/ingest/collector-logs',
        headers: { authorization: `Basic ${token}` },
        payload: uploadForm(FIELDS),
      });
      expect(response.statusCode).toBe(401);
    });

    it('a revoked token with 401', async () => {
      const token = await start();
      const [row] = await t.database.db.select({ id: apiTokens.id }).from(apiTokens);
      await revokeProductToken(t.database.db, { id: null, name: 'test', companyId: null }, row?.id ?? 0);
      expect((await upload(t, token, uploadForm(FIELDS))).statusCode).toBe(401);
    });

    it('uploads past the per-minute allowance of a token with 429 and Retry-After, others unaffected', async () => {
      const token = await start({ COLLECTOR_UPLOADS_PER_MINUTE: '2' });
      const other = await productToken(t, t.fixtures.companyA);
      for (const referenceId of ['RATE-1', 'RATE-2']) {
        expect((await upload(t, token, uploadForm({ ...FIELDS, referenceId }))).statusCode).toBe(201);
      }
      const refused = await upload(t, token, uploadForm({ ...FIELDS, referenceId: 'RATE-3' }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'TooManyRequests',
        message: expect.stringContaining('2 logs a minute'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await logCount()).toBe(2);
      expect((await upload(t, other, uploadForm({ ...FIELDS, referenceId: 'RATE-4' }))).statusCode).toBe(201);
    });

    it('a token of a company without the DocumentCollector module with 403', async () => {
      await start();
      const tokenB = await productToken(t, t.fixtures.companyB);
      const response = await upload(t, tokenB, uploadForm(FIELDS));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('DocumentCollector');
    });

    it('a body that is not multipart with 415', async () => {
      const token = await start();
      const response = await upload(t, token, FIELDS);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UnsupportedMediaType',
        message: expect.stringContaining('multipart/form-data'),
      });
      expect(await logCount()).toBe(0);
    });

    it('a file of a type that is not accepted with 415 naming it, keeping none of the files', async () => {
      const token = await start();
      const response = await upload(
        t,
        token,
        uploadForm(FIELDS, [
          { name: 'ok.png', content: PNG },
          { name: 'setup.exe', content: 'MZ' },
        ]),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(
        /^"setup\.exe" is not an accepted file type\. Accepted: .*\.png/,
      );
      expect(await logCount()).toBe(0);
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it('more files than the limit with 413 naming the limit, keeping none of them', async () => {
      const token = await start({ COLLECTOR_MAX_FILES: '2' });
      const files = ['a.txt', 'b.txt', 'c.txt'].map((name) => ({ name, content: name }));
      const response = await upload(t, token, uploadForm(FIELDS, files));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PayloadTooLarge',
        message: 'An upload may carry at most 2 files',
      });
      expect(await logCount()).toBe(0);
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it('a file over the size limit with 413 naming the file and the limit', async () => {
      const token = await start({ COLLECTOR_MAX_FILE_BYTES: '1024' });
      const response = await upload(
        t,
        token,
        uploadForm(FIELDS, [
          { name: 'small.txt', content: 'x' },
          { name: 'big.txt', content: 'x'.repeat(1025) },
        ]),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('"big.txt" is larger than 1 KB, the limit for one file');
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it('files over the total limit with 413 naming the limit', async () => {
      const token = await start({ COLLECTOR_MAX_UPLOAD_BYTES: '2048' });
      const files = ['a.txt', 'b.txt'].map((name) => ({ name, content: 'x'.repeat(1500) }));
      const response = await upload(t, token, uploadForm(FIELDS, files));
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The files of one upload may total at most 2 KB');
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it('more text fields than the limit with 413 naming the limit', async () => {
      const token = await start();
      const extras = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`extra${i}`, 'x']));
      const response = await upload(t, token, uploadForm({ ...FIELDS, ...extras }));
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('An upload may carry at most 20 text fields');
      expect(await logCount()).toBe(0);
    });

    it('fields that break the rules with 400 ValidationError by field, removing the files already stored', async () => {
      const token = await start();
      const response = await upload(
        t,
        token,
        uploadForm({ referenceId: 'has spaces/and slash', scannerData: 'maybe', color: 'red' }, [
          { name: 'a.txt', content: 'a' },
        ]),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('ValidationError');
      expect(Object.keys(body.propertyErrors).sort()).toEqual([
        'color',
        'productName',
        'referenceId',
        'scannerData',
      ]);
      expect(await logCount()).toBe(0);
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it('a NUL character in a text field with 400 naming the field, keeping none of the files', async () => {
      const token = await start();
      const response = await upload(
        t,
        token,
        uploadForm({ ...FIELDS, comment: 'jammed\u0000' }, [{ name: 'a.txt', content: 'a' }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().propertyErrors).toEqual({
        comment: ['comment must not contain a NUL character'],
      });
      expect(await logCount()).toBe(0);
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it.each(['TRUE', '1', 'yes', ' true'])(
      'a flag written %j instead of true or false with 400',
      async (flag) => {
        const token = await start();
        const response = await upload(t, token, uploadForm({ ...FIELDS, scannerData: flag }));
        expect(response.statusCode).toBe(400);
        expect(response.json().propertyErrors).toEqual({
          scannerData: ['scannerData must be true or false'],
        });
      },
    );

    /** A multipart body sent as raw bytes, with the content type given. */
    const rawUpload = (token: string, contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ingest/collector-logs',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const part = (headers: string, content: string) => `--XX\r\n${headers}\r\n\r\n${content}`;
    const field = (name: string, value: string) =>
      part(`Content-Disposition: form-data; name="${name}"`, `${value}\r\n`);

    it.each([
      ['without a boundary', 'multipart/form-data', field('referenceId', 'CUT-1'), 'Boundary not found'],
      [
        'cut short in a field',
        'multipart/form-data; boundary=XX',
        `${field('productName', 'Scanner')}--XX\r\nContent-Disposition: form-data; name="referenceId"\r\n\r\nCUT`,
        'Unexpected end',
      ],
      [
        'cut short in a file',
        'multipart/form-data; boundary=XX',
        `${field('referenceId', 'CUT-2')}${field('productName', 'Scanner')}${part(
          'Content-Disposition: form-data; name="files"; filename="a.txt"',
          'half a fi',
        )}`,
        'Unexpected end',
      ],
    ])('a body %s with 400, keeping nothing', async (_case, contentType, payload, reason) => {
      const token = await start();
      const response = await rawUpload(token, contentType, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ValidationError',
        message: expect.stringMatching(
          new RegExp(`^The upload is not well-formed multipart/form-data: .*${reason}`),
        ),
      });
      expect(await logCount()).toBe(0);
      expect(storedFiles(t.fixtures.companyA)).toEqual([]);
    });

    it('a field sent twice with 400', async () => {
      const token = await start();
      const form = uploadForm(FIELDS);
      form.append('productName', 'Second name');
      const response = await upload(t, token, form);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().propertyErrors)).toEqual(['productName']);
    });

    it.each(['List', 'tokens'])(
      'the referenceId %s, which a console call would shadow, with 400',
      async (id) => {
        const token = await start();
        const response = await upload(t, token, uploadForm({ ...FIELDS, referenceId: id }));
        expect(response.statusCode).toBe(400);
        expect(response.json().propertyErrors.referenceId).toEqual([`referenceId "${id}" is reserved`]);
      },
    );
  });
});

describe('product tokens', () => {
  it('are kept only as their SHA-256', async () => {
    const token = await start();
    const [row] = await t.database.db.select({ tokenHash: apiTokens.tokenHash }).from(apiTokens);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const audit = await t.database.db.select({ changes: auditLog.changes }).from(auditLog);
    expect(JSON.stringify(audit)).not.toContain(token);
  });
});
