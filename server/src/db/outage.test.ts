import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { accountsApi } from '@console/contract/accounts/api';
import { ErrorCode } from '@console/contract/errors';
import { healthApi } from '@console/contract/health/api';
import { SERVER_COMMAND, startConsole, type ConsoleProcess } from '../testing/console-process.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../testing/private-postgres.ts';
import { signInOverHttp } from '../testing/sign-in-over-http.ts';
import { openPostgres } from './client.ts';
import { newSecretKey } from '../kit/secrets.ts';
import { isDatabaseUnavailable } from './errors.ts';

/**
 * PostgreSQL restarts under a console that is answering a steady stream of list reads. The server
 * is one of this test's own (testing/private-postgres.ts): the shared one is never stopped.
 */
const hasPostgres = postgresBinaries() !== undefined;
if (!hasPostgres)
  console.warn('database outage test skipped: no PostgreSQL server binaries in /usr/lib/postgresql');

const ADMIN = { userName: 'outage-admin', password: 'Outage#Pass1' };
/** The promise: requests succeed again within this long of the database's return. */
const RECOVERY_MS = 5_000;
const READERS = 6;

interface Answer {
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** Sends `path` over and over until stopped, keeping every answer; a connection failure is kept as status 0. */
async function keepReading(
  address: string,
  path: string,
  cookie: string,
  answers: Answer[],
  stop: AbortSignal,
) {
  while (!stop.aborted) {
    const startedAt = performance.now();
    const answer = await fetch(`${address}${path}`, { headers: { cookie } }).then(
      async (response) => {
        const text = await response.text();
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text,
        };
      },
      (error: Error) => ({ status: 0, retryAfter: null, body: String(error.cause ?? error) }),
    );
    answers.push({ path, startedAt, endedAt: performance.now(), ...answer });
    // The probe asks a few times a second, as a load balancer would; the readers do not pause.
    if (path === healthApi.ready.path) await sleep(100);
  }
}

describe.skipIf(!hasPostgres)('a PostgreSQL restart under load', () => {
  let postgres: PrivatePostgres;
  let server: ConsoleProcess;
  const answers: Answer[] = [];
  /** Stop begun; stop done (connections refused); start begun (it may accept before start returns); start done. */
  const moments = { stopping: 0, down: 0, starting: 0, back: 0 };

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startConsole({
      command: SERVER_COMMAND,
      env: {
        DATABASE_URL: postgres.url,
        DEMO: 'false',
        ADMIN_USER: ADMIN.userName,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        SECRET: 'outage-test-secret-that-is-long-enough',
        PARTNER_SECRETS_KEYS: newSecretKey('outage'),
      },
    });
    const { cookie } = await signInOverHttp(server.baseURL, ADMIN.userName, ADMIN.password);

    const stop = new AbortController();
    const list = `${accountsApi.list.path}?pageSize=20`;
    const load = Promise.all([
      ...Array.from({ length: READERS }, () =>
        keepReading(server.baseURL, list, cookie, answers, stop.signal),
      ),
      keepReading(server.baseURL, healthApi.ready.path, '', answers, stop.signal),
    ]);
    try {
      await sleep(1_000);
      moments.stopping = performance.now();
      await postgres.stop();
      moments.down = performance.now();
      await sleep(3_000);
      moments.starting = performance.now();
      await postgres.start();
      moments.back = performance.now();
      await sleep(RECOVERY_MS + 2_000);
    } finally {
      stop.abort();
      await load;
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
  });

  const reads = () => answers.filter((a) => a.path !== healthApi.ready.path);
  const probes = () => answers.filter((a) => a.path === healthApi.ready.path);
  const whileDown = (list: Answer[]) =>
    list.filter((a) => a.startedAt >= moments.down && a.endedAt <= moments.starting);
  const afterRecovery = (list: Answer[]) => list.filter((a) => a.startedAt >= moments.back + RECOVERY_MS);

  it('keeps the process running', () => {
    expect(server.running(), server.output()).toBe(true);
  });

  it('answers every read with 200 or 503, never a 500', () => {
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]);
  });

  it('answers every read while the database is down with 503 in the error shape and Retry-After', () => {
    const down = whileDown(reads());
    expect(down.length).toBeGreaterThan(READERS);
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toEqual({
        code: ErrorCode.ServiceUnavailable,
        message: expect.stringMatching(/database/),
        requestId: expect.any(String),
      });
    }
  });

  it(`succeeds again within ${RECOVERY_MS / 1000} s of the database's return`, () => {
    const recovered = afterRecovery(reads());
    expect(recovered.length).toBeGreaterThan(READERS);
    expect(recovered.filter((a) => a.status !== 200)).toEqual([]);
  });

  it('has /readyz tell the truth: 200 before, 503 while down, 200 after', () => {
    const before = probes().filter((a) => a.endedAt <= moments.stopping);
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
    const down = whileDown(probes());
    expect(down.length).toBeGreaterThan(0);
    expect(down.map((a) => a.status)).toEqual(down.map(() => 503));
    const after = afterRecovery(probes());
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((a) => a.status)).toEqual(after.map(() => 200));
  });

  it('fails a transaction whose connection is cut between two queries, logs it, and connects anew', async () => {
    const faults: Error[] = [];
    const database = await openPostgres(postgres.url, { poolSize: 1, log: (err) => faults.push(err) });
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const transaction = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        // The connection's error arrives while no query runs on it: unheard, it would end the process.
        for (let waited = 0; faults.length === 0 && waited < 5_000; waited += 10) await sleep(10);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
      expect(faults.length).toBeGreaterThan(0);
      // The one pooled connection was dropped; the next query gets a new one.
      await database.ping();
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
