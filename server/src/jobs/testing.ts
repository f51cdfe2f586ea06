import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../db/client.ts';
import type { JobKind } from './kind.ts';
import { JobQueue, type JobTiming } from './queue.ts';
import { jobTable } from './table.ts';

// Helpers for tests that run job queues on the worker's shared test database. A test file gives its
// queues a schema of its own, so the files that share the database never see each other's jobs.

/** Quick enough for a test to watch jobs run, retry and be scheduled in a few seconds. */
export const TEST_TIMING: JobTiming = { pollSeconds: 0.5, cronCheckSeconds: 1, maintenanceSeconds: 1 };

export const silentLog = pino({ level: 'silent' });

/** Queues made by one test file; stopAll() in its afterEach, so no worker outlives its test. */
export function testQueues(database: Database, schema: string) {
  const made: JobQueue[] = [];
  return {
    queue(kinds: readonly JobKind<object>[], timing: Partial<JobTiming> = TEST_TIMING): JobQueue {
      const queue = new JobQueue(database, { kinds, schema, log: silentLog, timing });
      made.push(queue);
      return queue;
    },
    stopAll: () => Promise.all(made.splice(0).map((queue) => queue.stop())),
  };
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface StoredJob {
  id: string;
  state: string;
  retryCount: number;
  /** The message of the error the last attempt left. */
  error: string | null;
}

/** The jobs of one kind as the queue's table holds them, oldest first. */
export async function jobsOf(database: Database, schema: string, kind: string): Promise<StoredJob[]> {
  const job = jobTable(schema);
  return database.db
    .select({
      id: job.id,
      state: job.state,
      retryCount: job.retryCount,
      error: sql<string | null>`${job.output}->>'message'`,
    })
    .from(job)
    .where(eq(job.name, kind))
    .orderBy(job.createdOn);
}
