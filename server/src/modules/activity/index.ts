import type { ServerFamily } from '../../kit/family.ts';
import { partitionMaintenance } from './partitions.ts';
import { activityRoutes } from './routes.ts';

/**
 * Product activity (DESIGN.md "Product activity"): locations, devices, team members and the
 * verification requests every product reports through the product API.
 */
export const family: ServerFamily = {
  name: 'activity',
  routes: activityRoutes,
  jobs: [partitionMaintenance],
};
