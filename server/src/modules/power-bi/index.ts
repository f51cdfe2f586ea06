import type { ServerFamily } from '../../kit/family.ts';
import { powerBiRoutes } from './routes.ts';

/**
 * Power BI (product-families §1 "a Power BI link per customer", §7): a customer's embed settings,
 * the access token sealed at rest; the report is embedded on the Dashboard's customer page.
 * No demo data: a real report needs a real Power BI tenant, and an embed of a made-up one would
 * only show Power BI's error page. (rules: server/src/modules/power-bi/README.md)
 */
export const family: ServerFamily = {
  name: 'power-bi',
  routes: powerBiRoutes,
};
