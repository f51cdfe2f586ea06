import type { ServerFamily } from '../../kit/family.ts';
import { companiesRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'companies', routes: companiesRoutes };
