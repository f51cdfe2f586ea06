import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { jobsOf } from '../jobs/testing.ts';
import { computeEvidenceJob } from '../modules/manual-validation/evidence-job.ts';
import { resetDatabase } from './database.ts';
import { createTestContext } from './harness.ts';

const t = await createTestContext();
afterAll(() => t.close());

it("empties the app's job queue between files, so no job a file left runs on the next file's rows", async () => {
  await t.app.jobs.open();
  await t.app.jobs.enqueue(computeEvidenceJob, { requestId: 1 });
  const left = () => jobsOf(t.database, t.app.jobs.schema, computeEvidenceJob.name);
  expect(await left()).toHaveLength(1);
  await resetDatabase(t.database);
  expect(await left()).toEqual([]);
});

it.skipIf(t.database.kind !== 'pglite')(
  "leaves no file of the tables it emptied behind, nor dead rows of pg_class, so the worker's database stays its size",
  async () => {
    // The database's files (base/<oid>) and pg_class's size, which a reset must not grow: PGlite
    // has no checkpointer to unlink the files a TRUNCATE replaces, nor autovacuum for pg_class.
    const size = async () => {
      const { rows } = await t.database.db.execute<{ files: number; catalog: number }>(sql`
        select (select count(*)::int from pg_ls_dir((select 'base/' || oid from pg_database
                 where datname = current_database()))) as files,
               pg_relation_size('pg_catalog.pg_class')::int as catalog`);
      return rows[0];
    };
    await resetDatabase(t.database);
    const before = await size();
    for (let i = 0; i < 5; i++) await resetDatabase(t.database);
    expect(await size()).toEqual(before);
  },
);
