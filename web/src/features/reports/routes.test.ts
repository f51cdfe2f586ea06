import { describe, expect, it } from 'vitest';
import { reportsApi } from '@console/contract/reports';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { LOCATION_REPORT_PATH, routes } from './routes';

describe('the report pages', () => {
  it('are gated as their report calls: Veriscan with the reports feature', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        LocationReport: reportsApi.locations,
        EnhancedServices: reportsApi.enhancedServices,
        AdminReport: reportsApi.admin,
        DeviceReport: reportsApi.devices,
        iPadReport: reportsApi.iPads,
      }),
    );
    expect(reportsApi.locations.gate).toMatchObject({ module: 'Veriscan', featureId: 'reports' });
  });

  it('send /Dashboard/Reports to the Location Report', () => {
    const entry = routes.find((route) => route.path === '/Dashboard/Reports');
    expect(entry).toMatchObject({ redirect: LOCATION_REPORT_PATH, meta: { hidden: true } });
  });
});
