import * as integrationsCalls from '@console/contract/integrations/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/**
 * The hidden integration pages (product-families §2: /Integrations/{system}/{guid}), one route for
 * the systems of contract/src/integrations/systems.ts; the page refuses a system it does not know.
 * Reached from a location's Integrations tab and from Integrations Settings (the Dashboard's menu,
 * features/online-customers/routes.tsx), not from the menu.
 */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // Integrations Settings' RealPage sub-page (§2): PMC ids, sites, site subscriptions.
    path: '/Dashboard/IntegrationsSettings/RealPage',
    name: 'RealPageSettings',
    meta: { title: 'RealPage', hidden: true },
    page: 'RealPageSettingsPage',
    call: integrationsCalls.list,
  },
  {
    // A location's income verification (§2 /Integrations/income/{guid}): its own page, its own calls.
    path: '/Integrations/income/:guid',
    name: 'IncomeVerification',
    meta: { title: 'Income Verification', hidden: true },
    page: 'IncomePage',
    call: integrationsCalls.incomeVerificationList,
  },
  {
    path: '/Integrations/:system/:guid',
    name: 'Integration',
    meta: { title: 'Integration', hidden: true },
    page: 'IntegrationPage',
    call: integrationsCalls.get,
  },
  {
    // Where MRI's authorization server sends staff back (§2); the page posts the address it got.
    path: '/oidc-mri-callback',
    name: 'MriCallback',
    meta: { title: 'MRI Authorization', hidden: true },
    page: 'MriCallbackPage',
    call: integrationsCalls.mriCallback,
  },
];
