import { and, eq, notLike, sql, type SQL } from 'drizzle-orm';
import type { BackgroundJob, BackgroundJobListQuery, JobState } from '@console/contract/jobs/api';
import type { Queryable } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { jobTable, type JobTable } from '../../jobs/table.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';

/**
 * The Background jobs list, read from the queue's own job table (jobs/table.ts). Every company's
 * jobs: the queue is the provider's. The table holds jobs for days, not years (jobs/queue.ts
 * RETENTION), so its sorts and counts read it whole; pg-boss indexes it for its own fetches.
 */

/** pg-boss's state of each state the page names. */
const STORED_STATE: Record<JobState, string> = {
  queued: 'created',
  retrying: 'retry',
  running: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};
const STATE_OF = new Map(Object.entries(STORED_STATE).map(([state, stored]) => [stored, state as JobState]));

/** The page's name of a state pg-boss stores; one it does not know reads as cancelled. */
export const jobStateOf = (stored: string): JobState => STATE_OF.get(stored) ?? 'cancelled';

/** pg-boss's own queues (the one that carries scheduled jobs to their kinds): no jobs of the console's. */
const notInternal = (job: JobTable) => notLike(job.name, '\\_\\_pgboss\\_\\_%');

/**
 * The message a failed attempt left: an Error's (serialised by pg-boss), or the text pg-boss writes
 * for an attempt past its timeout or cut short by a shutdown.
 */
const errorOf = (job: JobTable) =>
  sql<
    string | null
  >`coalesce(${job.output}->>'message', ${job.output}->'value'->>'message', ${job.output}->>'value')`;

/**
 * When the job ended, for a job that has: pg-boss keeps a failed job's end when it is retried, and
 * a job waiting for another attempt has not finished.
 */
const finishedOf = (job: JobTable) =>
  sql<Date | null>`case when ${job.state} in ('completed', 'failed', 'cancelled') then ${job.completedOn} end`.mapWith(
    job.completedOn,
  );

function fieldsOf(job: JobTable) {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    startAfter: job.startAfter,
    startedOn: job.startedOn,
    createdOn: job.createdOn,
    finishedOn: finishedOf(job),
    error: errorOf(job),
  };
}

interface JobRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  startAfter: Date;
  startedOn: Date | null;
  createdOn: Date;
  finishedOn: Date | null;
  error: string | null;
}

export function toJob(row: JobRow, titles: ReadonlyMap<string, { title: string }>): BackgroundJob {
  const state = jobStateOf(row.state);
  return {
    id: row.id,
    kind: row.name,
    kindTitle: titles.get(row.name)?.title ?? row.name,
    state,
    // pg-boss counts retries from the second attempt on; a job never started has made none.
    attempts: row.startedOn ? row.retryCount + 1 : 0,
    maxAttempts: row.retryLimit + 1,
    createdOn: row.createdOn.toISOString(),
    startedOn: row.startedOn?.toISOString() ?? null,
    finishedOn: row.finishedOn?.toISOString() ?? null,
    runAfter: row.startAfter.toISOString(),
    error: state === 'failed' || state === 'retrying' ? row.error : null,
  };
}

/** One job of the console's, by id; locked until the transaction ends when `forUpdate`. */
export async function findJob(
  db: Queryable,
  queue: JobQueue,
  id: string,
  forUpdate = false,
): Promise<JobRow | undefined> {
  const job = jobTable(queue.schema);
  const select = db
    .select(fieldsOf(job))
    .from(job)
    .where(and(eq(job.id, id), notInternal(job)));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row;
}

export function jobsSource(
  db: Queryable,
  queue: JobQueue,
  query: BackgroundJobListQuery,
): ListSource<JobRow, BackgroundJob> {
  const job = jobTable(queue.schema);
  const filters: (SQL | undefined)[] = [
    notInternal(job),
    query.state ? eq(job.state, STORED_STATE[query.state]) : undefined,
    query.kind ? eq(job.name, query.kind) : undefined,
    containsAny(query.textFilter ?? '', [sql`${job.id}::text`, job.name, errorOf(job)]),
  ];
  const where = and(...filters);
  return {
    select: (extra) =>
      db
        .select({ ...fieldsOf(job), ...extra })
        .from(job)
        .$dynamic(),
    where,
    sorts: {
      createdOn: { column: job.createdOn },
      startedOn: { column: job.startedOn, nullable: true },
      finishedOn: { column: finishedOf(job), nullable: true },
      kind: { column: job.name },
      // pg-boss's states sort in a job's order of life: queued, retrying, running, then the ends.
      state: { column: job.state },
    },
    tieBreak: job.id,
    count: () => exactCount(db, job, where),
    toItem: (row) => toJob(row, queue.kinds),
  };
}
