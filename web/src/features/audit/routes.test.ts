import { describe, expect, it } from 'vitest';
import { auditApi } from '@console/contract/audit/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes as dashboardRoutes } from '../online-customers/routes';
import { routes } from './routes';

describe('the audit pages', () => {
  it('/auditCustomer is gated as its list call', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ Audit: auditApi.list }));
  });

  it("/Dashboard/Audit is gated as the Dashboard's audit call", () => {
    const { DashboardAudit } = enforcedPageGates(dashboardRoutes);
    expect(DashboardAudit).toEqual(mainCallGates({ DashboardAudit: auditApi.dashboardList }).DashboardAudit);
  });
});
