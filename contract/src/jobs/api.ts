import { Type, type Static } from 'typebox';
import { pagedList } from '../kit/list.ts';
import { jobsFamily } from './gates.ts';
import { DateTime } from '../kit/dates.ts';

export { jobsFamily };

/**
 * Background jobs (docs/operations.md, "Background jobs"): the provider's job queue as staff see it, every
 * company's jobs together (a job belongs to the console, not to a company), for Admins.
 */

/**
 * Where a job is in its life. `retrying` is a job whose attempt failed and whose next attempt waits
 * for its backoff delay; `cancelled` is the queue library's own state, which the console never sets
 * but shows if it meets one.
 */
export const JOB_STATES = ['queued', 'retrying', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_CAPTIONS: Record<JobState, string> = {
  queued: 'Queued',
  retrying: 'Waiting to retry',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const nullableTime = (title: string, description: string) =>
  Type.Union([DateTime(), Type.Null()], { title, description });

export const BackgroundJob = Type.Object(
  {
    id: Type.String({ format: 'uuid', title: 'ID' }),
    kind: Type.String({ title: 'Kind', description: "The kind's stable name, e.g. accounts.rank-sweep" }),
    kindTitle: Type.String({ title: 'Kind', description: 'What staff call the kind, e.g. Rank sweep' }),
    state: Type.Enum([...JOB_STATES], { title: 'State' }),
    attempts: Type.Integer({ title: 'Attempts', description: 'Attempts begun so far' }),
    maxAttempts: Type.Integer({ title: 'Max attempts', description: 'Attempts allowed, the first included' }),
    createdOn: DateTime('Created'),
    startedOn: nullableTime('Started', 'When the latest attempt started'),
    finishedOn: nullableTime('Finished', 'When the job completed or failed for good'),
    runAfter: DateTime('Runs after', 'When a queued job, or the next attempt of a retrying one, may start'),
    error: Type.Union([Type.String(), Type.Null()], {
      title: 'Error',
      description: 'The message of the last failed attempt, for a failed or retrying job',
    }),
  },
  { title: 'Background job' },
);
export type BackgroundJob = Static<typeof BackgroundJob>;

export const JOB_SORT_FIELDS = ['createdOn', 'startedOn', 'finishedOn', 'kind', 'state'] as const;

/** The list: newest first; filtered by state and kind; searched in the id, kind and error. */
export const BackgroundJobs = pagedList({
  item: BackgroundJob,
  defaultPageSize: 20,
  textFilter: "Part of a job's id, kind name or error message, in any case",
  sortFields: JOB_SORT_FIELDS,
  defaultSort: { field: 'createdOn', order: 'desc' },
  filters: {
    state: Type.Optional(Type.Enum([...JOB_STATES], { title: 'State' })),
    kind: Type.Optional(Type.String({ title: 'Kind', maxLength: 100 })),
  },
  columns: {
    id: 'ID',
    kindTitle: 'Kind',
    state: 'State',
    attempts: 'Attempts',
    createdOn: 'Created',
    startedOn: 'Started',
    finishedOn: 'Finished',
    runAfter: 'Runs after',
    error: 'Error',
  },
  fileName: 'background-jobs',
});
export type BackgroundJobListQuery = Static<typeof BackgroundJobs.query>;
export type BackgroundJobPage = Static<typeof BackgroundJobs.response>;

/** A kind of job the console runs, for the list's kind filter. */
export const JobKindInfo = Type.Object({
  name: Type.String(),
  title: Type.String(),
});
export type JobKindInfo = Static<typeof JobKindInfo>;

export const BackgroundJobId = Type.Object({
  id: Type.String({ format: 'uuid', title: 'Job ID', maxLength: 36 }),
});

const JOBS = '/api/BackgroundJobs';

export const jobsApi = {
  list: jobsFamily.endpoint({
    method: 'GET',
    path: JOBS,
    summary: 'Background jobs, newest first, one page',
    query: BackgroundJobs.query,
    response: BackgroundJobs.response,
    list: BackgroundJobs.spec,
  }),
  kinds: jobsFamily.endpoint({
    method: 'GET',
    path: `${JOBS}/Kinds`,
    summary: 'The kinds of background job the console runs, by title',
    response: Type.Array(JobKindInfo),
  }),
  retry: jobsFamily.endpoint({
    method: 'POST',
    path: `${JOBS}/{id}/Retry`,
    summary: 'Run a failed job again: one more attempt, as soon as a worker is free',
    params: BackgroundJobId,
    response: BackgroundJob,
  }),
};
