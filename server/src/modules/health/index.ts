import type { ServerFamily } from '../../kit/family.ts';
import { healthRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'health', routes: healthRoutes };
