import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { queueOperations } from './turns.ts';
import { DEFAULT_LONG_STATEMENT_TIMEOUT_SECONDS, DEFAULT_STATEMENT_TIMEOUT_SECONDS } from '../config.ts';

/**
 * The one database type the services use. PGlite and node-postgres expose the same query
 * builder; only their result-HKT differs, so the PGlite handle is typed as this one. It knows no
 * schema: queries name their tables (the shared ones in db/schema/, each family's in its folder),
 * and the relational query API, which would need every table here, is not used.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository or service accepts either the database or a transaction it runs in. */
export type Queryable = Db | Tx;

/** What a library that writes its own SQL (the job queue) gets back from `executeSql`. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The same database for long work: CSV exports, file answers and background jobs. On PostgreSQL
   * its own pool, whose statements may run LONG_STATEMENT_TIMEOUT_SECONDS rather than the
   * STATEMENT_TIMEOUT_SECONDS of the requests' pool, so that a heavy export neither is cut like a
   * page nor takes the connections pages and health probes need. On PGlite the one connection.
   */
  long: Database;
  /**
   * SQL written elsewhere, for a library that brings its own (the job queue, server/src/jobs/).
   * With values: one statement. Without: a script of any number of statements (its own BEGIN and
   * COMMIT included), of which the last statement's rows are answered; a script that fails is
   * rolled back whole, so the connection is never left inside a failed transaction.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where a connection failure that no query is waiting on is reported (a dropped idle connection). */
export type FaultLog = (err: Error) => void;

const logToStderr: FaultLog = (err) => console.error(`database connection failed: ${err.message}`);

/**
 * How long a query waits for a connection (a new one, or a free one of a full pool) before it fails
 * as unavailable (a 503): an unreachable host that drops packets would otherwise hold the request.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** The statement timeouts when none is given: the configuration's defaults. */
export const DEFAULT_TIMEOUTS: StatementTimeouts = {
  statementMs: DEFAULT_STATEMENT_TIMEOUT_SECONDS * 1000,
  longStatementMs: DEFAULT_LONG_STATEMENT_TIMEOUT_SECONDS * 1000,
};

/** PostgreSQL's statement_timeout on the requests' connections and on those of long work. */
export interface StatementTimeouts {
  statementMs: number;
  longStatementMs: number;
}

/** Connections of long work (exports, files, jobs) per process, besides the requests' pool. */
const LONG_POOL_SIZE = 4;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** PGlite: persisted in `dataDir`, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  queueOperations(client);
  const db = drizzlePglite(client) as unknown as Db;
  // PGlite accepts statement_timeout but never enforces it (its WASM build has no timer signal:
  // `select pg_sleep(2)` under a 300 ms timeout runs 2 s), and a query runs on the main thread,
  // so a runaway one blocks the event loop; watchdog.ts is the bound there. Long work shares the
  // one connection.
  const database: Database = {
    db,
    kind: 'pglite',
    get long() {
      return database;
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, [...values]);
      // PGlite has one connection: the script runs inside a transaction of PGlite's own, which holds
      // every other query back until it ends and rolls back a script that failed halfway (the
      // script's BEGIN and COMMIT only warn inside it).
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
  return database;
}

/**
 * A pool that outlives its server: when PostgreSQL restarts or fails over, every connection fails
 * with an 'error' event, which Node turns into a crash unless someone listens. A connection that
 * failed is never reused (the pool drops it), so queries after the server's return open new ones.
 * Each connection starts with a statement_timeout (a query still running then is cancelled, 57014:
 * http/errors.ts answers 503) and an idle_in_transaction_session_timeout as long (a transaction
 * left open between its statements is ended and its locks freed).
 */
function boundedPool(connectionString: string, max: number, timeoutMs: number, log: FaultLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs,
  });
  // Every connected client, idle or checked out (a transaction between two queries), reports here.
  pool.on('connect', (client) => client.on('error', log));
  // The pool repeats an idle client's error (just logged) or one of a client that never connected,
  // whose failure went to the query that asked for it.
  pool.on('error', () => {});
  return pool;
}

/** SQL of a library on one pool (see Database.executeSql). */
const executeOn =
  (pool: pg.Pool): Database['executeSql'] =>
  async (text, values) => {
    // A script's statements arrive as one simple query, which PostgreSQL runs as one transaction
    // unless it says otherwise; a failed query's connection leaves the pool (pg-pool discards it).
    const result = await pool.query(text, values ? [...values] : undefined);
    return Array.isArray(result) ? ((result as pg.QueryResult[]).at(-1) ?? { rows: [] }) : result;
  };

/**
 * Two pools: the requests' (`poolSize` connections, `timeouts.statementMs`) and long work's
 * (`Database.long`: a few connections, `timeouts.longStatementMs`). Migrations run on a connection
 * of their own without a timeout: an index built on a large table may take minutes.
 */
export async function openPostgres(
  connectionString: string,
  {
    poolSize = 10,
    log = logToStderr,
    timeouts = DEFAULT_TIMEOUTS,
  }: { poolSize?: number; log?: FaultLog; timeouts?: StatementTimeouts } = {},
): Promise<Database> {
  const pool = boundedPool(connectionString, poolSize, timeouts.statementMs, log);
  const longPool = boundedPool(connectionString, LONG_POOL_SIZE, timeouts.longStatementMs, log);
  const shared = {
    kind: 'postgres' as const,
    migrate: async () => {
      const once = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      once.on('error', log);
      await once.connect();
      try {
        await migratePg(drizzlePg(once), { migrationsFolder });
      } finally {
        await once.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), longPool.end()]);
    },
  };
  const long: Database = {
    ...shared,
    db: drizzlePg(longPool),
    executeSql: executeOn(longPool),
    get long() {
      return long;
    },
  };
  return { ...shared, db: drizzlePg(pool), executeSql: executeOn(pool), long };
}

export function openDatabase(
  config: {
    databaseUrl: string | undefined;
    dataDir: string;
    budget: { statementTimeoutSeconds: number; longStatementTimeoutSeconds: number };
  },
  log?: FaultLog,
): Promise<Database> {
  const { budget } = config;
  const timeouts = {
    statementMs: budget.statementTimeoutSeconds * 1000,
    longStatementMs: budget.longStatementTimeoutSeconds * 1000,
  };
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { log, timeouts })
    : openPglite(path.join(config.dataDir, 'pglite'));
}
