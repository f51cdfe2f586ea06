import { jobsApi } from '@console/contract/jobs/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { jobsSource } from './list.ts';
import { retryJob } from './service.ts';

/**
 * Background jobs: Admin only, as the contract's gate says. No call reads the tenant: the queue is
 * the provider's, the same whichever company the Admin administers.
 */
export function jobsRoutes(routes: FamilyRoutes): void {
  const queue = routes.ctx.jobs;
  routes.list(jobsApi.list, async ({ db, query }) => {
    // The queue's tables exist once it has been opened; on a server, main.ts opened it at start.
    await queue.open();
    return jobsSource(db, queue, query);
  });
  routes.add(jobsApi.kinds, () =>
    [...queue.kinds.values()]
      .map(({ name, title }) => ({ name, title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  );
  routes.add(jobsApi.retry, ({ db, actor, params }) => retryJob(db, queue, actor, params.id));
}
