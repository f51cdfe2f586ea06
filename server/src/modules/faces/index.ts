import { Project } from '@console/contract/products/api';
import type { ServerFamily } from '../../kit/family.ts';
import { seededRandom } from '../../demo/random.ts';
import { demoCast } from '../../demo/sample-cast.ts';
import { seedFacesDemo } from './demo.ts';
import { routeContradictedDecision } from './decision-check.ts';
import { facesRoutes } from './routes.ts';

/*
 * What other families may use of this one, and nothing else: an account's face match threshold.
 * The evidence job and the review's checks (manual-validation) hold the console's own face score
 * to it, and take it from here rather than reading face_account_settings, which is this family's
 * table (DESIGN.md: a family never reaches into another's tables; it calls its service), and
 * rather than from accounts.ts, whose other exports are this family's own business.
 */
export { accountFaceThreshold } from './accounts.ts';

/**
 * Face/ID (product-families §7 "Face/ID"): the face/ID accounts' settings and their defaults,
 * product tokens, metrics and requests with their images. (rules: server/src/modules/faces/README.md)
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
