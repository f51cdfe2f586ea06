import type { BackgroundJob } from '@console/contract/jobs/api';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { findJob, toJob } from './list.ts';

export const ONLY_FAILED = 'Only a failed job can be retried';

/**
 * Runs a failed job again: one more attempt, as soon as a worker is free, recorded in the audit
 * log in the same transaction. The job's row is locked first, so of two Admins retrying it at
 * once the second is told it is no longer failed.
 */
export async function retryJob(db: Db, queue: JobQueue, actor: Actor, id: string): Promise<BackgroundJob> {
  await queue.open();
  return db.transaction(async (tx) => {
    const job = await findJob(tx, queue, id, true);
    if (!job) throw notFound('The job');
    if (job.state !== 'failed') throw conflict(ONLY_FAILED);
    await queue.retry(tx, job.name, id);
    const retried = await findJob(tx, queue, id);
    if (!retried) throw notFound('The job');
    const after = toJob(retried, queue.kinds);
    await recordChange(tx, actor, {
      action: 'backgroundJob.retry',
      entityId: id,
      changes: {
        state: { from: 'failed', to: after.state },
        maxAttempts: { from: job.retryLimit + 1, to: after.maxAttempts },
      },
    });
    return after;
  });
}
