import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BackgroundJobs,
  jobsApi,
  type BackgroundJob,
  type BackgroundJobPage,
} from '@console/contract/jobs/api';
import { fillPath } from '@console/contract/kit';
import { auditLog } from '../../db/schema.ts';
import type { JobKind } from '../../jobs/kind.ts';
import { clearJobs, eventually, jobIn, testQueues } from '../../jobs/testing.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { ONLY_FAILED } from './service.ts';

const LIST = jobsApi.list.path;
const retryUrl = (id: string) => fillPath(jobsApi.retry.path, { id });

let t: TestContext;
let admin: TestClient;
appForFile(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});
beforeEach(() => clearJobs(t.app.jobs));

const list = async (query: Record<string, string> = {}) => {
  const response = await admin.get(LIST, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackgroundJobPage>();
};
const byId = (page: BackgroundJobPage) => new Map(page.items.map((job) => [job.id, job]));

describe('GET /api/BackgroundJobs', () => {
  it('lists every state, newest first, with attempts and the error of a failed or retrying job only', async () => {
    const queued = await jobIn(t.app.jobs, 'queued');
    const running = await jobIn(t.app.jobs, 'running');
    const completed = await jobIn(t.app.jobs, 'completed');
    const retrying = await jobIn(t.app.jobs, 'retrying', { error: 'The partner timed out' });
    const failed = await jobIn(t.app.jobs, 'failed', { error: 'The file is not a CSV' });

    const page = await list();
    expect(page.total).toBe(5);
    expect(page.items.map((job) => job.id)).toEqual([failed, retrying, completed, running, queued]);
    const jobs = byId(page);
    const summary = (id: string) => {
      const { state, attempts, maxAttempts, error } = jobs.get(id) as BackgroundJob;
      return { state, attempts, maxAttempts, error };
    };
    expect(summary(queued)).toEqual({ state: 'queued', attempts: 0, maxAttempts: 1, error: null });
    expect(summary(running)).toEqual({ state: 'running', attempts: 1, maxAttempts: 1, error: null });
    expect(summary(completed)).toEqual({ state: 'completed', attempts: 1, maxAttempts: 1, error: null });
    expect(summary(retrying)).toEqual({
      state: 'retrying',
      attempts: 1,
      maxAttempts: 2,
      error: 'The partner timed out',
    });
    expect(summary(failed)).toEqual({
      state: 'failed',
      attempts: 1,
      maxAttempts: 1,
      error: 'The file is not a CSV',
    });

    const done = jobs.get(completed) as BackgroundJob;
    expect(Date.parse(done.createdOn)).toBeLessThanOrEqual(Date.parse(done.startedOn ?? ''));
    expect(Date.parse(done.startedOn ?? '')).toBeLessThanOrEqual(Date.parse(done.finishedOn ?? ''));
    expect(jobs.get(queued)?.startedOn).toBeNull();
    expect(jobs.get(retrying)?.finishedOn).toBeNull();
    // The retry waits its delay (an hour here): the page says when it may run.
    expect(Date.parse(jobs.get(retrying)?.runAfter ?? '')).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it("shows a kind's title, and none of pg-boss's own jobs", async () => {
    const boss = await t.app.jobs.open();
    await boss.createQueue('__pgboss__send-it');
    await boss.send('__pgboss__send-it', {});
    const kind = 'accounts.rank-sweep';
    const id = await jobIn(t.app.jobs, 'queued', { kind });

    const page = await list();
    expect(page.items.map((job) => [job.id, job.kind, job.kindTitle])).toEqual([[id, kind, 'Rank sweep']]);
  });

  it('filters by state and by kind, and searches ids, kinds and errors', async () => {
    const failed = await jobIn(t.app.jobs, 'failed', { error: 'Mailbox unavailable' });
    const queued = await jobIn(t.app.jobs, 'queued', { kind: 'test.mail' });
    await jobIn(t.app.jobs, 'completed');

    const ids = async (query: Record<string, string>) => (await list(query)).items.map((job) => job.id);
    expect(await ids({ state: 'failed' })).toEqual([failed]);
    expect(await ids({ state: 'queued' })).toEqual([queued]);
    expect(await ids({ kind: 'test.mail' })).toEqual([queued]);
    expect(await ids({ textFilter: 'MAILBOX' })).toEqual([failed]);
    expect(await ids({ textFilter: 'test.mail' })).toEqual([queued]);
    expect(await ids({ textFilter: failed.slice(0, 8) })).toEqual([failed]);
    expect(await ids({ state: 'running' })).toEqual([]);
  });

  it('sorts by state in the order of a job’s life', async () => {
    const failed = await jobIn(t.app.jobs, 'failed');
    const queued = await jobIn(t.app.jobs, 'queued');
    const running = await jobIn(t.app.jobs, 'running');
    const page = await list({ sortField: 'state', order: 'asc' });
    expect(page.items.map((job) => job.id)).toEqual([queued, running, failed]);
  });

  it('refuses a state it does not know, naming the field', async () => {
    const response = await admin.get(LIST, { state: 'stuck' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ propertyErrors: Record<string, string[]> }>().propertyErrors.state?.[0]).toMatch(
      /^State must be one of queued, retrying/,
    );
  });

  it('exports the filtered list as CSV under the captions', async () => {
    const failed = await jobIn(t.app.jobs, 'failed', { error: 'Broken' });
    await jobIn(t.app.jobs, 'queued');
    const response = await admin.get(LIST, { state: 'failed', format: 'csv' });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body) as string[][];
    expect(header).toEqual(BackgroundJobs.spec.columns.map((column) => column.caption));
    expect(rows.map((row) => [row[0], row[2], row.at(-1)])).toEqual([[failed, 'failed', 'Broken']]);
  });
});

it('GET /api/BackgroundJobs/Kinds answers the kinds the console runs', async () => {
  const response = await admin.get(jobsApi.kinds.path);
  expect(response.json()).toEqual([
    { name: 'imports.import', title: 'Dashboard import' },
    { name: 'manual-validation.evidence', title: 'Evidence from request images' },
    { name: 'failed-records.sync', title: 'Failed records sync' },
    { name: 'integrations.sync', title: 'Integration sync' },
    { name: 'accounts.rank-sweep', title: 'Rank sweep' },
    { name: 'integrations.realpage.syncSites', title: 'RealPage sites sync' },
    { name: 'report-receivers.send', title: 'Report e-mail' },
    { name: 'report-receivers.dispatch', title: 'Report e-mails' },
    { name: 'activity.partitions', title: 'Request partitions' },
    { name: 'screening.invoice-payments', title: 'Screening invoice payment retries' },
    { name: 'screening.invoice-run', title: 'Screening invoice run' },
    { name: 'screening.subscription-sweep', title: 'Screening subscription sweep' },
  ]);
});

describe('POST /api/BackgroundJobs/{id}/Retry', () => {
  it('gives a failed job one more attempt and records who asked', async () => {
    const id = await jobIn(t.app.jobs, 'failed', { error: 'Down' });
    const response = await admin.post(retryUrl(id));
    expect(response.statusCode, response.body).toBe(200);
    // Waiting for its attempt, it has not finished, though pg-boss keeps the failure's time.
    expect(response.json<BackgroundJob>()).toMatchObject({
      id,
      state: 'retrying',
      attempts: 1,
      maxAttempts: 2,
      finishedOn: null,
    });
    expect((await list({ state: 'retrying' })).items.map((job) => job.id)).toEqual([id]);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries).toMatchObject([
      {
        action: 'backgroundJob.retry',
        entityType: 'backgroundJob',
        actorId: t.fixtures.users.admin,
        changes: { state: { from: 'failed', to: 'retrying' }, maxAttempts: { from: 1, to: 2 } },
      },
    ]);
  });

  it('refuses a job that is not failed (409), also a second retry', async () => {
    const running = await jobIn(t.app.jobs, 'running');
    const refused = await admin.post(retryUrl(running));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'Conflict', message: ONLY_FAILED });

    const failed = await jobIn(t.app.jobs, 'failed');
    expect((await admin.post(retryUrl(failed))).statusCode).toBe(200);
    expect((await admin.post(retryUrl(failed))).statusCode).toBe(409);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, failed));
    expect(entries).toHaveLength(1);
  });

  it('answers 404 for an id of no job and 400 for an id that is not one', async () => {
    const missing = await admin.post(retryUrl('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NotFound', message: 'The job was not found' });
    const malformed = await admin.post(retryUrl('not-a-job'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      propertyErrors: { id: ['Job ID is not in the expected format'] },
    });
  });

  it('runs the retried job again, to completion, on a worker of another instance', async () => {
    let attempts = 0;
    const flaky: JobKind = {
      name: 'test.flaky',
      title: 'Flaky',
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Not yet');
      },
    };
    const worker = testQueues(t.database, t.app.jobs.schema).queue([flaky]);
    try {
      const id = await worker.enqueue(flaky, {});
      await worker.start();
      await eventually('the first attempt failed', async () => (await list({ state: 'failed' })).total === 1);

      expect((await admin.post(retryUrl(id))).statusCode).toBe(200);
      await eventually('the job completed', async () => (await list({ state: 'completed' })).total === 1);
      expect(byId(await list()).get(id)).toMatchObject({ state: 'completed', attempts: 2, maxAttempts: 2 });
    } finally {
      await worker.stop();
    }
  });
});
