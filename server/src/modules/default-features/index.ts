import type { ServerFamily } from '../../kit/family.ts';
import { seedDefaultFeatures } from './demo.ts';
import { defaultFeaturesRoutes } from './routes.ts';

export const family: ServerFamily = {
  name: 'default-features',
  routes: ({ app, ctx }) => defaultFeaturesRoutes(app, ctx),
  demo: { order: 10, seed: ({ tx, companies }) => seedDefaultFeatures(tx, companies) },
};
