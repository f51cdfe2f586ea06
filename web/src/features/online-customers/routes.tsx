import * as vsOnlineCalls from '@console/contract/vsonline/call-gates';
import * as importsCalls from '@console/contract/imports/call-gates';
import * as onboardingCalls from '@console/contract/onboarding/call-gates';
import * as integrationsCalls from '@console/contract/integrations/call-gates';
import * as auditCalls from '@console/contract/audit/call-gates';
import { vsOnlineFamily } from '@console/contract/vsonline/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/** Every Dashboard call needs the Veriscan module; the group shows only where the company has it. */
const gate = pageGate(vsOnlineFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // The product screens come after the console's own (Accounts 1 … Background jobs 95): 100 and
    // up are the products' groups, so a product added later appends without renumbering the rest.
    path: '',
    name: 'Dashboard',
    meta: { title: 'Dashboard', order: 100, icon: 'DashboardOutlined', ...gate },
    children: [
      {
        path: '/Dashboard/Customers',
        name: 'DashboardCustomers',
        meta: { title: 'Customers', order: 1 },
        page: 'OnlineCustomersListPage',
        call: vsOnlineCalls.list,
        // Under the list in the hierarchy: Dashboard › Customers › the customer › the location.
        children: [
          {
            path: '/Dashboard/Customers/:id',
            name: 'DashboardCustomer',
            meta: { title: 'Customer', hidden: true },
            page: 'OnlineCustomerPage',
            call: vsOnlineCalls.get,
            children: [
              {
                path: '/Dashboard/Customers/:id/Locations/:locationId',
                name: 'DashboardLocation',
                meta: { title: 'Location', hidden: true },
                page: 'LocationPage',
                call: vsOnlineCalls.location,
              },
            ],
          },
        ],
      },
      // The imports' pages are the imports feature's (features/imports); the Dashboard menu lists them.
      {
        path: '/Dashboard/Import/UsersDevices',
        name: 'DashboardImportUsersDevices',
        meta: { title: 'Import Users & Devices', order: 2 },
        page: 'UsersDevicesImportPage',
        call: importsCalls.UsersDevicesPreview,
      },
      {
        path: '/Dashboard/Import/TeamMembersLocations',
        name: 'DashboardImportTeamMembersLocations',
        meta: { title: 'Import Team Members & Locations', order: 3 },
        page: 'TeamMembersLocationsImportPage',
        call: importsCalls.TeamMembersLocationsPreview,
      },
      // The onboarding screens are the onboarding feature's (features/onboarding).
      {
        path: '/Dashboard/OnboardingSettings',
        name: 'DashboardOnboardingSettings',
        meta: { title: 'Onboarding Settings', order: 4 },
        page: 'OnboardingSettingsPage',
        call: onboardingCalls.list,
        children: [
          {
            path: '/Dashboard/OnboardingSettings/:id',
            name: 'DashboardOnboardingAccount',
            meta: { title: 'Onboarding Account', hidden: true },
            page: 'OnboardingAccountPage',
            call: onboardingCalls.aggregated,
          },
        ],
      },
      // The integrations feature's list (features/integrations); its pages are hidden routes there.
      {
        path: '/Dashboard/IntegrationsSettings',
        name: 'DashboardIntegrationsSettings',
        meta: { title: 'Integrations Settings', order: 5 },
        page: 'IntegrationsSettingsPage',
        call: integrationsCalls.list,
      },
      // The Dashboard's audit is the audit feature's page (features/audit).
      {
        path: '/Dashboard/Audit',
        name: 'DashboardAudit',
        meta: { title: 'Audit', order: 6 },
        page: 'DashboardAuditPage',
        call: auditCalls.dashboardList,
      },
    ],
  },
];
