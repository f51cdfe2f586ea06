import type { ServerFamily } from '../../kit/family.ts';
import { seedDefaultFeatures } from './demo.ts';
import { defaultFeaturesRoutes } from './routes.ts';

export const family: ServerFamily = {
  name: 'default-features',
  routes: defaultFeaturesRoutes,
  demo: { order: 10, seed: ({ tx, companies }) => seedDefaultFeatures(tx, companies) },
};
