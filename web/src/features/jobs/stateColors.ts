import type { JobState } from '@console/contract/jobs/api';

/** The tag color of a job's state, wherever a job is shown (Background jobs, a sync). */
export const JOB_STATE_COLORS: Record<JobState, string> = {
  queued: 'default',
  retrying: 'warning',
  running: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};
