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
import * as schema from './schema.ts';

/**
 * The one database type the services use. PGlite and node-postgres expose the same query
 * builder; only their result-HKT differs, so the PGlite handle is typed as this one.
 */
export type Db = NodePgDatabase<typeof schema>;
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

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** PGlite: persisted in `dataDir`, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
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
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      // A script's statements arrive as one simple query, which PostgreSQL runs as one transaction
      // unless it says otherwise; a failed query's connection leaves the pool (pg-pool discards it).
      const result = await pool.query(text, values ? [...values] : undefined);
      return Array.isArray(result) ? ((result as pg.QueryResult[]).at(-1) ?? { rows: [] }) : result;
    },
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'pglite'));
}
