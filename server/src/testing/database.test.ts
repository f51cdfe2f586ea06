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
