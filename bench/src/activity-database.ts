import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '@console/server/src/db/client.ts';
import { staffUsers } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { BENCH_PASSWORD } from './database.ts';
import { benchScale } from './targets.ts';
import { fillAccounts } from './generate-accounts.ts';
import { fillActivity, type ActivitySizes } from './generate-activity.ts';

/**
 * The product activity benchmarks' database: `bench_activity` (`bench_activity_quick` at the quick
 * scale) on the server at BENCH_DATABASE_URL,
 * the demo plus `accounts` accounts with Veriscan Online and `requests` requests over two years.
 *
 * Filling 10,000,000 requests takes the better part of half an hour on the 2-core machine, so a
 * filled database is kept and used again: the fill writes its sizes into the database's comment as
 * its last step, and a later run with the same sizes migrates it (a newer schema) and uses it as it
 * is. A fill that stopped half-way left no comment and is made anew; `refill` forces a new one.
 * The measurements write a little (ingested requests, sessions): each run's rows are its own and
 * disturb the next run's figures by far less than their spread.
 */

/** The quick scale's database is its own, so that a quick run never drops a kept full-size one. */
export const ACTIVITY_DATABASE = benchScale() === 'full' ? 'bench_activity' : 'bench_activity_quick';

export interface ActivityDatabase {
  url: string;
  companyId: number;
  /** What the fill did, or undefined when a kept database was used. */
  filled?: ActivitySizes & { accounts: number; accountsMs: number };
}

const serverUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function activityDatabaseUrl(): string {
  const target = new URL(serverUrl());
  target.pathname = `/${ACTIVITY_DATABASE}`;
  return target.toString();
}

const sizesComment = (accounts: number, requests: number) => JSON.stringify({ accounts, requests });

async function adminCompanyOf(url: string): Promise<number> {
  const database = await openPostgres(url);
  try {
    await database.migrate();
    const [staff] = await database.db
      .select({ companyId: staffUsers.administeredCompanyId })
      .from(staffUsers)
      .where(eq(staffUsers.userName, 'admin'));
    if (!staff?.companyId) throw new Error('the demo admin administers no company');
    return staff.companyId;
  } finally {
    await database.close();
  }
}

export async function openActivityDatabase(options: {
  accounts: number;
  requests: number;
  refill?: boolean;
}): Promise<ActivityDatabase> {
  const url = activityDatabaseUrl();
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [ACTIVITY_DATABASE],
    );
    const wanted = sizesComment(options.accounts, options.requests);
    if (!options.refill && rows[0]?.comment === wanted) {
      console.error(`activity: using the kept ${ACTIVITY_DATABASE} database (${wanted})`);
      return { url, companyId: await adminCompanyOf(url) };
    }
    await admin.query(`DROP DATABASE IF EXISTS ${ACTIVITY_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${ACTIVITY_DATABASE}`);
    // No statement timeout for the fill: a chunk's insert takes seconds on a quiet machine, and longer
    // than the requests' 15 s on one that other work shares.
    const database = await openPostgres(url, { timeouts: { statementMs: 0, longStatementMs: 0 } });
    let filled: ActivityDatabase['filled'];
    let companyId: number;
    try {
      await database.migrate();
      await seedDemo(database.db, { password: BENCH_PASSWORD });
      companyId = await adminCompanyOf(url);
      const accounts = await fillAccounts(database.db, companyId, options.accounts);
      const activity = await fillActivity(database.db, companyId, options.requests);
      filled = { accounts: options.accounts, accountsMs: accounts.ms, ...activity };
    } finally {
      await database.close();
    }
    // A literal: COMMENT takes no parameters. The JSON holds digits and punctuation only.
    await admin.query(`COMMENT ON DATABASE ${ACTIVITY_DATABASE} IS '${wanted}'`);
    return { url, companyId, filled };
  } finally {
    await admin.end();
  }
}
