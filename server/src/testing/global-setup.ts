import pg from 'pg';
import { runDatabasePrefix } from './database.ts';

/** With TEST_DATABASE_URL, this run's per-worker databases are dropped after it. */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  // The workers start after this and inherit the run's id (testing/database.ts).
  process.env.CONSOLE_TEST_RUN = String(process.pid);
  return async function teardown() {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${runDatabasePrefix()}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
