import type { ServerFamily } from '../../kit/family.ts';
import { lookupsRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'lookups', routes: lookupsRoutes };
