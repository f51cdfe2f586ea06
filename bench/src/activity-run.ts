import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '@console/server/src/db/client.ts';
import { staffUsers } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { BENCH_PASSWORD } from './database.ts';
import { fillAccounts } from './generate-accounts.ts';
import { fillActivity } from './generate-activity.ts';

/**
 * `npx tsx bench/src/activity-run.ts`: the product activity generator's size and time on
 * PostgreSQL, in a database of its own (bench_activity on the server at BENCH_DATABASE_URL,
 * recreated, dropped after unless BENCH_KEEP=true).
 * BENCH_ACTIVITY_ACCOUNTS (default 100000) and BENCH_ACTIVITY_REQUESTS (default 10000000) size it.
 */
const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};
const accounts = size('BENCH_ACTIVITY_ACCOUNTS', 100_000);
const requests = size('BENCH_ACTIVITY_REQUESTS', 10_000_000);

const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS bench_activity WITH (FORCE)');
await admin.query('CREATE DATABASE bench_activity');
const target = new URL(server);
target.pathname = '/bench_activity';
const database = await openPostgres(target.toString());
try {
  await database.migrate();
  await seedDemo(database.db, { password: BENCH_PASSWORD });
  const [staff] = await database.db
    .select({ companyId: staffUsers.administeredCompanyId })
    .from(staffUsers)
    .where(eq(staffUsers.userName, 'admin'));
  if (!staff?.companyId) throw new Error('the demo admin administers no company');
  const filled = await fillAccounts(database.db, staff.companyId, accounts);
  const activity = await fillActivity(database.db, staff.companyId, requests);
  console.log(JSON.stringify({ accounts, accountsMs: filled.ms, ...activity }));
} finally {
  await database.close();
  if (process.env.BENCH_KEEP !== 'true')
    await admin.query('DROP DATABASE IF EXISTS bench_activity WITH (FORCE)');
  await admin.end();
}
