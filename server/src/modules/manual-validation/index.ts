import { seededRandom } from '../../demo/random.ts';
import type { ServerFamily } from '../../kit/family.ts';
import { seedManualValidationDemo } from './demo.ts';
import { computeEvidenceJob } from './evidence-job.ts';
import { manualValidationRoutes } from './routes.ts';

/**
 * Manual validation (product-families §7): the review queue of requests products sent to review,
 * its lifecycle, the claim that keeps it to one reviewer at a time, and the automatic checks
 * (checks/) TryVerifying runs again.
 */
export const family: ServerFamily = {
  name: 'manual-validation',
  routes: manualValidationRoutes,
  jobs: [computeEvidenceJob],
  // After DIVE (its accounts and product tokens exist by then).
  demo: {
    order: 60,
    seed: ({ tx, companies, seed, storage }) =>
      seedManualValidationDemo(tx, seededRandom(seed + 16), companies.main, storage),
  },
};
