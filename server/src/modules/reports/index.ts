import type { ServerFamily } from '../../kit/family.ts';
import { reportsRoutes } from './routes.ts';

/**
 * Reports (product-families §2 Reports, §7): the location, device, iPad, enhanced services and admin
 * reports and the report state calls. They read the activity families' rows and rollups and keep no
 * data of their own, so the family seeds none (the demo's activity is the activity family's).
 * (rules: server/src/modules/reports/README.md)
 */
export const family: ServerFamily = {
  name: 'reports',
  routes: reportsRoutes,
};
