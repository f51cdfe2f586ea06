import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { JobState } from '@console/contract/jobs/api';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { testOutbound } from '../testing/outbound.ts';
import { testSecrets } from '../testing/secrets.ts';
import type { JobKind } from './kind.ts';
import { JobQueue, type JobTiming } from './queue.ts';
import { EvidencePool } from '../kit/evidence/pool.ts';
import type { OutboundPolicy } from '../kit/partners/outbound.ts';
import { LocalFileStorage } from '../storage/local.ts';
import type { FileStorage } from '../storage/storage.ts';
import { jobTable } from './table.ts';

// Helpers for tests that run job queues on the worker's shared test database. A test file gives its
// queues a schema of its own, so the files that share the database never see each other's jobs.

/** Quick enough for a test to watch jobs run, retry and be scheduled in a few seconds. */
export const TEST_TIMING: JobTiming = { pollSeconds: 0.5, cronCheckSeconds: 1, maintenanceSeconds: 1 };

export const silentLog = pino({ level: 'silent' });

/** What a test's jobs send unless it gives a mailer of its own: .eml files in the system's temp folder. */
const fileMailer = createMailer(
  {
    smtpUrl: undefined,
    from: 'Console <console@test.example>',
    dir: path.join(tmpdir(), 'console-test-mail'),
  },
  silentLog,
);

/** Files a test's jobs read: a folder of the system's temp folder. */
const testStorage = new LocalFileStorage(path.join(tmpdir(), 'console-test-storage'));
/** One evidence pool for a test worker's queues: its threads start only when a job computes evidence. */
const testEvidence = new EvidencePool(1);

/** Queues made by one test file; stopAll() in its afterEach, so no worker outlives its test. */
export function testQueues(database: Database, schema: string) {
  const made: JobQueue[] = [];
  return {
    queue(
      kinds: readonly JobKind<object>[],
      timing: Partial<JobTiming> = TEST_TIMING,
      mailer: Mailer = fileMailer,
      storage: FileStorage = testStorage,
      // Loopback allowed, as the tests' partners listen there; a test of a narrower policy gives its own.
      outbound: OutboundPolicy = testOutbound,
    ): JobQueue {
      const queue = new JobQueue(database, {
        kinds,
        schema,
        log: silentLog,
        timing,
        secrets: testSecrets,
        outbound,
        mailer,
        storage,
        evidence: testEvidence,
      });
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

/** How each state is reached through pg-boss, as the workers of another instance would leave a job. */
const MADE: Record<Exclude<JobState, 'cancelled'>, { retryLimit: number; end?: 'complete' | 'fail' }> = {
  queued: { retryLimit: 0 },
  running: { retryLimit: 0 },
  completed: { retryLimit: 0, end: 'complete' },
  // A failure with retries left waits for its next attempt; without, it is failed for good.
  retrying: { retryLimit: 1, end: 'fail' },
  failed: { retryLimit: 0, end: 'fail' },
};

/**
 * A job in the given state in the queue's tables, of a kind of its own unless told, so fetching it
 * never takes another job (a retried one, say) instead.
 */
export async function jobIn(
  queue: JobQueue,
  state: keyof typeof MADE,
  { kind = `test.${state}.${randomUUID()}`, error = 'It went wrong' }: { kind?: string; error?: string } = {},
): Promise<string> {
  const made = MADE[state];
  const boss = await queue.open();
  await boss.createQueue(kind, { name: kind, retryLimit: made.retryLimit, retryDelay: 3600 });
  const id = await boss.send(kind, {});
  if (!id) throw new Error(`no ${kind} job was made`);
  if (state === 'queued') return id;
  const [fetched] = await boss.fetch(kind);
  if (fetched?.id !== id) throw new Error(`another ${kind} job was waiting`);
  if (made.end === 'complete') await boss.complete(kind, id);
  if (made.end === 'fail') await boss.fail(kind, id, new Error(error));
  return id;
}

/** Empties the queue's job tables (the worker's database keeps them between test files). */
export async function clearJobs(queue: JobQueue): Promise<void> {
  await (await queue.open()).clearStorage();
}
