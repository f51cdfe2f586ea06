import type { ServerFamily } from '../../kit/family.ts';
import { seededRandom } from '../../demo/random.ts';
import { seedDemoAccounts } from './demo.ts';
import { rankSweep } from './rank-sweep.ts';
import { accountsRoutes } from './routes.ts';

export const family: ServerFamily = {
  name: 'accounts',
  routes: accountsRoutes,
  jobs: [rankSweep],
  // After the staff (accounts are assigned to the companies' admins) and the default features.
  demo: {
    order: 20,
    seed: ({ tx, companies, seed }) => seedDemoAccounts(tx, seededRandom(seed + 1), companies),
  },
};
