import type { ServerFamily } from '../../kit/family.ts';
import { jobsRoutes } from './routes.ts';

export const family: ServerFamily = {
  name: 'jobs',
  routes: jobsRoutes,
};
