// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** dvsApi.list: GET /api/DvsAccounts */
export const list: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.create: POST /api/DvsAccounts/Accounts */
export const create: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.account: GET /api/DvsAccounts/{id}/AggregatedAccount */
export const account: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.updateAccount: PUT /api/DvsAccounts/{id}/Account */
export const updateAccount: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.metrics: GET /api/DvsAccounts/{id}/Metrics */
export const metrics: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.tokens.list: GET /api/DvsAccounts/{id}/Tokens */
export const tokensList: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.tokens.create: POST /api/DvsAccounts/{id}/Tokens */
export const tokensCreate: Gate = { writes: true, module: 'DVS', permission: 'credentials.manage' };
/** dvsApi.tokens.update: PUT /api/DvsAccounts/{id}/Tokens/{tokenId} */
export const tokensUpdate: Gate = { writes: true, module: 'DVS', permission: 'credentials.manage' };
/** dvsApi.tokens.remove: DELETE /api/DvsAccounts/{id}/Tokens/{tokenId} */
export const tokensRemove: Gate = { writes: true, module: 'DVS', permission: 'credentials.manage' };
/** dvsApi.licenses: GET /api/DvsAccounts/{id}/Licenses */
export const licenses: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.createLicense: POST /api/DvsAccounts/{id}/Licenses */
export const createLicense: Gate = { writes: true, module: 'DVS', permission: 'credentials.manage' };
/** dvsApi.updateLicense: PUT /api/DvsAccounts/{id}/Licenses/{licenseId} */
export const updateLicense: Gate = { writes: true, module: 'DVS', permission: 'credentials.manage' };
/** dvsApi.deleteLicense: DELETE /api/DvsAccounts/{id}/Licenses/{licenseId} */
export const deleteLicense: Gate = { writes: true, module: 'DVS', permission: 'credentials.manage' };
/** dvsApi.defaultAccountFeatures: GET /api/DvsDefaultAccountFeatures */
export const defaultAccountFeatures: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.updateDefaultAccountFeatures: PUT /api/DvsDefaultAccountFeatures */
export const updateDefaultAccountFeatures: Gate = {
  writes: true,
  module: 'DVS',
  permission: 'companyDefaults.manage',
};
/** dvsApi.defaultUserFeatures: GET /api/DvsDefaultUserFeatures/{id} */
export const defaultUserFeatures: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.updateDefaultUserFeatures: PUT /api/DvsDefaultUserFeatures/{id} */
export const updateDefaultUserFeatures: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.accountFeatures: GET /api/DvsAccountFeatures/{id} */
export const accountFeatures: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.updateAccountFeatures: PUT /api/DvsAccountFeatures/{id} */
export const updateAccountFeatures: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.userFeatures: GET /api/DvsUserFeatures/{id}/{userId} */
export const userFeatures: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.updateUserFeatures: PUT /api/DvsUserFeatures/{id}/{userId} */
export const updateUserFeatures: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.usersFeatures: GET /api/DvsUsersFeatures/{id} */
export const usersFeatures: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.updateUsersFeatures: PUT /api/DvsUsersFeatures/{id} */
export const updateUsersFeatures: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.users: GET /api/DvsUsers/{id} */
export const users: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.createUser: POST /api/DvsUsers/{id} */
export const createUser: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.updateUser: PUT /api/DvsUsers/{id} */
export const updateUser: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.requests: GET /api/DvsRequests */
export const requests: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.devices: GET /api/DvsRequests/devices */
export const devices: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.archive: PUT /api/DvsRequests/Archive */
export const archive: Gate = { writes: true, module: 'DVS', permission: 'accounts.edit' };
/** dvsApi.images.list: GET /api/DvsRequests/{id}/images */
export const imagesList: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.images.image: GET /api/DvsRequests/{id}/images/{imageId} */
export const imagesImage: Gate = { module: 'DVS', permission: 'data.read' };
/** dvsApi.request: GET /api/DvsRequests/{id} */
export const request: Gate = { module: 'DVS', permission: 'data.read' };
