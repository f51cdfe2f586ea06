import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { IMPORT_COLUMNS, IMPORT_FILE_FIELD } from '@console/contract/imports/api';
import { createTestContext, type TestClient, type TestContext } from '../testing/harness.ts';
import { previewUrl } from '../modules/imports/testing.ts';
import { onlineCustomer, type TestOnlineCustomer } from '../modules/vsonline/testing.ts';

/**
 * A refused upload closes its connection (http/connection-rules.ts): over a real socket, a CSV
 * import larger than IMPORT_MAX_FILE_BYTES is answered 413 and the server ends the connection at
 * once, rather than leaving the unread rest of the body in a socket that waits, in CLOSE-WAIT once
 * the client gives up, for the keep-alive timeout (72 s), and holds a shutdown for its whole grace.
 */
const MAX_FILE_BYTES = 1024 * 1024;

let t: TestContext;
let admin: TestClient;
let customer: TestOnlineCustomer;
let port: number;

beforeAll(async () => {
  t = await createTestContext({ IMPORT_MAX_FILE_BYTES: String(MAX_FILE_BYTES) });
  admin = await t.signIn('admin');
  customer = await onlineCustomer(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

describe('a refused CSV import', () => {
  it('is answered 413 and its connection is ended by the server, not left open', async () => {
    const boundary = 'refused-upload';
    const head = Buffer.from(
      [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${IMPORT_FILE_FIELD}"; filename="big.csv"`,
        'Content-Type: text/csv',
        '',
        `${IMPORT_COLUMNS.UsersDevices.map((column) => column.header).join(',')}\n`,
      ].join('\r\n'),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // 3 MB of short lines (30,000 records, fewer than an import's most): too large, not malformed.
    const file = Buffer.from(`User,${'x'.repeat(94)}\n`.repeat(30_000));
    const cookie = Object.entries(admin.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined); // a reset after the answer is the server's way of closing too
    let answer = '';
    let answeredAt = 0;
    socket.on('data', (data: Buffer) => {
      answer += data.toString();
      answeredAt ||= performance.now();
    });
    const ended = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
    socket.write(
      [
        `POST ${previewUrl('UsersDevices', customer.accountId)} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Connection: keep-alive',
        `Cookie: ${cookie}`,
        `${ANTI_FORGERY_HEADER}: ${admin.token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${head.length + file.length + tail.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    // The client keeps its side open (a browser would go on sending): only the server can end it.
    socket.write(file);
    const closedAt = await Promise.race([ended, new Promise<number>((r) => setTimeout(() => r(-1), 10_000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closedAt).toBeGreaterThan(0);
    expect(closedAt - answeredAt).toBeLessThan(2_000);
  }, 30_000);
});
