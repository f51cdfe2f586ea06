// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** manualValidationApi.list: GET /api/ManualValidationFlow */
export const list: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** manualValidationApi.listAlias: GET /api/ManualValidationFlow/list */
export const listAlias: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** manualValidationApi.images: GET /api/ManualValidationFlow/images */
export const images: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** manualValidationApi.item: GET /api/ManualValidationFlow/{id} */
export const item: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** manualValidationApi.claim: POST /api/ManualValidationFlow/{id}/Claim */
export const claim: Gate = { writes: true, module: 'ValidationSettings', permission: 'reviews.decide' };
/** manualValidationApi.setStatus: POST /api/ManualValidationFlow/{id}/SetStatus */
export const setStatus: Gate = { writes: true, module: 'ValidationSettings', permission: 'reviews.decide' };
/** manualValidationApi.decision: POST /api/ManualValidationFlow/{id}/Decision */
export const decision: Gate = { writes: true, module: 'ValidationSettings', permission: 'reviews.decide' };
/** manualValidationApi.tryVerifying: POST /api/ManualValidationFlow/{id}/TryVerifying */
export const tryVerifying: Gate = {
  writes: true,
  module: 'ValidationSettings',
  permission: 'reviews.decide',
};
