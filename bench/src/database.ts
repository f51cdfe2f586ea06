import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '@console/server/src/config.ts';
import { openPglite, openPostgres, type Database } from '@console/server/src/db/client.ts';
import { companies } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** The database kinds a run measures: both, unless BENCH_SKIP_PGLITE or BENCH_SKIP_POSTGRES is set. */
export function benchDatabaseKinds(): BenchDatabaseKind[] {
  return [
    ...(process.env.BENCH_SKIP_PGLITE ? [] : (['pglite'] as const)),
    ...(process.env.BENCH_SKIP_POSTGRES ? [] : (['postgres'] as const)),
  ];
}

export const BENCH_PASSWORD = 'Bench#Pass1';

/** The bench servers' secret (any will do; given so that none is generated into DATA_DIR). */
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-000000';

export function benchConfig(): Config {
  return loadConfig({
    SECRET: BENCH_SECRET,
    DATA_DIR: '/tmp/console-bench',
    PORT: '0',
  });
}

/**
 * A fresh, empty database. PGlite lives in memory, or with `onDisk` in a temporary directory (as
 * `npm start` keeps it), removed on close. PostgreSQL gets a new database on the server at
 * BENCH_DATABASE_URL (default: the local server).
 */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  options: { onDisk?: boolean } = {},
): Promise<Database> {
  if (kind === 'pglite') {
    if (!options.onDisk) return openPglite(undefined);
    const dir = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
    const database = await openPglite(dir);
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabaseName()} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabaseName()}`);
  await admin.end();
  // No statement timeout: a part's fill inserts in statements of seconds, longer than the requests'
  // 15 s on a machine other work shares; a slow request is measured as slow rather than cut.
  return openPostgres(benchDatabaseUrl(), { timeouts: { statementMs: 0, longStatementMs: 0 } });
}

const serverUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The database a run drops and makes again: `console_bench`, or BENCH_DATABASE_NAME (letters,
 * digits and underscores), so that two runs on one server do not drop each other's.
 */
function benchDatabaseName(): string {
  const name = process.env.BENCH_DATABASE_NAME ?? 'console_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error('BENCH_DATABASE_NAME must be lowercase letters, digits and _');
  return name;
}

/** The PostgreSQL database `openBenchDatabase('postgres')` makes, for a server started on it. */
export function benchDatabaseUrl(): string {
  const target = new URL(serverUrl());
  target.pathname = `/${benchDatabaseName()}`;
  return target.toString();
}

/**
 * A fresh database with the demo seeded, and the tenant of its first company (live data): where a
 * bench part measures one company's calls on the demo's accounts. With `reuse`, the PostgreSQL
 * database an earlier run left (`console_bench`), brought up to the latest migrations, as it is.
 */
export async function openDemoDatabase(
  kind: BenchDatabaseKind,
  options: { reuse?: boolean } = {},
): Promise<{ database: Database; tenant: { companyId: number; testMode: false } }> {
  const database = options.reuse ? await openPostgres(benchDatabaseUrl()) : await openBenchDatabase(kind);
  try {
    await database.migrate();
    if (!options.reuse) await seedDemo(database.db, { password: BENCH_PASSWORD });
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .orderBy(companies.id)
      .limit(1);
    if (!company) throw new Error('the demo made no company');
    return { database, tenant: { companyId: company.id, testMode: false } };
  } catch (error) {
    await database.close();
    throw error;
  }
}
