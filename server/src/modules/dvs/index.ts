import { Project } from '@console/contract/products/api';
import { seededRandom } from '../../demo/random.ts';
import { demoCast } from '../../demo/sample-cast.ts';
import type { ServerFamily } from '../../kit/family.ts';
import { seedDvsDemo } from './demo.ts';
import { refuseDisabledFeature, refuseImagesNotKept } from './feature-check.ts';
import { refuseUnlicensedDevice } from './licenses.ts';
import { dvsRoutes } from './routes.ts';

/**
 * DIVE, the document product (product-families §7): accounts with their settings, tokens,
 * licenses, users and features, and requests with their checks and images. The product API asks
 * it whether a DIVE request may be stored: its features on for the account and user
 * (feature-check.ts), and its device's license seat (licenses.ts). (rules: server/src/modules/dvs/README.md)
 */
export const family: ServerFamily = {
  name: 'dvs',
  routes: dvsRoutes,
  // The features first: a refused request must not take a license seat on its way.
  productCheck: {
    project: Project.DVS,
    check: async (db, account, input, now) => {
      await refuseDisabledFeature(db, account, input);
      await refuseUnlicensedDevice(db, account, input, now);
    },
    images: refuseImagesNotKept,
  },
  // After the product activity (the accounts' devices).
  demo: {
    order: 50,
    seed: ({ tx, companies, seed, storage }) =>
      seedDvsDemo(tx, seededRandom(seed + 15), demoCast(seed, new Date()), companies.main, storage),
  },
};
