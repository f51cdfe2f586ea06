import { describe, expect, it } from 'vitest';
import { REPORTS_FEATURE } from '@console/contract/reports/gates';
import { validationReportsApi } from '@console/contract/validation-reports/api';
import type { AppRoute } from '../../kit/routeTypes';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from '../reports/routes';
import { ADDRESS_VALIDATION_PATH, FAILED_VERIFICATIONS_PATH, HISTORY_LOG_PATH } from './paths';

// The validation reports' pages are entries of the Reports group (features/reports/routes.tsx).
const group = routes.find((route) => route.name === 'Reports') as AppRoute;
const entry = (name: string) => group.children?.find((child) => child.name === name);

describe('the validation reports', () => {
  it('are gated as their calls: the module and each report its feature', () => {
    expect(enforcedPageGates(routes)).toMatchObject(
      mainCallGates({
        FailedVerificationsReport: validationReportsApi.failedVerifications,
        HistoryLogReport: validationReportsApi.historyLog,
        HistoryLogReportEntry: validationReportsApi.historyLogEntry,
        AddressValidationReport: validationReportsApi.addressValidation,
      }),
    );
    // The History Log asks what the group asks: one feature, one name.
    expect(validationReportsApi.historyLog.gate).toMatchObject({ featureId: REPORTS_FEATURE });
  });

  it('sit in the Reports group in the order of product-families §2, the entry hidden', () => {
    expect(
      group.children
        ?.map((child) => [child.meta.order, child.name])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1, 'LocationReport'],
      [2, 'EnhancedServices'],
      [3, 'AdminReport'],
      [4, 'FailedVerificationsReport'],
      [5, 'HistoryLogReport'],
      [6, 'AddressValidationReport'],
      [7, 'DeviceReport'],
      [8, 'Receivers'],
      [9, 'iPadReport'],
    ]);
    expect(entry('FailedVerificationsReport')?.path).toBe(FAILED_VERIFICATIONS_PATH);
    expect(entry('AddressValidationReport')?.path).toBe(ADDRESS_VALIDATION_PATH);
    expect(entry('HistoryLogReport')?.children).toEqual([
      expect.objectContaining({
        path: `${HISTORY_LOG_PATH}/:id`,
        meta: expect.objectContaining({ hidden: true }),
      }),
    ]);
  });
});
