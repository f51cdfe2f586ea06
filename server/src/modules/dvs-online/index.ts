import { seededRandom } from '../../demo/random.ts';
import type { ServerFamily } from '../../kit/family.ts';
import { seedDvsOnlineDemo } from './demo.ts';
import { dvsOnlineRoutes } from './routes.ts';

/**
 * DIVE Online (contract/src/dvs-online/api.ts): the product's users (accounts with DIVE Online), their
 * requests, metrics and tokens, and the company's success statistics; calls of our own design.
 * (rules: server/src/modules/dvs-online/README.md)
 */
export const family: ServerFamily = {
  name: 'dvs-online',
  routes: dvsOnlineRoutes,
  // After the product activity (the accounts' devices).
  demo: {
    order: 46,
    seed: ({ tx, companies, seed }) =>
      seedDvsOnlineDemo(tx, seededRandom(seed + 61), [companies.main, companies.second]),
  },
};
