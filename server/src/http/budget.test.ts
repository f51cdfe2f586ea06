import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { accountsApi } from '@console/contract/accounts/api';
import { collectorApi } from '@console/contract/collector/api';
import { ErrorCode, type ErrorBody } from '@console/contract/errors';
import { healthApi } from '@console/contract/health/api';
import { sessionApi } from '@console/contract/session/api';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { testDatabase, withDatabase, workerDatabaseName } from '../testing/database.ts';
import { createTestContext, type TestClient, type TestContext } from '../testing/harness.ts';
import { TEST_PARTNER_SECRETS_KEYS } from '../testing/secrets.ts';
import { allowLongWork, REQUEST_DEADLINE_MESSAGE } from './budget.ts';
import { STATEMENT_TIMEOUT_MESSAGE } from './errors.ts';
import { WEB_ASSETS_PREFIX } from './pages.ts';

/**
 * The request budget (http/budget.ts, db/client.ts): a statement past its timeout, a request past
 * its deadline and a lagging event loop each get a clear 503 in the one error shape, and health
 * probes keep answering. The stuck-loop shutdown is in shutdown.test.ts (it needs a process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const STOPPED = STATEMENT_TIMEOUT_MESSAGE;

const configWith = (env: Record<string, string>) =>
  loadConfig({
    SECRET: 'budget-test-secret-that-is-long-enough',
    DATA_DIR: '/tmp/console-test',
    PARTNER_SECRETS_KEYS: TEST_PARTNER_SECRETS_KEYS,
    ...env,
  });

/** An app on `database` with test routes of its own, answering through the console's hooks. */
async function appWith(
  database: Database,
  env: Record<string, string>,
  extend: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = await buildApp(configWith(env), database, { logger: false });
  extend(app);
  await app.ready();
  return app;
}

