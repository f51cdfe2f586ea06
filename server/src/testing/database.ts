import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { DEFAULT_JOBS_SCHEMA } from '../jobs/queue.ts';

/**
 * One migrated database per test worker, shared by its test files (vitest runs this project
 * with isolate: false) and reset between tests. In-memory PGlite by default; with
 * TEST_DATABASE_URL, a fresh PostgreSQL database per worker on that server.
 */
let shared: Promise<Database> | undefined;

/**
 * The per-worker databases of one test run: `console_test_<run>_<worker>`. The run's id (the runner's
 * pid, set by global-setup.ts) keeps runs that share a server, as parallel checkouts do, from
 * dropping each other's databases.
 */
export function runDatabasePrefix(): string {
  return `console_test_${process.env.CONSOLE_TEST_RUN ?? process.pid}_`;
}

export function workerDatabaseName(): string {
  return `${runDatabasePrefix()}${process.env.VITEST_POOL_ID ?? process.pid}`;
}

/** A connection string for another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function open(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (url) {
    const name = workerDatabaseName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    database = await openPostgres(withDatabase(url, name), { poolSize: 4 });
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate();
  return database;
}

export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

/**
 * Empties every table so each test starts from its own fixtures, the app's job queue's jobs
 * included: they live in a schema of their own, and a job one file left behind (a retry waiting out
 * its delay) would otherwise run in the next file, on that file's rows, whose ids start again at 1.
 * The queue's definitions stay (pg-boss keeps them beside its jobs, as a migration would).
 */
export async function resetDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname = 'public'
         or (schemaname = '${DEFAULT_JOBS_SCHEMA}' and tablename in ('job', 'archive'))`,
  );
  const tables = result.rows.map((r) => r.name);
  if (tables.length) await database.db.execute(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
  // PGlite runs no background work: no checkpointer and no autovacuum, which on PostgreSQL do
  // these two. A TRUNCATE gives every table, index and sequence a new file and leaves the old one
  // (and the WAL) to the next checkpoint: in memory, file nodes of PGlite's file system (about 900
  // a reset) that the worker's one database client kept for good, so the heap grew about 2.4 MB a
  // test file and the process about 13 MB. Each new file is also an update of its pg_class row,
  // whose dead versions nothing else removes (pg_class reached 51 MB in 55 files).
  if (database.kind === 'pglite') {
    await database.db.execute('VACUUM pg_catalog.pg_class');
    await database.db.execute('CHECKPOINT');
  }
}
