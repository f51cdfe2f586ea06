import type { ServerFamily } from '../../kit/family.ts';
import { vsOnlineRoutes } from './routes.ts';

/**
 * Online customers (product-families §7 "Online customers", "Locations"): the customer accounts
 * with Veriscan Online, their activity, users and locations. (rules: server/src/modules/vsonline/README.md)
 */
export const family: ServerFamily = { name: 'vsonline', routes: vsOnlineRoutes };
