import { describe, expect, it } from 'vitest';
import { auditApi } from '@console/contract/audit/api';
import { importsApi } from '@console/contract/imports/api';
import { onboardingApi } from '@console/contract/onboarding/api';
import { integrationsApi } from '@console/contract/integrations/api';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the Dashboard pages', () => {
  it('are gated as their main calls: the customers, a customer, a location, the imports, onboarding, integrations and the audit', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        DashboardCustomers: vsOnlineApi.list,
        DashboardCustomer: vsOnlineApi.get,
        DashboardLocation: vsOnlineApi.location,
        DashboardImportUsersDevices: importsApi.UsersDevices.preview,
        DashboardImportTeamMembersLocations: importsApi.TeamMembersLocations.preview,
        DashboardOnboardingSettings: onboardingApi.list,
        DashboardOnboardingAccount: onboardingApi.aggregated,
        DashboardIntegrationsSettings: integrationsApi.list,
        DashboardAudit: auditApi.dashboardList,
      }),
    );
  });
});
