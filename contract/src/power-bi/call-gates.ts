// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** powerBiApi.get: GET /api/PowerBi/{customerId} */
export const get: Gate = { module: 'Veriscan', permission: 'data.read' };
/** powerBiApi.save: POST /api/PowerBi/Save */
export const save: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** powerBiApi.deleteToken: DELETE /api/PowerBi/Token */
export const deleteToken: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
