// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** validationReportsApi.failedVerifications: GET /api/Reports/FailedVerifications */
export const failedVerifications: Gate = {
  module: 'Veriscan',
  featureId: 'failedVerifications',
  permission: 'data.read',
};
/** validationReportsApi.historyLog: GET /api/Reports/HistoryLogReport */
export const historyLog: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** validationReportsApi.historyLogEntry: GET /api/HistoryLog/{id} */
export const historyLogEntry: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** validationReportsApi.addressValidation: GET /api/Reports/AddressValidationReport */
export const addressValidation: Gate = {
  module: 'Veriscan',
  featureId: 'addressValidation',
  permission: 'data.read',
};
