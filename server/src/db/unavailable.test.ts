import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@console/contract/errors';
import { healthApi } from '@console/contract/health/api';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import { freePort } from '../testing/console-process.ts';
import { openPglite, openPostgres } from './client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.ts';

/** An error as node-postgres builds one from the server's ErrorResponse: the SQLSTATE in `code`. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapping of a driver's error. */
const failedQuery = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is going away or not there yet', () => {
    const unavailable = [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection due to crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      serverError('53300', 'sorry, too many clients already'),
      serverError('ECONNRESET', 'read ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('PGlite is closed'),
    ];
    for (const error of unavailable) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(error)), `wrapped: ${error.message}`).toBe(true);
    }
  });

  it('leaves a query the database refused to the other answers', () => {
    const duplicate = serverError('23505', 'duplicate key value violates unique constraint');
    const refused = [
      duplicate,
      serverError('42601', 'syntax error at or near "selec"'),
      serverError('22003', 'value "99999999999" is out of range for type integer'),
      serverError('40001', 'could not serialize access due to concurrent update'),
      new Error('Something else'),
    ];
    for (const error of refused) expect(isDatabaseUnavailable(failedQuery(error)), error.message).toBe(false);
    expect(isUniqueViolation(failedQuery(duplicate))).toBe(true);
  });

  it('recognises a refused connection, as the pool reports it through Drizzle', async () => {
    const nobody = await freePort();
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${nobody}/none`);
    try {
      const failure = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database once closed (a request outliving shutdown)', () => {
  it('answers 503 in the error shape with Retry-After, not a 500, and /readyz says unavailable', async () => {
    const database = await openPglite(undefined);
    await database.migrate();
    const config = loadConfig({
      SECRET: 'test-secret-that-is-long-enough-to-pass',
      DATA_DIR: '/tmp/console-test',
    });
    const app = await buildApp(config, database, { logger: false });
    try {
      await database.close();
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/info',
        cookies: { [SESSION_COOKIE]: 'a-session-token-the-closed-database-cannot-look-up' },
      });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        code: ErrorCode.ServiceUnavailable,
        message: expect.stringMatching(/database/),
        requestId: expect.any(String),
      });
      const ready = await app.inject({ method: 'GET', url: healthApi.ready.path });
      expect(ready.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
