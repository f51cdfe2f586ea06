import { describe, expect, it } from 'vitest';
import { reportReceiversApi } from '@console/contract/report-receivers/api';
import { reportsApi } from '@console/contract/reports/api';
import { validationReportsApi } from '@console/contract/validation-reports/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { LOCATION_REPORT_PATH, routes } from './routes';

describe('the report pages', () => {
  it('are gated as their report calls: Veriscan with the reports feature', () => {
    // Every page of the group, the validation reports' too (each with its own feature but the
    // History Log's, which is the group's: features/validation-reports/routes.test.ts), and the
    // receivers' (the group's gate and Admin).
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        LocationReport: reportsApi.locations,
        EnhancedServices: reportsApi.enhancedServices,
        AdminReport: reportsApi.admin,
        DeviceReport: reportsApi.devices,
        iPadReport: reportsApi.iPads,
        FailedVerificationsReport: validationReportsApi.failedVerifications,
        HistoryLogReport: validationReportsApi.historyLog,
        HistoryLogReportEntry: validationReportsApi.historyLogEntry,
        AddressValidationReport: validationReportsApi.addressValidation,
        Receivers: reportReceiversApi.list,
      }),
    );
    expect(reportsApi.locations.gate).toMatchObject({ module: 'Veriscan', featureId: 'reports' });
  });

  it('send /Dashboard/Reports to the Location Report', () => {
    const entry = routes.find((route) => route.path === '/Dashboard/Reports');
    expect(entry).toMatchObject({ redirect: LOCATION_REPORT_PATH, meta: { hidden: true } });
  });
});
