import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createFileStorage } from './create.ts';
import { LocalFileStorage } from './local.ts';
import { S3FileStorage } from './s3.ts';
import { StoredFileMissing, type FileStorage } from './storage.ts';

/** Just enough of the S3 REST protocol (path-style PUT, GET, DELETE of objects) to hold objects. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; headers: IncomingHttpHeaders }>();
  const server: Server = createServer((request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const stored = objects.get(key);
      if (request.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else if (stored) {
        response.writeHead(200, { 'content-length': stored.body.length }).end(stored.body);
      } else {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    });
  });
  return { server, objects };
}

const s3 = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const address = s3.server.address();
  if (typeof address !== 'object' || !address) throw new Error('fake S3 has no port');
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

const s3Storage = () =>
  new S3FileStorage({
    kind: 's3',
    bucket: 'console-files',
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
  });
const localStorage = () => new LocalFileStorage(mkdtempSync(path.join(tmpdir(), 'console-storage-')));

const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

describe.each([
  ['a local folder', localStorage],
  ['an S3-compatible store', s3Storage],
])('file storage in %s', (_where, make: () => FileStorage) => {
  it('reads back exactly the bytes it stored', async () => {
    const storage = make();
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await storage.put('collector/1/abc', bytes, 'application/octet-stream');
    expect(await buffer(await storage.read('collector/1/abc'))).toEqual(bytes);
  });

  it('replaces what a key held', async () => {
    const storage = make();
    await storage.put('collector/1/same', Buffer.from('first'), 'text/plain');
    await storage.put('collector/1/same', Buffer.from('second'), 'text/plain');
    expect(await text(await storage.read('collector/1/same'))).toBe('second');
  });

  it('answers a key it does not hold with StoredFileMissing', async () => {
    await expect(make().read('collector/1/never-stored')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('deletes a key, and deleting it again is not an error', async () => {
    const storage = make();
    await storage.put('collector/2/gone', Buffer.from('x'), 'text/plain');
    await storage.delete('collector/2/gone');
    await storage.delete('collector/2/gone');
    await expect(storage.read('collector/2/gone')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it.each(['../secret', 'collector/../../etc/passwd', '/absolute', 'Collector/Upper', 'a//b', ''])(
    'refuses the key %j, which no caller makes and which could leave the root',
    async (key) => {
      const storage = make();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a storage key');
      await expect(storage.read(key)).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    },
  );
});

describe('the S3-compatible store', () => {
  it('addresses objects as endpoint/bucket/key and keeps their content type', async () => {
    await s3Storage().put('collector/9/typed', Buffer.from('{}'), 'application/json');
    const object = s3.objects.get('/console-files/collector/9/typed');
    expect(object?.headers['content-type']).toBe('application/json');
    expect(object?.body.toString()).toBe('{}');
  });
});

describe('the local folder', () => {
  it('leaves no partial file behind after a write', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'console-storage-'));
    const storage: FileStorage = new LocalFileStorage(root);
    await storage.put('collector/3/whole', Buffer.alloc(4096, 7), 'image/png');
    expect(readdirSync(path.join(root, 'collector', '3'))).toEqual(['whole']);
  });
});

describe('createFileStorage', () => {
  it('makes the storage the configuration names', () => {
    expect(createFileStorage({ kind: 'local', dir: '/tmp/x' })).toBeInstanceOf(LocalFileStorage);
    expect(
      createFileStorage({ kind: 's3', bucket: 'b', endpoint, region: 'us-east-1', credentials: undefined }),
    ).toBeInstanceOf(S3FileStorage);
  });
});
