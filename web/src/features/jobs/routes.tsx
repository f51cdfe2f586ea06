import * as jobsCalls from '@console/contract/jobs/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/**
 * Background jobs: Admin only, as its list call says. An entry of its own after Settings (whose
 * group is the settings users family's): the queue is the console's machinery, not a setting.
 */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '/BackgroundJobs',
    name: 'backgroundJobs',
    meta: { title: 'Background jobs', order: 95, icon: 'ScheduleOutlined' },
    page: 'BackgroundJobsPage',
    call: jobsCalls.list,
  },
];