describe.skipIf(!serverUrl)(
  serverUrl
    ? 'statement timeouts on PostgreSQL'
    : 'statement timeouts on PostgreSQL (skipped: set TEST_DATABASE_URL; PGlite does not enforce statement_timeout, see db/client.ts)',
  () => {
    let database: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      await testDatabase(); // creates and migrates this worker's database
      database = await openPostgres(withDatabase(serverUrl ?? '', workerDatabaseName()), {
        poolSize: 2,
        timeouts: { statementMs: 300, longStatementMs: 3_000 },
      });
      app = await appWith(database, {}, (scope) => {
        scope.get('/testing/sleep', async () => {
          await database.db.execute(sql`select pg_sleep(2)`);
          return { slept: true };
        });
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('cuts a slow query of a request with a clear 503, never a 500', async () => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/testing/sleep' });
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(response.statusCode).toBe(503);
      const body = response.json<ErrorBody>();
      expect(body).toMatchObject({ code: ErrorCode.ServiceUnavailable, message: STOPPED });
      expect(body.requestId).toEqual(expect.any(String));
    });

    it('cancels the statement itself (57014), and leaves the connection usable', async () => {
      const failure = await database.db.execute(sql`select pg_sleep(2)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      const codes: unknown[] = [];
      for (let e = failure; e instanceof Error; e = e.cause) codes.push((e as { code?: unknown }).code);
      expect(codes).toContain('57014');
      const [row] = (await database.db.execute(sql`select 1 as one`)).rows;
      expect(row).toEqual({ one: 1 });
    });

    it('gives exports and jobs (the long-work connections) their longer timeout', async () => {
      await expect(database.long.db.execute(sql`select pg_sleep(1)`)).resolves.toBeDefined();
      await expect(database.long.executeSql('select pg_sleep(1)')).resolves.toBeDefined();
    });

    it('keeps answering health probes and pages while a heavy export holds every long-work connection', async () => {
      const t = await createTestContext();
      try {
        const admin = await t.signIn('admin');
        // Long work holds each of the long-work pool's connections (4) for 3 s, as heavy exports
        // or jobs would; the export asked for now waits behind them.
        const heavy = Array.from({ length: 4 }, () => t.database.long.executeSql('select pg_sleep(3)'));
        // Fixed waits: the pool tells no one when it has lent every connection, nor when a caller queues.
        await sleep(300);
        const exporting = admin.get(accountsApi.list.path, { format: 'csv' });
        await sleep(200);
        const started = performance.now();
        const [ready, page] = await Promise.all([
          t.app.inject({ method: 'GET', url: healthApi.ready.path }),
          admin.get(accountsApi.list.path, { pageSize: '10' }),
        ]);
        expect(performance.now() - started).toBeLessThan(1_000);
        expect(ready.statusCode).toBe(200);
        expect(page.statusCode).toBe(200);
        await Promise.all(heavy);
        const exported = await exporting;
        expect(exported.statusCode).toBe(200);
        expect(exported.headers['content-type']).toMatch(/^text\/csv/);
      } finally {
        await t.close();
      }
    }, 30_000);
  },
);

describe('a deadline per request', () => {
  let database: Database;
  let app: FastifyInstance;
  /** Settled when the slow handler has ended, well after its request was answered. */
  let waitEnded: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    database = await testDatabase();
    app = await appWith(
      database,
      { REQUEST_TIMEOUT_SECONDS: '1', STATEMENT_TIMEOUT_SECONDS: '1', LONG_STATEMENT_TIMEOUT_SECONDS: '4' },
      (scope) => {
        scope.get('/testing/wait', async () => {
          const ended = sleep(2_500);
          waitEnded = ended;
          await ended;
          return { waited: true };
        });
        scope.get('/testing/export', async (request) => {
          allowLongWork(request);
          await sleep(1_500);
          return { waited: true };
        });
      },
    );
  });
  afterAll(() => app?.close());

  it('answers 503 in the error shape when nothing was answered by REQUEST_TIMEOUT_SECONDS', async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/testing/wait' });
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(900);
    // Well under the handler's own 2.5 s: the deadline answered, not the handler.
    expect(took).toBeLessThan(2_400);
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: REQUEST_DEADLINE_MESSAGE,
    });
    // The handler ending later changes nothing, and fails nothing (an error would fail the run):
    // its end, then a turn of the loop for what Fastify does with its late answer.
    await waitEnded;
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('gives an export (allowLongWork) the long-work budget instead', async () => {
    const response = await app.inject({ method: 'GET', url: '/testing/export' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ waited: true });
  });
});

describe('event-loop protection', () => {
  let database: Database;
  let app: FastifyInstance;
  const SCRIPT = 'page-a1b2c3.js';
  beforeAll(async () => {
    database = await testDatabase();
    const dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', SCRIPT), 'export const page = 1;\n');
    app = await appWith(database, { MAX_EVENT_LOOP_DELAY_MS: '50', WEB_DIST: dist }, () => undefined);
  });
  afterAll(() => app?.close());

  /** A heavy request's work: the loop busy 200 ms at a time, until the console sees the lag. */
  async function lagUntilPressure() {
    // Readings of the first seconds after the app is ready are not trusted (they cover its start).
    await sleep(3_000);
    const until = performance.now() + 10_000;
    while (!app.isUnderPressure() && performance.now() < until) {
      const busyUntil = performance.now() + 200;
      while (performance.now() < busyUntil) Math.sqrt(Math.random());
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(app.isUnderPressure()).toBe(true);
  }

  it("answers 503 with Retry-After while the loop lags; health probes and the web app's files still 200", async () => {
    await lagUntilPressure();
    const [busy, live, ready, script] = await Promise.all([
      app.inject({ method: 'GET', url: sessionApi.bootstrap.path }),
      app.inject({ method: 'GET', url: healthApi.live.path }),
      app.inject({ method: 'GET', url: healthApi.ready.path }),
      app.inject({ method: 'GET', url: `${WEB_ASSETS_PREFIX}${SCRIPT}` }),
    ]);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json<ErrorBody>()).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: 'The console is busy at the moment. Try again in a few seconds.',
      requestId: expect.any(String),
    });
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    // A refused script would leave the page broken until a reload (the browser keeps a failed import).
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('export const page');
  }, 20_000);
});

describe('Cache-Control of answers that carry secrets', () => {
  let t: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await t.signIn('admin');
  });
  afterAll(() => t?.close());

  it('never lets the session bootstrap nor an issued product token be stored', async () => {
    const bootstrap = await admin.get(sessionApi.bootstrap.path);
    expect(bootstrap.statusCode).toBe(200);
    expect(bootstrap.headers['cache-control']).toBe('no-store');
    const issued = await admin.post(collectorApi.tokens.create.path, { label: 'cached?' });
    expect(issued.statusCode).toBe(200);
    expect(issued.json<{ token: string }>().token).toEqual(expect.any(String));
    expect(issued.headers['cache-control']).toBe('no-store');
  });

  it('keeps what a route says itself (a CSV export stays private, no-store)', async () => {
    const exported = await admin.get(accountsApi.list.path, { format: 'csv' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['cache-control']).toBe('private, no-store');
  });
});
