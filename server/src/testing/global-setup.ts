import pg from 'pg';
import { TEST_DATABASE_PREFIX } from './database.ts';

/** With TEST_DATABASE_URL, the per-worker databases are dropped after the run. */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  return async function teardown() {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
