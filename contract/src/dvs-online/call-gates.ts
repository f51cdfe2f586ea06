// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** dvsOnlineApi.users: GET /api/DvsOnline/Users */
export const users: Gate = { module: 'DvsOnline', permission: 'data.read' };
/** dvsOnlineApi.user: GET /api/DvsOnline/Users/{id} */
export const user: Gate = { module: 'DvsOnline', permission: 'data.read' };
/** dvsOnlineApi.metrics: GET /api/DvsOnline/Users/{id}/Metrics */
export const metrics: Gate = { module: 'DvsOnline', permission: 'data.read' };
/** dvsOnlineApi.requests: GET /api/DvsOnline/Users/{id}/Requests */
export const requests: Gate = { module: 'DvsOnline', permission: 'data.read' };
/** dvsOnlineApi.tokens.list: GET /api/DvsOnline/Users/{id}/Tokens */
export const tokensList: Gate = { module: 'DvsOnline', permission: 'data.read' };
/** dvsOnlineApi.tokens.create: POST /api/DvsOnline/Users/{id}/Tokens */
export const tokensCreate: Gate = { writes: true, module: 'DvsOnline', permission: 'credentials.manage' };
/** dvsOnlineApi.tokens.update: PUT /api/DvsOnline/Users/{id}/Tokens/{tokenId} */
export const tokensUpdate: Gate = { writes: true, module: 'DvsOnline', permission: 'credentials.manage' };
/** dvsOnlineApi.tokens.remove: DELETE /api/DvsOnline/Users/{id}/Tokens/{tokenId} */
export const tokensRemove: Gate = { writes: true, module: 'DvsOnline', permission: 'credentials.manage' };
/** dvsOnlineApi.successStatistics: GET /api/DvsOnline/SuccessStatistics */
export const successStatistics: Gate = { module: 'DvsOnline', permission: 'data.read' };
