import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountsApi } from '@console/contract/accounts/api';
import { collectorApi, COLLECTOR_INGEST_PATH } from '@console/contract/collector/api';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { healthApi } from '@console/contract/health/api';
import { SERVER_COMMAND, startConsole, type ConsoleProcess } from './testing/console-process.ts';
import { SLOW_PATH, SPIN_PATH } from './testing/budget-routes.ts';
import { signInOverHttp } from './testing/sign-in-over-http.ts';

/**
 * SIGTERM to a console running as its own process, on the embedded database: what it had received
 * is answered (with Connection: close), idle connections do not hold it, a request that never ends
 * is cut at the deadline, and one stuck in a synchronous loop does not keep the process alive.
 */
const ADMIN = { userName: 'shutdown-admin', password: 'Shutdown#Pass1' };

let server: ConsoleProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The console with two test-only routes (testing/budget-console.ts): one spins forever, one is slow. */
const BUDGET_CONSOLE_COMMAND = [
  process.execPath,
  '--import',
  'tsx',
  'server/src/testing/budget-console.ts',
] as const;

const start = (graceSeconds: number, command: readonly [string, ...string[]] = SERVER_COMMAND) =>
  startConsole({
    command,
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
    // A fixed time of traffic, not a condition: the signal must find requests at every stage.
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
      // A second of trickle: the server is reading the upload when the signal comes (nothing to await
      // in a child process short of it).
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

  it('ends within SHUTDOWN_GRACE_SECONDS when a request is stuck in a synchronous loop', async () => {
    const grace = 3;
    server = await start(grace, BUDGET_CONSOLE_COMMAND);
    // Blocks the event loop for good: the SIGTERM handler itself can never run.
    fetch(`${server.baseURL}${SPIN_PATH}`).catch(() => undefined);
    // Time for the request to reach the loop and block it: a blocked process answers no probe to poll.
    await sleep(1_000);
    const signalledAt = performance.now();
    process.kill(server.pid, 'SIGTERM');
    const exit = await Promise.race([server.exited, sleep((grace + 10) * 1000).then(() => 'still running')]);
    const stoppedWithin = performance.now() - signalledAt;
    // A process still stuck would ignore the SIGTERM of afterEach as well.
    if (exit === 'still running') process.kill(server.pid, 'SIGKILL');
    // Ended by the watchdog (watchdog.ts): the loop had been blocked for the grace period.
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(stoppedWithin).toBeLessThan(grace * 1000 + 500);
    expect(server.output()).toContain('the event loop has been blocked for');
  }, 120_000);

  it('answers what was in flight at the signal with Connection: close, so a keep-alive client sends nothing more on it', async () => {
    server = await start(10, BUDGET_CONSOLE_COMMAND);
    // One keep-alive connection, opened by a first request, so the slow one is on a connection the
    // server holds when the signal comes, however loaded the machine.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await new Promise<void>((resolve, reject) =>
        http
          .get(`${server?.baseURL}${healthApi.live.path}`, { agent }, (response) =>
            response.resume().on('end', resolve),
          )
          .on('error', reject),
      );
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get(`${server?.baseURL}${SLOW_PATH}?ms=1500`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response));
        });
        request.on('error', (error) => reject(new Error(`${error.message}\n${server?.output()}`)));
      });
      // The slow request (1.5 s) is under way at the server when the signal comes, half-way through.
      await sleep(500);
      process.kill(server.pid, 'SIGTERM');
      const response = await answered;
      expect(response.statusCode, server.output()).toBe(200);
      expect(response.headers.connection).toBe('close');
      expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    } finally {
      agent.destroy();
    }
  }, 120_000);
});
