import { seededRandom } from '../../demo/random.ts';
import { demoCast } from '../../demo/sample-cast.ts';
import type { ServerFamily } from '../../kit/family.ts';
import { seedManualValidationDemo } from './demo.ts';
import { completeReviewQueue } from './demo-queue.ts';
import { computeEvidenceJob, queueEvidence } from './evidence-job.ts';
import { manualValidationRoutes } from './routes.ts';

/**
 * Manual validation (product-families §7): the review queue of requests products sent to review,
 * its lifecycle, the claim that keeps it to one reviewer at a time, and the automatic checks
 * (checks/) TryVerifying runs again. (rules: server/src/modules/manual-validation/README.md)
 */
export const family: ServerFamily = {
  name: 'manual-validation',
  routes: manualValidationRoutes,
  jobs: [computeEvidenceJob],
  // The console's own evidence (face match, MRZ) from a request's images, computed in the job queue.
  onRequestImages: queueEvidence,
  // After DIVE (its accounts and product tokens exist by then) and every family that reports
  // requests: the queue's completion reads what they sent to review.
  demo: {
    order: 60,
    seed: async ({ tx, companies, seed, storage }) => {
      await seedManualValidationDemo(tx, seededRandom(seed + 16), companies.main, storage);
      await completeReviewQueue(tx, storage, seededRandom(seed + 17), demoCast(seed, new Date()), [
        companies.main,
        companies.second,
      ]);
    },
  },
};
