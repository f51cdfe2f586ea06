// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** accountsApi.create: POST /api/CommonAccount/create */
export const create: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.list: GET /api/CommonAccount/list */
export const list: Gate = { permission: 'data.read' };
/** accountsApi.get: GET /api/CommonAccount/{id} */
export const get: Gate = { permission: 'data.read' };
/** accountsApi.update: PUT /api/CommonAccount/{id} */
export const update: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.remove: DELETE /api/CommonAccount/{id} */
export const remove: Gate = { writes: true, permission: 'accounts.delete' };
/** accountsApi.productIssues: GET /api/CommonAccount/{id}/AccountProductIssues */
export const productIssues: Gate = { permission: 'data.read' };
/** accountsApi.subAccounts: GET /api/CommonAccount/{id}/SubAccounts */
export const subAccounts: Gate = { permission: 'data.read' };
/** accountsApi.subscription: GET /api/CommonAccount/{id}/{productId}/Subscription */
export const subscription: Gate = { permission: 'data.read' };
/** accountsApi.updateSubscription: PUT /api/CommonAccount/{id}/Subscription */
export const updateSubscription: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.addProducts: POST /api/CommonAccount/{id}/AddProductsAndSubscriptions */
export const addProducts: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.removeProduct: DELETE /api/CommonAccount/{id}/Product/{productId} */
export const removeProduct: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.users: GET /api/CommonAccount/{id}/Users */
export const users: Gate = { permission: 'data.read' };
/** accountsApi.createUser: POST /api/CommonAccount/{id}/Users */
export const createUser: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.user: GET /api/CommonAccount/{id}/Users/{userId} */
export const user: Gate = { permission: 'data.read' };
/** accountsApi.updateUser: PUT /api/CommonAccount/{id}/Users/{userId} */
export const updateUser: Gate = { writes: true, permission: 'accounts.edit' };
/** accountsApi.credentials: GET /api/CommonAccount/Users/{userId}/Credentials */
export const credentials: Gate = { permission: 'credentials.read' };
/** accountsApi.autoLogin: GET /api/CommonAccount/Users/{userId}/AutoLogin */
export const autoLogin: Gate = { writes: true, permission: 'credentials.read' };
/** accountsApi.settings: GET /api/CommonAccount/{id}/Settings */
export const settings: Gate = { permission: 'data.read' };
/** accountsApi.updateSettings: PUT /api/CommonAccount/{id}/Settings */
export const updateSettings: Gate = { writes: true, permission: 'accounts.edit' };
