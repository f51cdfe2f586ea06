import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { testDatabase } from '../testing/database.ts';
import type { JobKind } from './kind.ts';
import { jobTable } from './table.ts';
import { eventually, jobsOf, testQueues } from './testing.ts';

/**
 * The job queue on the worker's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Two queue
 * objects on one database are two console instances: each has its own workers, schedules and
 * housekeeping, as two processes behind a load balancer would.
 */

const SCHEMA = 'jobs_queue_test';
const database = await testDatabase();
const queues = testQueues(database, SCHEMA);
afterEach(() => queues.stopAll());

let named = 0;
/** A kind name of this test's own: the queue's tables outlive a test. */
const uniqueName = (what: string) => `test.${what}.${++named}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jobs = (kind: string) => jobsOf(database, SCHEMA, kind);

describe('two instances on one database', () => {
  it('run each enqueued job once', async () => {
    const name = uniqueName('once');
    const runs: string[] = [];
    // Each instance has its own kind object, as each process has its own code.
    const kind = (): JobKind<{ n: number }> => ({
      name,
      title: 'Once',
      run: async (_data, job) => {
        runs.push(job.id);
        await sleep(20);
      },
    });
    const first = queues.queue([kind()]);
    const second = queues.queue([kind()]);
    const k = [...first.kinds.values()][0] as JobKind<{ n: number }>;
    const ids: string[] = [];
    for (let n = 0; n < 20; n++) ids.push(await first.enqueue(k, { n }));
    await Promise.all([first.start(), second.start()]);

    await eventually('all 20 completed', async () =>
      (await jobs(name)).every((job) => job.state === 'completed'),
    );
    // Several more polls by both instances: none may run a job again (the point of the wait).
    await sleep(1500);
    expect(runs.toSorted()).toEqual(ids.toSorted());
  });

  it('enqueue a scheduled job once per tick', async () => {
    const name = uniqueName('scheduled');
    let runs = 0;
    const kind = (): JobKind => ({
      name,
      title: 'Every minute',
      schedule: '* * * * *',
      run: async () => {
        runs += 1;
      },
    });
    const firstMinute = Math.floor(Date.now() / 60_000);
    await Promise.all([queues.queue([kind()]).start(), queues.queue([kind()]).start()]);
    await eventually('the scheduled job ran', () => runs > 0);
    // Both instances check the schedule every second for four more seconds.
    await sleep(4000);
    const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;

    const stored = await jobs(name);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeLessThanOrEqual(minutes);
    expect(runs).toBe(stored.length);
  });
});

it('retries a failing job with growing delays, then keeps it failed with its error', async () => {
  const name = uniqueName('failing');
  const started: number[] = [];
  const kind: JobKind = {
    name,
    title: 'Always fails',
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    run: async (_data, job) => {
      started.push(Date.now());
      throw new Error(`attempt ${job.attempt} failed`);
    },
  };
  const queue = queues.queue([kind]);
  const id = await queue.enqueue(kind, {});
  await queue.start();

  await eventually('the job failed for good', async () => (await jobs(name))[0]?.state === 'failed');
  expect(started).toHaveLength(3);
  const [first = 0, second = 0, third = 0] = started;
  // Backoff: at least 1 s before the first retry, at least 2 s before the second (without backoff
  // both would be 1 s); an upper bound would measure the machine.
  expect(second - first).toBeGreaterThanOrEqual(950);
  expect(third - second).toBeGreaterThanOrEqual(1950);
  expect(await jobs(name)).toEqual([{ id, state: 'failed', retryCount: 2, error: 'attempt 3 failed' }]);
});

it('runs after a restart a job enqueued before it', async () => {
  const name = uniqueName('restart');
  const ran: string[] = [];
  const kind = (): JobKind => ({
    name,
    title: 'Survives',
    run: async (_data, job) => {
      ran.push(job.id);
    },
  });
  const before = queues.queue([kind()]);
  await before.start();
  const k = [...before.kinds.values()][0] as JobKind;
  const id = await before.enqueue(k, {}, { startAfter: new Date(Date.now() + 1500) });
  await before.stop();
  // Past the job's start time with no instance running: nothing may run it (the point of the wait).
  await sleep(2000);
  expect(ran).toEqual([]);

  const after = queues.queue([kind()]);
  await after.start();
  await eventually('the job ran after the restart', () => ran.length > 0);
  expect(ran).toEqual([id]);
});

it('lets an attempt under way finish before stop() returns', async () => {
  const name = uniqueName('stopping');
  let began = false;
  let finished = false;
  const kind: JobKind = {
    name,
    title: 'Slow',
    run: async () => {
      began = true;
      await sleep(1000);
      finished = true;
    },
  };
  const queue = queues.queue([kind]);
  await queue.enqueue(kind, {});
  await queue.start();
  await eventually('the attempt began', () => began);
  await queue.stop();
  expect(finished).toBe(true);
  expect((await jobs(name))[0]?.state).toBe('completed');
});

it('lets a job fetched as stop() began run to its end before stop() returns', async () => {
  const name = uniqueName('late');
  let fetching = false;
  let finished = false;
  // The worker's fetch of this kind takes half a second, so stop() begins while it is on its way.
  const slowFetch: Database = {
    ...database,
    executeSql: async (text, values) => {
      if (text.includes('SKIP LOCKED') && values?.[0] === name) {
        fetching = true;
        await sleep(500);
      }
      return database.executeSql(text, values);
    },
  };
  const kind: JobKind = {
    name,
    title: 'Late',
    run: async () => {
      await sleep(200);
      finished = true;
    },
  };
  const queue = testQueues(slowFetch, SCHEMA).queue([kind]);
  await queue.enqueue(kind, {});
  await queue.start();
  await eventually('a fetch is on its way', () => fetching);
  await queue.stop();
  expect(finished).toBe(true);
  expect((await jobs(name))[0]?.state).toBe('completed');
});

it('survives an attempt whose end cannot be recorded, and runs the job again', async () => {
  const name = uniqueName('outage');
  let reachable = true;
  const flaky: Database = {
    ...database,
    executeSql: (text, values) =>
      reachable ? database.executeSql(text, values) : Promise.reject(new Error('connection refused')),
  };
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  let attempts = 0;
  const kind: JobKind = {
    name,
    title: 'Ends during an outage',
    timeoutSeconds: 1,
    retry: { limit: 2, delaySeconds: 1, backoff: false },
    run: async () => {
      attempts += 1;
      // The database goes away as the first attempt ends, so its completion cannot be recorded.
      if (attempts === 1) reachable = false;
    },
  };
  try {
    const queue = testQueues(flaky, SCHEMA).queue([kind]);
    await queue.enqueue(kind, {});
    await queue.start();
    await eventually('the first attempt ended', () => attempts === 1);
    // The outage lasts a second: the queue's own calls fail meanwhile (the point of the wait).
    await sleep(1000);
    reachable = true;
    // The attempt stays active until its 1 s timeout; housekeeping then fails it, and it is retried.
    await eventually('the job completed', async () => (await jobs(name))[0]?.state === 'completed');
    expect(attempts).toBe(2);
    expect(unhandled).toEqual([]);
    await queue.stop();
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

it("enqueues in the caller's transaction: a job only if the change commits", async () => {
  const name = uniqueName('transactional');
  const kind: JobKind<{ step: string }> = { name, title: 'Transactional', run: async () => {} };
  const queue = queues.queue([kind]);
  await queue.open();
  await database.db
    .transaction(async (tx) => {
      await queue.enqueue(kind, { step: 'rolled back' }, { tx });
      throw new Error('the change fails');
    })
    .catch(() => undefined);
  const kept = await database.db.transaction((tx) => queue.enqueue(kind, { step: 'committed' }, { tx }));
  expect((await jobs(name)).map((job) => job.id)).toEqual([kept]);
});

it('refuses a kind it was not given', async () => {
  const queue = queues.queue([]);
  const stranger: JobKind = { name: uniqueName('stranger'), title: 'Stranger', run: async () => {} };
  await expect(queue.enqueue(stranger, {})).rejects.toThrow(/not one of this queue's/);
});

describe('what a job tells whoever follows it', () => {
  const outputOf = async (id: string) => {
    const job = jobTable(SCHEMA);
    const [row] = await database.db.select({ output: job.output }).from(job).where(eq(job.id, id));
    return row?.output;
  };

  it('keeps its latest progress while it runs, then its answer as its output', async () => {
    const name = uniqueName('progress');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const kind: JobKind = {
      name,
      title: 'Progress',
      run: async (_data, job) => {
        job.progress({ done: 1, total: 3 });
        job.progress({ done: 2, total: 3 });
        await released;
        return { imported: 3 };
      },
    };
    const queue = queues.queue([kind]);
    const id = await queue.enqueue(kind, {});
    await queue.start();
    await eventually(
      'the latest progress is kept',
      async () => JSON.stringify(await outputOf(id)) === '{"done":2,"total":3}',
    );
    release();
    await eventually('the job completed', async () => (await jobs(name))[0]?.state === 'completed');
    expect(await outputOf(id)).toEqual({ imported: 3 });
  });

  it('never lets a late progress write replace the output of a job that ended', async () => {
    const name = uniqueName('late-progress');
    const kind: JobKind = {
      name,
      title: 'Late progress',
      run: async (_data, job) => {
        // Written after the job completes: the write finds it no longer active.
        setTimeout(() => job.progress({ done: 9 }), 300);
        return { result: 'kept' };
      },
    };
    const queue = queues.queue([kind]);
    const id = await queue.enqueue(kind, {});
    await queue.start();
    await eventually('the job completed', async () => (await jobs(name))[0]?.state === 'completed');
    // A fixed wait, as the write is: progress() returns nothing to await, and its update is sent
    // about 300 ms after the job's start; 600 ms leaves it time to land (or, rightly, not).
    await sleep(600);
    expect(await outputOf(id)).toEqual({ result: 'kept' });
  });
});

it('starts a job enqueued now on an idle worker of its kind at once, not at its next poll', async () => {
  const name = uniqueName('prompt');
  let ran = false;
  const kind: JobKind = {
    name,
    title: 'Prompt',
    run: async () => {
      ran = true;
    },
  };
  // The worker's fetches of this kind, counted as they come back.
  let fetched = 0;
  const counting: Database = {
    ...database,
    executeSql: async (text, values) => {
      const result = await database.executeSql(text, values);
      if (text.includes('SKIP LOCKED') && values?.[0] === name) fetched += 1;
      return result;
    },
  };
  const counted = testQueues(counting, SCHEMA);
  try {
    const queue = counted.queue([kind], { pollSeconds: 40, cronCheckSeconds: 30, maintenanceSeconds: 60 });
    await queue.start();
    // The worker has asked once at start and found nothing; its next poll is 40 s away.
    await eventually('the first fetch came back', () => fetched > 0);
    await queue.enqueue(kind, {});
    await eventually('the job ran', () => ran, 10_000);
  } finally {
    await counted.stopAll();
  }
});
