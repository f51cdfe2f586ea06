import type { ServerFamily } from '../../kit/family.ts';
import { seededRandom } from '../../demo/random.ts';
import { seedActivityDemo } from './demo.ts';
import { partitionMaintenance } from './partitions.ts';
import { activityRoutes } from './routes.ts';

/**
 * Product activity (DESIGN.md "Product activity"): locations, devices, team members and the
 * verification requests every product reports through the product API.
 * (rules: server/src/modules/activity/README.md)
 */
export const family: ServerFamily = {
  name: 'activity',
  routes: activityRoutes,
  jobs: [partitionMaintenance],
  // After the accounts (their products and users) and the collector.
  demo: {
    order: 40,
    seed: ({ tx, companies, seed }) =>
      seedActivityDemo(tx, seededRandom(seed + 4), [companies.main, companies.second]),
  },
};
