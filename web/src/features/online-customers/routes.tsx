import { auditFamily, DASHBOARD_AUDIT_GATE } from '@console/contract/audit/gates';
import { importsFamily } from '@console/contract/imports/gates';
import { onboardingFamily } from '@console/contract/onboarding/gates';
import { integrationsFamily } from '@console/contract/integrations/gates';
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
        meta: { title: 'Customers', order: 1, ...gate },
        page: 'OnlineCustomersListPage',
        // Under the list in the hierarchy: Dashboard › Customers › the customer › the location.
        children: [
          {
            path: '/Dashboard/Customers/:id',
            name: 'DashboardCustomer',
            meta: { title: 'Customer', hidden: true, ...gate },
            page: 'OnlineCustomerPage',
            children: [
              {
                path: '/Dashboard/Customers/:id/Locations/:locationId',
                name: 'DashboardLocation',
                meta: { title: 'Location', hidden: true, ...gate },
                page: 'LocationPage',
              },
            ],
          },
        ],
      },
      // The imports' pages are the imports feature's (features/imports); the Dashboard menu lists them.
      {
        path: '/Dashboard/Import/UsersDevices',
        name: 'DashboardImportUsersDevices',
        meta: {
          title: 'Import Users & Devices',
          order: 2,
          ...pageGate(importsFamily.gate),
        },
        page: 'UsersDevicesImportPage',
      },
      {
        path: '/Dashboard/Import/TeamMembersLocations',
        name: 'DashboardImportTeamMembersLocations',
        meta: {
          title: 'Import Team Members & Locations',
          order: 3,
          ...pageGate(importsFamily.gate),
        },
        page: 'TeamMembersLocationsImportPage',
      },
      // The onboarding screens are the onboarding feature's (features/onboarding).
      {
        path: '/Dashboard/OnboardingSettings',
        name: 'DashboardOnboardingSettings',
        meta: { title: 'Onboarding Settings', order: 4, ...pageGate(onboardingFamily.gate) },
        page: 'OnboardingSettingsPage',
        children: [
          {
            path: '/Dashboard/OnboardingSettings/:id',
            name: 'DashboardOnboardingAccount',
            meta: { title: 'Onboarding Account', hidden: true, ...pageGate(onboardingFamily.gate) },
            page: 'OnboardingAccountPage',
          },
        ],
      },
      // The integrations feature's list (features/integrations); its pages are hidden routes there.
      {
        path: '/Dashboard/IntegrationsSettings',
        name: 'DashboardIntegrationsSettings',
        meta: { title: 'Integrations Settings', order: 5, ...pageGate(integrationsFamily.gate) },
        page: 'IntegrationsSettingsPage',
      },
      // The Dashboard's audit is the audit feature's page (features/audit).
      {
        path: '/Dashboard/Audit',
        name: 'DashboardAudit',
        meta: { title: 'Audit', order: 6, ...pageGate({ ...auditFamily.gate, ...DASHBOARD_AUDIT_GATE }) },
        page: 'DashboardAuditPage',
      },
    ],
  },
];
