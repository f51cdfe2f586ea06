// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** facesApi.accounts: GET /api/Faces/Accounts */
export const accounts: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.defaultSettings: GET /api/Faces/DefaultSettings */
export const defaultSettings: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.updateDefaultSettings: PUT /api/Faces/DefaultSettings */
export const updateDefaultSettings: Gate = {
  writes: true,
  module: 'Faces',
  permission: 'companyDefaults.manage',
};
/** facesApi.requests: GET /api/Faces/Requests */
export const requests: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.request: GET /api/Faces/Requests/{id} */
export const request: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.images.list: GET /api/Faces/Requests/{id}/images */
export const imagesList: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.images.image: GET /api/Faces/Requests/{id}/images/{imageId} */
export const imagesImage: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.aggregatedAccount: GET /api/Faces/{id}/AggregatedAccount */
export const aggregatedAccount: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.updateAccount: PUT /api/Faces/{id}/Account */
export const updateAccount: Gate = { writes: true, module: 'Faces', permission: 'accounts.edit' };
/** facesApi.metrics: GET /api/Faces/{id}/Metrics */
export const metrics: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.lastRequests: GET /api/Faces/{id}/LastRequests */
export const lastRequests: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.tokens.list: GET /api/Faces/{id}/Tokens */
export const tokensList: Gate = { module: 'Faces', permission: 'data.read' };
/** facesApi.tokens.create: POST /api/Faces/{id}/Tokens */
export const tokensCreate: Gate = { writes: true, module: 'Faces', permission: 'credentials.manage' };
/** facesApi.tokens.update: PUT /api/Faces/{id}/Tokens/{tokenId} */
export const tokensUpdate: Gate = { writes: true, module: 'Faces', permission: 'credentials.manage' };
/** facesApi.tokens.remove: DELETE /api/Faces/{id}/Tokens/{tokenId} */
export const tokensRemove: Gate = { writes: true, module: 'Faces', permission: 'credentials.manage' };
/** facesApi.compare: POST /ingest/faces/compare */
export const compare: Gate = { writes: true, module: 'Faces' };
