import type { ServerFamily } from '../../kit/family.ts';
import { sessionRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'session', routes: sessionRoutes };
