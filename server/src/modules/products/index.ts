import type { ServerFamily } from '../../kit/family.ts';
import { productsRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'products', routes: productsRoutes };
