import type { PartnerSystem } from '@console/contract/integrations/systems';
import { pathTo } from '../../kit/namedRoutes';
import { routes as dashboardRoutes } from '../online-customers/routes';
import { routes } from './routes';

/** The hidden integration page of a location (product-families §2): /Integrations/{system}/{guid}. */
const integration = pathTo(routes, 'Integration');
export const integrationPath = (system: PartnerSystem, guid: string) => integration({ system, guid });
/** Integrations Settings, an entry of the Dashboard's menu (features/online-customers/routes.tsx). */
export const INTEGRATIONS_SETTINGS_PATH = pathTo(dashboardRoutes, 'DashboardIntegrationsSettings')();
/** A location's income verification page (product-families §2): /Integrations/income/{guid}. */
const income = pathTo(routes, 'IncomeVerification');
export const incomePath = (guid: string) => income({ guid });
/** Integrations Settings' RealPage sub-page (product-families §2). */
export const REALPAGE_SETTINGS_PATH = pathTo(routes, 'RealPageSettings')();
