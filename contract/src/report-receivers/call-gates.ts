// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** reportReceiversApi.list: GET /api/Reports/EmailReportsReceivers */
export const list: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'reportReceivers.manage' };
/** reportReceiversApi.types: GET /api/Reports/AllReportsTypes */
export const types: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'reportReceivers.manage' };
/** reportReceiversApi.create: POST /api/Reports/CreateEmailReportsReceiver */
export const create: Gate = {
  writes: true,
  module: 'Veriscan',
  featureId: 'reports',
  permission: 'reportReceivers.manage',
};
/** reportReceiversApi.get: GET /api/Reports/{id}/EmailReportsReceiver */
export const get: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'reportReceivers.manage' };
/** reportReceiversApi.update: PUT /api/Reports/{id}/EmailReportsReceiver */
export const update: Gate = {
  writes: true,
  module: 'Veriscan',
  featureId: 'reports',
  permission: 'reportReceivers.manage',
};
/** reportReceiversApi.remove: DELETE /api/Reports/{id}/EmailReportsReceiver */
export const remove: Gate = {
  writes: true,
  module: 'Veriscan',
  featureId: 'reports',
  permission: 'reportReceivers.manage',
};
/** reportReceiversApi.retry: POST /api/Reports/{id}/EmailReportsReceiver/Retry */
export const retry: Gate = {
  writes: true,
  module: 'Veriscan',
  featureId: 'reports',
  permission: 'reportReceivers.manage',
};
