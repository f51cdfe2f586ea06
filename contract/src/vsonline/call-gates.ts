// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** vsOnlineApi.list: GET /api/VsOnlineCustomers */
export const list: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.select: GET /api/VsOnlineCustomers/Select */
export const select: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.create: POST /api/VsOnlineCustomers/Create */
export const create: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** vsOnlineApi.get: GET /api/VsOnlineCustomers/{id} */
export const get: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.updateSettings: PUT /api/VsOnlineCustomers/{id}/VsOnlineCustomerSettings */
export const updateSettings: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** vsOnlineApi.metrics: GET /api/VsOnlineCustomers/{id}/Metrics */
export const metrics: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.users: GET /api/VsOnlineCustomers/{id}/Users */
export const users: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.createUser: POST /api/VsOnlineCustomers/{id}/Users */
export const createUser: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** vsOnlineApi.user: GET /api/VsOnlineCustomers/{id}/Users/{userId} */
export const user: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.updateUser: PUT /api/VsOnlineCustomers/{id}/Users/{userId} */
export const updateUser: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** vsOnlineApi.credential: GET /api/VsOnlineCustomers/{id}/Users/{userId}/Credential */
export const credential: Gate = { module: 'Veriscan', permission: 'credentials.read' };
/** vsOnlineApi.setUserStatus: PUT /api/VsOnlineCustomers/{id}/Users/{userId}/Status */
export const setUserStatus: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** vsOnlineApi.resendRegistrationEmail: POST /api/VsOnlineCustomers/{id}/users/{userId}/ResendRegistrationEmail */
export const resendRegistrationEmail: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'accounts.edit',
};
/** vsOnlineApi.updateMriClientId: PUT /api/VsOnlineCustomers/{id}/UpdateMRIClientID */
export const updateMriClientId: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
/** vsOnlineApi.locations: GET /api/Locations */
export const locations: Gate = { module: 'Veriscan', permission: 'data.read' };
/** vsOnlineApi.location: GET /api/Locations/{id} */
export const location: Gate = { module: 'Veriscan', permission: 'data.read' };
