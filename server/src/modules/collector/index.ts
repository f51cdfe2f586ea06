import type { ServerFamily } from '../../kit/family.ts';
import { seededRandom } from '../../demo/random.ts';
import { seedCollectorDemo } from './demo.ts';
import { collectorRoutes } from './routes.ts';

export const family: ServerFamily = {
  name: 'collector',
  routes: collectorRoutes,
  demo: {
    order: 30,
    async seed({ tx, companies, seed, storage }) {
      // Without a file storage (benchmarks) there are no attachments to seed, so no logs either.
      if (!storage) return;
      await seedCollectorDemo(tx, storage, seededRandom(seed), [
        { companyId: companies.main, logs: 45 },
        { companyId: companies.second, logs: 12 },
      ]);
    },
  },
};
