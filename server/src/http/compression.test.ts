import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse as readCsv } from 'csv-parse/sync';
import { accountsApi } from '@console/contract/accounts/api';
import { healthApi } from '@console/contract/health/api';
import { createTestContext, type TestClient, type TestContext } from '../testing/harness.ts';
import { appForFileFreshEachTest } from '../testing/test-app.ts';
import { newAccountBody } from '../modules/accounts/testing.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

let t: TestContext;
let admin: TestClient;

const LIST = accountsApi.list.path;
const PAGE = { pageSize: '100' };

/** Accounts with long names: a few make their list page and its CSV weigh over 1 KB. */
async function createAccounts(count: number) {
  for (let i = 0; i < count; i++) {
    const customerName = `Compression Homes ${i} ${'of the long name '.repeat(8)}`;
    const response = await admin.post(
      accountsApi.create.path,
      newAccountBody(t, customerName, { userName: `compression${i}` }),
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('compression of whole answers', () => {
  appForFileFreshEachTest(async (context) => {
    t = context;
    admin = await t.signIn('admin');
  });

  const get = (url: string, acceptEncoding?: string, query?: Record<string, string>) =>
    admin.request({
      method: 'GET',
      url,
      query,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a JSON answer over 1 KB brotli- or gzip-encoded when asked, with Vary, and plain when not', async () => {
    await createAccounts(4);
    const plain = await get(LIST, undefined, PAGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A cache must know the answer depends on the header, even for the plain one.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get(LIST, 'gzip', PAGE);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const br = await get(LIST, 'gzip, deflate, br', PAGE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    expect((await get(LIST, 'identity', PAGE)).headers['content-encoding']).toBeUndefined();
    expect((await get(LIST, 'br;q=0, gzip;q=0', PAGE)).headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    await createAccounts(4);
    const head = await t.app.inject({
      method: 'HEAD',
      url: LIST,
      query: PAGE,
      cookies: admin.cookies,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('leaves a small answer as it is', async () => {
    const health = await get(healthApi.live.path, 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('streams a CSV export whole and unencoded, whatever the browser accepts', async () => {
    await createAccounts(8);
    const csv = await get(LIST, 'gzip, deflate, br', { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment/);
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const [, ...rows] = readCsv(csv.body) as string[][];
    const page = (await get(LIST, undefined, PAGE)).json() as { total: number };
    expect(rows).toHaveLength(page.total);
    expect(rows.filter((row) => row.some((cell) => cell.startsWith('Compression Homes')))).toHaveLength(8);
  });
});

describe('answers that say their encoding already', () => {
  afterEach(() => t.close());

  it('sends a precompressed asset as the build wrote it, not compressed again', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const script = `console.log(${JSON.stringify('x'.repeat(4 * COMPRESS_MIN_BYTES))});`;
    const br = brotliCompressSync(script);
    writeFileSync(path.join(dist, 'assets', 'big.js'), script);
    writeFileSync(path.join(dist, 'assets', 'big.js.br'), br);
    t = await createTestContext({ WEB_DIST: dist });
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(br)).toBe(true);
  });
});
