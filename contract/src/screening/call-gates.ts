// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** screeningApi.accounts: GET /api/Screening/Accounts */
export const accounts: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.aggregatedAccount: GET /api/Screening/Accounts/{id}/AggregatedAccount */
export const aggregatedAccount: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.updateAccount: PUT /api/Screening/Accounts/{id}/Account */
export const updateAccount: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'accounts.edit',
};
/** screeningApi.updateSettings: PUT /api/Screening/Accounts/{id}/AccountSettings */
export const updateSettings: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'accounts.edit',
};
/** screeningApi.tokens: GET /api/Screening/Accounts/{id}/tokens */
export const tokens: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.createToken: POST /api/Screening/Accounts/{id}/tokens */
export const createToken: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'credentials.manage',
};
/** screeningApi.updateToken: PUT /api/Screening/Accounts/{id}/tokens/{tokenId} */
export const updateToken: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'credentials.manage',
};
/** screeningApi.deleteToken: DELETE /api/Screening/Accounts/{id}/tokens/{tokenId} */
export const deleteToken: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'credentials.manage',
};
/** screeningApi.disableToken: POST /api/Screening/Accounts/{id}/tokens/{tokenId}/disable */
export const disableToken: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'credentials.manage',
};
/** screeningApi.setTokenExpiration: POST /api/Screening/Accounts/{id}/tokens/{tokenId}/Update */
export const setTokenExpiration: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'credentials.manage',
};
/** screeningApi.subscriptions: GET /api/Screening/Accounts/{id}/subscriptions */
export const subscriptions: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.cancelSubscription: POST /api/Screening/Accounts/{id}/subscriptions/{subId}/cancel */
export const cancelSubscription: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningApi.deleteSubscription: DELETE /api/Screening/Accounts/{id}/subscriptions/{subId}/delete */
export const deleteSubscription: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningApi.statsByAllServices: GET /api/Screening/Accounts/{id}/statsByAllServices */
export const statsByAllServices: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.metrics: GET /api/Screening/Accounts/{id}/getMetrics */
export const metrics: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.accountServices: GET /api/Screening/Accounts/{id}/services */
export const accountServices: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.setAccountServices: POST /api/Screening/customers/{id}/services */
export const setAccountServices: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningApi.accountRequests: GET /api/Screening/Accounts/{id}/requests */
export const accountRequests: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.services: GET /api/Screening/services */
export const services: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.plans: GET /api/Screening/Subscriptions/plans */
export const plans: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.servicePlans: GET /api/Screening/Subscriptions/plans/{serviceId} */
export const servicePlans: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.subscription: GET /api/Screening/Subscriptions/{id} */
export const subscription: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.addSubscription: POST /api/Screening/Subscriptions/{id}/add */
export const addSubscription: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningApi.updateSubscription: POST /api/Screening/Subscriptions/{id}/update */
export const updateSubscription: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningApi.timezones: GET /api/Screening/timezones */
export const timezones: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.stats: GET /api/Screening/Stats */
export const stats: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.serviceStats: GET /api/Screening/Stats/{serviceId} */
export const serviceStats: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.requests: GET /api/Screening/Requests */
export const requests: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningApi.request: GET /api/Screening/Requests/{id} */
export const request: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningBillingApi.cards: GET /api/Screening/Accounts/{id}/cards */
export const screeningBillingCards: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningBillingApi.addCard: POST /api/Screening/Accounts/{id}/cards */
export const screeningBillingAddCard: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningBillingApi.setDefaultCard: POST /api/Screening/Accounts/{id}/Cards/SetDefault */
export const screeningBillingSetDefaultCard: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningBillingApi.invoices: GET /api/Screening/Accounts/{id}/Invoices */
export const screeningBillingInvoices: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningBillingApi.invoice: GET /api/Screening/Accounts/{id}/Invoices/{invoiceId} */
export const screeningBillingInvoice: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningBillingApi.invoicePdf: GET /api/Screening/Accounts/{id}/Invoices/{invoiceId}/Pdf */
export const screeningBillingInvoicePdf: Gate = { module: 'VerificationService', permission: 'data.read' };
/** screeningBillingApi.payInvoice: POST /api/Screening/Accounts/{id}/Invoices/{invoiceId}/Pay */
export const screeningBillingPayInvoice: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningBillingApi.voidInvoice: POST /api/Screening/Accounts/{id}/Invoices/{invoiceId}/Void */
export const screeningBillingVoidInvoice: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
/** screeningBillingApi.runInvoices: POST /api/Screening/Invoices/Run */
export const screeningBillingRunInvoices: Gate = {
  writes: true,
  module: 'VerificationService',
  permission: 'billing.manage',
};
