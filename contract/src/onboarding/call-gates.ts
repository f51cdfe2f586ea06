// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** onboardingApi.list: GET /api/OnboardingAccounts */
export const list: Gate = { module: 'Veriscan', project: 'Onboarding', permission: 'data.read' };
/** onboardingApi.aggregated: GET /api/OnboardingAccounts/{id}/AggregatedAccount */
export const aggregated: Gate = { module: 'Veriscan', project: 'Onboarding', permission: 'data.read' };
/** onboardingApi.updateAccount: PUT /api/OnboardingAccounts/{id}/Account */
export const updateAccount: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'accounts.edit',
};
/** onboardingApi.accountSettings: GET /api/OnboardingAccounts/{id}/AccountSettings */
export const accountSettings: Gate = { module: 'Veriscan', project: 'Onboarding', permission: 'data.read' };
/** onboardingApi.updateAccountSettings: PUT /api/OnboardingAccounts/{id}/AccountSettings */
export const updateAccountSettings: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'accounts.edit',
};
/** onboardingApi.removeAccountSettings: DELETE /api/OnboardingAccounts/{id}/AccountSettings */
export const removeAccountSettings: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'accounts.edit',
};
/** onboardingApi.extendedSettings: GET /api/OnboardingAccounts/{id}/ExtendedSettings */
export const extendedSettings: Gate = { module: 'Veriscan', project: 'Onboarding', permission: 'data.read' };
/** onboardingApi.updateExtendedSettings: PUT /api/OnboardingAccounts/{id}/ExtendedSettings */
export const updateExtendedSettings: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'accounts.edit',
};
/** onboardingApi.defaultSettings: GET /api/OnboardingAccounts/DefaultSettings */
export const defaultSettings: Gate = { module: 'Veriscan', project: 'Onboarding', permission: 'data.read' };
/** onboardingApi.updateDefaultSettings: PUT /api/OnboardingAccounts/DefaultSettings */
export const updateDefaultSettings: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'companyDefaults.manage',
};
/** onboardingApi.tokens.list: GET /api/OnboardingAccounts/{id}/AccessTokens */
export const tokensList: Gate = { module: 'Veriscan', project: 'Onboarding', permission: 'data.read' };
/** onboardingApi.tokens.create: POST /api/OnboardingAccounts/{id}/AccessTokens */
export const tokensCreate: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'credentials.manage',
};
/** onboardingApi.tokens.update: PUT /api/OnboardingAccounts/{id}/AccessTokens/{tokenId} */
export const tokensUpdate: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'credentials.manage',
};
/** onboardingApi.tokens.remove: DELETE /api/OnboardingAccounts/{id}/AccessTokens/{tokenId} */
export const tokensRemove: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'credentials.manage',
};
/** onboardingApi.customerIntegration: GET /api/Integrations/Onboarding/Customers/{id} */
export const customerIntegration: Gate = {
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'integrations.manage',
};
/** onboardingApi.updateCustomerIntegration: PUT /api/Integrations/Onboarding/Customers/{id} */
export const updateCustomerIntegration: Gate = {
  writes: true,
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'integrations.manage',
};
/** onboardingApi.requestsCountReport: GET /api/OnboardingReports/accountsRequestsCountReportCsv */
export const requestsCountReport: Gate = {
  module: 'Veriscan',
  project: 'Onboarding',
  permission: 'data.read',
};
