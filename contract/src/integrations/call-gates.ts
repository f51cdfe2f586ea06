// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** integrationsApi.list: GET /api/Integrations/Locations */
export const list: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.ofLocation: GET /api/Integrations/Common/Locations/{customerId}/{locationId} */
export const ofLocation: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.get: GET /api/Integrations/{system}/{guid} */
export const get: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.create: POST /api/Integrations/{system}/{guid} */
export const create: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.update: PUT /api/Integrations/{system}/{guid} */
export const update: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.delete: DELETE /api/Integrations/{system}/{guid} */
const deleteCall: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
export { deleteCall as delete };
/** integrationsApi.partnerLocations: GET /api/Integrations/{system}/{guid}/PartnerLocations */
export const partnerLocations: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.testConnection: POST /api/Integrations/{system}/{guid}/TestConnection */
export const testConnection: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.sync: POST /api/Integrations/{system}/{guid}/Sync */
export const sync: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** integrationsApi.syncState: GET /api/Integrations/{system}/{guid}/Sync */
export const syncState: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** mriApi.authorize: POST /api/Integrations/Mri/{guid}/Authorize */
export const mriAuthorize: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** mriApi.callback: POST /api/Integrations/Mri/Authorization */
export const mriCallback: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** mriApi.authorization: GET /api/Integrations/Mri/{guid}/Authorization */
export const mriAuthorization: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** mriApi.revoke: DELETE /api/Integrations/Mri/{guid}/Authorization */
export const mriRevoke: Gate = { writes: true, module: 'Veriscan', permission: 'integrations.manage' };
/** incomeVerificationApi.list: GET /api/Integrations/IncomeVerification */
export const incomeVerificationList: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** incomeVerificationApi.get: GET /api/Integrations/IncomeVerification/{id} */
export const incomeVerificationGet: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** incomeVerificationApi.create: POST /api/Integrations/IncomeVerification */
export const incomeVerificationCreate: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
/** incomeVerificationApi.update: PUT /api/Integrations/IncomeVerification/{id} */
export const incomeVerificationUpdate: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
/** incomeVerificationApi.delete: DELETE /api/Integrations/IncomeVerification/{id} */
export const incomeVerificationDelete: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
/** realPageApi.credentials: GET /api/Integrations/RealPage/{guid}/Credentials */
export const realPageCredentials: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** realPageApi.pmcIds: GET /api/Integrations/RealPage/{guid}/PmcIds */
export const realPagePmcIds: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** realPageApi.sites: GET /api/Integrations/RealPage/{guid}/Sites */
export const realPageSites: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** realPageApi.subscriptions: GET /api/Integrations/RealPage/{guid}/Subscriptions */
export const realPageSubscriptions: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** realPageApi.syncSites: POST /api/Integrations/RealPage/{guid}/SyncSites */
export const realPageSyncSites: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
/** realPageApi.siteSubscriptionUpdate: PUT /api/Integrations/RealPage/{guid}/SiteSubscriptionUpdate */
export const realPageSiteSubscriptionUpdate: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
/** realPageApi.customerSettings: GET /api/Integrations/RealPage/{customerId}/CustomerSettings */
export const realPageCustomerSettings: Gate = { module: 'Veriscan', permission: 'integrations.manage' };
/** realPageApi.updateCustomerSettings: PUT /api/Integrations/RealPage/{customerId}/CustomerSettings */
export const realPageUpdateCustomerSettings: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'integrations.manage',
};
