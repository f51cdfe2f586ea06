// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** failedRecordsApi.list: GET /api/FailedVerificationRecords */
export const list: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** failedRecordsApi.create: POST /api/FailedVerificationRecords/create */
export const create: Gate = { writes: true, module: 'ValidationSettings', permission: 'validation.publish' };
/** failedRecordsApi.sync: POST /api/FailedVerificationRecords/Sync */
export const sync: Gate = { writes: true, module: 'ValidationSettings', permission: 'validation.publish' };
/** failedRecordsApi.checkCardId: GET /api/FailedVerificationRecords/CheckCardId/{id} */
export const checkCardId: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** failedRecordsApi.update: POST /api/FailedVerificationRecords/{id} */
export const update: Gate = { writes: true, module: 'ValidationSettings', permission: 'validation.publish' };
/** failedRecordsApi.remove: DELETE /api/FailedVerificationRecords/{id} */
export const remove: Gate = { writes: true, module: 'ValidationSettings', permission: 'validation.publish' };
/** failedRecordsApi.deviceCheck: GET /ingest/failed-records/{id} */
export const deviceCheck: Gate = { module: 'ValidationSettings' };
