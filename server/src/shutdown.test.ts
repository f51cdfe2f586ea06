import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountsApi } from '@console/contract/accounts';
import { collectorApi, COLLECTOR_INGEST_PATH } from '@console/contract/collector';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { SERVER_COMMAND, startConsole, type ConsoleProcess } from './testing/console-process.ts';
import { signInOverHttp } from './testing/sign-in-over-http.ts';

/**
 * SIGTERM to a console running as its own process, on the embedded database: what it had received
 * is answered, idle connections do not hold it, and a request that never ends is cut at the deadline.
 */
const ADMIN = { userName: 'shutdown-admin', password: 'Shutdown#Pass1' };

let server: ConsoleProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const start = (graceSeconds: number) =>
  startConsole({
    command: SERVER_COMMAND,
    env: {
      DEMO: 'false',
      ADMIN_USER: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SECRET: 'shutdown-test-secret-that-is-long-enough',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
  });

interface Sent {
  /** Whether the whole request had been handed to the operating system before the signal. */
  beforeSignal: boolean;
  /** The status of its answer, or the error that ended it (ECONNRESET...). */
  outcome: number | string;
}

/** A GET on a keep-alive agent; `signalled` tells, when the request has been written, whether the signal has gone. */
function get(url: string, cookie: string, agent: http.Agent, signalled: () => boolean): Promise<Sent> {
  return new Promise((resolve) => {
    let beforeSignal = false;
    const request = http.get(url, { agent, headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ beforeSignal, outcome: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ beforeSignal, outcome: error.code ?? error.message }),
      );
    });
    request.on('finish', () => (beforeSignal = !signalled()));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ beforeSignal, outcome: error.code ?? error.message }),
    );
  });
}

describe('shutdown on SIGTERM', () => {
  it('answers every request sent before the signal, then exits 0 without waiting on idle connections', async () => {
    const grace = 60;
    server = await start(grace);
    const { cookie } = await signInOverHttp(server.baseURL, ADMIN.userName, ADMIN.password);
    const url = `${server.baseURL}${accountsApi.list.path}?pageSize=50`;
    const keepAlive = new http.Agent({ keepAlive: true });
    const oneShot = new http.Agent({ keepAlive: false });
    let signalled = false;
    const sent: Sent[] = [];
    // Clients asking without pause, on keep-alive connections and on a new connection each time, so
    // the signal finds requests at every stage: waiting to be accepted, unread, being answered.
    const client = async (agent: http.Agent) => {
      while (!signalled) sent.push(await get(url, cookie, agent, () => signalled));
    };
    const clients = Promise.all(
      [keepAlive, oneShot].flatMap((agent) => Array.from({ length: 12 }, () => client(agent))),
    );
    await sleep(1_500);
    signalled = true;
    const signalledAt = performance.now();
    process.kill(server.pid, 'SIGTERM');
    await clients;
    const exit = await server.exited;
    const stoppedWithin = performance.now() - signalledAt;
    keepAlive.destroy();

    const before = sent.filter((s) => s.beforeSignal);
    expect(before.length).toBeGreaterThan(24);
    expect(before.filter((s) => s.outcome !== 200)).toEqual([]);
    // Whatever was answered, even a request that reached a connection as it closed, is a real answer.
    expect(sent.filter((s) => typeof s.outcome === 'number' && s.outcome !== 200)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    // Idle keep-alive connections were closed, not waited on until the grace period's end.
    expect(stoppedWithin).toBeLessThan((grace / 4) * 1000);
  }, 120_000);

  it('cuts an upload still trickling in when SHUTDOWN_GRACE_SECONDS have passed, and exits', async () => {
    const grace = 2;
    server = await start(grace);
    const { cookie, token } = await signInOverHttp(server.baseURL, ADMIN.userName, ADMIN.password);
    const issued = await fetch(`${server.baseURL}${collectorApi.tokens.create.path}`, {
      method: 'POST',
      headers: { cookie, [ANTI_FORGERY_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'slow device' }),
    });
    expect(issued.status).toBe(200);
    const productToken = ((await issued.json()) as { token: string }).token;

    // A device on a poor line: the upload's head, then a few bytes a second of a file that would take minutes.
    const { port } = new URL(server.baseURL);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      [
        `POST ${COLLECTOR_INGEST_PATH} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Authorization: Bearer ${productToken}`,
        'Content-Type: multipart/form-data; boundary=slow',
        'Content-Length: 100000',
        '',
        '--slow',
        'Content-Disposition: form-data; name="file"; filename="device.log"',
        'Content-Type: text/plain',
        '',
        '',
      ].join('\r\n'),
    );
    const trickle = setInterval(() => socket.write('log line\n'), 250);
    try {
      await sleep(1_000);
      const signalledAt = performance.now();
      process.kill(server.pid, 'SIGTERM');
      const exit = await server.exited;
      const stoppedWithin = performance.now() - signalledAt;
      expect(exit).toEqual({ code: 0, signal: null });
      // The upload had its grace period, and not much more.
      expect(stoppedWithin).toBeGreaterThan(grace * 1000 - 250);
      expect(stoppedWithin).toBeLessThan(grace * 1000 + 3_000);
      await closed;
      // Cut while it was being received: the token was good and nothing had refused the upload.
      expect(answer).toBe('');
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 120_000);
});
