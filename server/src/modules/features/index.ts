import type { ServerFamily } from '../../kit/family.ts';
import { seedFeaturesDemo } from './demo.ts';
import { featuresRoutes } from './routes.ts';

/**
 * Feature toggles (product-families §6, §7 "Features"): the company's grant, and the switches of
 * customers, locations and users, by the one rule of contract/src/features/rule.ts. The product API
 * enforces them through enforce.ts. (rules: server/src/modules/features/README.md)
 */
export const family: ServerFamily = {
  name: 'features',
  routes: featuresRoutes,
  // After the activity: its locations.
  demo: { order: 50, seed: ({ tx, companies }) => seedFeaturesDemo(tx, companies.main) },
};
