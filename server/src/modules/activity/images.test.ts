import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { fillPath } from '@console/contract/kit';
import { INGEST_REQUEST_IMAGES_PATH } from '@console/contract/activity/api';
import { verificationRequestImages } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { aRequest, productAccount, report } from './testing.ts';

let t: TestContext;
let dataDir: string;
afterEach(() => t.close());

async function start(env: Record<string, string> = {}) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'console-images-'));
  t = await createTestContext({ DATA_DIR: dataDir, ...env });
  const account = await productAccount(t);
  expect((await report(t, account.token, aRequest('scan-1', { status: 'review' }))).statusCode).toBe(201);
  return account;
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40, 2)]);

/** Every file the storage holds for requests: none may outlive a refused upload. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files', 'requests');
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

const imageCount = async () =>
  (await t.database.db.select({ n: count() }).from(verificationRequestImages))[0]?.n ?? 0;

function sendImages(
  token: string | undefined,
  files: { field: string; name: string; content: Buffer | string }[],
  externalId = 'scan-1',
) {
  const form = new FormData();
  for (const file of files) form.append(file.field, new Blob([file.content]), file.name);
  return t.app.inject({
    method: 'POST',
    url: fillPath(INGEST_REQUEST_IMAGES_PATH, { externalId }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form,
  });
}

describe('POST /ingest/requests/{externalId}/images', () => {
  // A front image queues the evidence job: the first such upload of a test database installs the
  // job queue's tables (a server has them from its start), which takes longer than a test's default.
  it('stores PNG and JPEG images with the request they follow, named by their field', async () => {
    const account = await start();
    const response = await sendImages(account.token, [
      { field: 'front', name: 'front.png', content: PNG },
      { field: 'selfie', name: 'selfie.jpg', content: JPEG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      images: [
        { name: 'front', contentType: 'image/png', size: PNG.length },
        { name: 'selfie', contentType: 'image/jpeg', size: JPEG.length },
      ],
    });
    const rows = await t.database.db.select().from(verificationRequestImages);
    expect(rows.map((row) => row.sha256).sort()).toEqual(
      [PNG, JPEG].map((data) => createHash('sha256').update(data).digest('hex')).sort(),
    );
    expect(storedFiles()).toHaveLength(2);
  }, 120_000);

  it.each([
    [
      'a GIF',
      { field: 'front', name: 'front.gif', content: 'GIF89a' },
      415,
      '"front.gif" is not a PNG or JPEG image',
    ],
    [
      'text named .png',
      { field: 'front', name: 'front.png', content: 'hello' },
      415,
      'is not the PNG image its name says',
    ],
    [
      'a JPEG named .png',
      { field: 'front', name: 'front.png', content: JPEG },
      415,
      'is not the PNG image its name says',
    ],
    [
      'a file in an odd field',
      { field: '../x', name: 'a.png', content: PNG },
      400,
      'named for what it shows',
    ],
  ])(
    'refuses %s clearly and keeps nothing, not even the good image sent before it',
    async (_what, bad, status, message) => {
      const account = await start();
      const response = await sendImages(account.token, [
        { field: 'back', name: 'back.png', content: PNG },
        bad,
      ]);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ message: string }>().message + JSON.stringify(response.json())).toContain(
        message,
      );
      expect(await imageCount()).toBe(0);
      expect(storedFiles()).toEqual([]);
    },
  );

  it('refuses an image over the size limit with 413 naming the limit', async () => {
    const account = await start({ INGEST_MAX_IMAGE_BYTES: '1024' });
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const response = await sendImages(account.token, [{ field: 'front', name: 'front.png', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: '"front.png" is larger than 1 KB, the limit for one file',
    });
    expect(storedFiles()).toEqual([]);
  });

  it('answers 404 for a request the product never reported, 401 without a token, 415 for a body that is not multipart', async () => {
    const account = await start();
    const unknown = await sendImages(
      account.token,
      [{ field: 'front', name: 'f.png', content: PNG }],
      'never-sent',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await sendImages(undefined, [{ field: 'front', name: 'f.png', content: PNG }])).statusCode).toBe(
      401,
    );
    const json = await t.app.inject({
      method: 'POST',
      url: fillPath(INGEST_REQUEST_IMAGES_PATH, { externalId: 'scan-1' }),
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(await imageCount()).toBe(0);
  });

  it("keeps another account's request out of reach: its externalId is not found with this token", async () => {
    const account = await start();
    const other = await productAccount(t);
    expect((await report(t, other.token, aRequest('theirs'))).statusCode).toBe(201);
    const response = await sendImages(
      account.token,
      [{ field: 'front', name: 'f.png', content: PNG }],
      'theirs',
    );
    expect(response.statusCode).toBe(404);
  });
});
