// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** settingsUsersApi.list: GET /api/AdminManagement/Users */
export const list: Gate = { permission: 'staff.manage' };
/** settingsUsersApi.create: POST /api/AdminManagement/Users */
export const create: Gate = { writes: true, permission: 'staff.manage' };
/** settingsUsersApi.update: PUT /api/AdminManagement/Users/{id} */
export const update: Gate = { writes: true, permission: 'staff.manage' };
/** settingsUsersApi.permissions: GET /api/AdminManagement/Users/{id}/Permissions */
export const permissions: Gate = { permission: 'staff.manage' };
/** settingsUsersApi.remove: DELETE /api/AdminManagement/Users/{id} */
export const remove: Gate = { writes: true, permission: 'staff.manage' };
/** settingsUsersApi.resetSecondFactor: DELETE /api/AdminManagement/Users/{id}/SecondFactor */
export const resetSecondFactor: Gate = { writes: true, permission: 'staff.manage' };
