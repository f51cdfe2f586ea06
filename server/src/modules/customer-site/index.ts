import type { ServerFamily } from '../../kit/family.ts';
import { customerSiteRoutes } from './routes.ts';

export const family: ServerFamily = { name: 'customer-site', routes: customerSiteRoutes };
