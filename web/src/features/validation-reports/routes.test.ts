import { describe, expect, it } from 'vitest';
import { validationReportsApi } from '@console/contract/validation-reports';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the validation reports', () => {
  it('are gated as their calls: the module and each report its feature', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        FailedVerificationsReport: validationReportsApi.failedVerifications,
        HistoryLogReport: validationReportsApi.historyLog,
        HistoryLogReportEntry: validationReportsApi.historyLogEntry,
        AddressValidationReport: validationReportsApi.addressValidation,
      }),
    );
  });
});
