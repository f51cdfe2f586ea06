import { Project } from '@console/contract/products';
import type { ServerFamily } from '../../kit/family.ts';
import { seededRandom } from '../../demo/random.ts';
import { demoCast } from '../../demo/sample-cast.ts';
import { seedFacesDemo } from './demo.ts';
import { routeContradictedDecision } from './decision-check.ts';
import { facesRoutes } from './routes.ts';

/**
 * Face/ID (product-families §7 "Face/ID"): the face/ID accounts' settings and their defaults,
 * product tokens, metrics and requests with their images.
 */
export const family: ServerFamily = {
  name: 'faces',
  routes: facesRoutes,
  productCheck: { project: Project.Faces, check: routeContradictedDecision },
  // After the accounts (their products) and the activity (the request partitions).
  demo: {
    order: 45,
    seed: ({ tx, companies, seed, storage }) =>
      seedFacesDemo(tx, storage, seededRandom(seed + 15), demoCast(seed, new Date()), [
        companies.main,
        companies.second,
      ]),
  },
};
