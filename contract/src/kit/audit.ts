/**
 * The audit catalogue: every change a family records, as `<entity>.<what happened>`, with the
 * entity type it is filed under. The server's recordChange() takes only these actions, so an entry
 * is always of a known type; the audit screens list their filters from here.
 * A family that records something new adds its actions here.
 */
export const AUDIT_ACTIONS = {
  'account.create': 'account',
  'account.update': 'account',
  'account.delete': 'account',
  'account.product.add': 'account',
  'account.product.remove': 'account',
  'account.settings.update': 'account',
  'account.subscription.update': 'account',
  'account.features.update': 'account',
  'accountUser.create': 'accountUser',
  'accountUser.update': 'accountUser',
  'accountUser.credentials.read': 'accountUser',
  'accountUser.autoLogin': 'accountUser',
  'accountUser.autoLogin.redeem': 'accountUser',
  'accountUser.registrationEmail': 'accountUser',
  'accountUser.registration.redeem': 'accountUser',
  'accountUser.features.update': 'accountUser',
  'location.features.update': 'location',
  'vsOnlineCustomer.mriClientId': 'account',
  'settingsUser.create': 'staffUser',
  'settingsUser.update': 'staffUser',
  'settingsUser.delete': 'staffUser',
  'administeredCompany.set': 'staffUser',
  // Two-step sign-in (platform/session/second-factor.ts): by the staff user's id; never the secret
  // or a code, only what changed (a recovery code's use names how many are left).
  'secondFactor.enable': 'staffUser',
  'secondFactor.disable': 'staffUser',
  'secondFactor.recoveryCodes': 'staffUser',
  'secondFactor.recoveryCodeSignIn': 'staffUser',
  'secondFactor.reset': 'staffUser',
  'company.testMode': 'company',
  'defaultCustomerFeatures.update': 'company',
  'collectorLog.upload': 'collectorLog',
  'apiToken.issue': 'apiToken',
  'apiToken.update': 'apiToken',
  'apiToken.delete': 'apiToken',
  'backgroundJob.retry': 'backgroundJob',
  'import.usersDevices': 'account',
  'import.teamMembersLocations': 'account',
  'device.create': 'device',
  'device.update': 'device',
  'location.create': 'location',
  'location.update': 'location',
  'locationTeamMember.add': 'location',
  // Verification Services (screening): subscriptions by their id, the rest filed under the account.
  'screeningSubscription.add': 'screeningSubscription',
  'screeningSubscription.update': 'screeningSubscription',
  'screeningSubscription.cancel': 'screeningSubscription',
  'screeningSubscription.delete': 'screeningSubscription',
  'screeningSubscription.expire': 'screeningSubscription',
  'screeningSubscription.suspend': 'screeningSubscription',
  'screeningSubscription.reactivate': 'screeningSubscription',
  'screeningAccount.services': 'account',
  'screeningAccount.settings': 'account',
  // Screening billing (modules/screening/billing): cards, and invoices through their lifecycle. The
  // invoice run and the payment retries record as 'invoice run' (no staff user).
  'screeningCard.add': 'screeningCard',
  'screeningCard.setDefault': 'screeningCard',
  'screeningInvoice.finalize': 'screeningInvoice',
  'screeningInvoice.pay': 'screeningInvoice',
  'screeningInvoice.paymentFailed': 'screeningInvoice',
  'screeningInvoice.uncollectible': 'screeningInvoice',
  'screeningInvoice.void': 'screeningInvoice',
  'screeningInvoice.run': 'screeningInvoice',
  // DIVE (modules/dvs)
  'dvsAccount.settings.update': 'account',
  'dvsAccount.features.update': 'account',
  'dvsAccount.defaultUserFeatures.update': 'account',
  'dvsDefaultAccountFeatures.update': 'company',
  'dvsUser.features.update': 'accountUser',
  'dvsLicense.issue': 'dvsLicense',
  'dvsLicense.update': 'dvsLicense',
  'dvsLicense.delete': 'dvsLicense',
  'dvsRequest.archive': 'verificationRequest',
  'dvsRequest.restore': 'verificationRequest',
  // Face/ID (modules/faces)
  'faceAccount.settings.update': 'account',
  'faceDefaults.update': 'company',
  // Integrations (modules/integrations): a location's link to a partner system; secrets never in the changes.
  'integration.create': 'integration',
  'integration.update': 'integration',
  'integration.delete': 'integration',
  'integration.sync': 'integration',
  // MRI's authorization flow (modules/integrations/mri.ts): tokens obtained or forgotten, never their values.
  'integration.mri.authorize': 'integration',
  'integration.mri.revoke': 'integration',
  // RealPage's extras (modules/integrations/realpage.ts): sites synced, a site's status, a customer's PMC id.
  'integration.realpage.syncSites': 'integration',
  'integration.realpage.siteSubscription': 'integration',
  'integration.realpage.customerSettings': 'account',
  // Income verification (modules/integrations/income.ts): a location's provider connection.
  'incomeVerification.create': 'incomeVerification',
  'incomeVerification.update': 'incomeVerification',
  'incomeVerification.delete': 'incomeVerification',
  // Onboarding (issue 17): an account's own and extended settings, the company's defaults.
  'onboarding.settings.update': 'account',
  'onboarding.settings.remove': 'account',
  'onboarding.extendedSettings.update': 'account',
  'onboarding.defaultSettings.update': 'company',
  'onboarding.integration.update': 'account',
  // Validation settings (issue 16): checks switched, exceptions, syncs filed under the company.
  'validationCheck.toggle': 'company',
  'validationException.create': 'validationException',
  'validationException.update': 'validationException',
  'validationException.delete': 'validationException',
  'validationSettings.sync': 'company',
  // Failed verification records (issue 16)
  'failedRecord.create': 'failedRecord',
  'failedRecord.update': 'failedRecord',
  'failedRecord.delete': 'failedRecord',
  'failedRecords.sync': 'company',
  // Manual validation (modules/manual-validation): a review item by its request id; `changes`
  // carries the status from and to, and the reason. The item's history reads these entries.
  'manualReview.claim': 'manualReview',
  'manualReview.release': 'manualReview',
  'manualReview.status': 'manualReview',
  'manualReview.decision': 'manualReview',
  'manualReview.verify': 'manualReview',
  // Power BI (modules/power-bi): a customer's embed settings; the token only as '(changed)' or removed.
  'powerBi.save': 'account',
  'powerBi.token.delete': 'account',
  // E-mail report receivers (modules/report-receivers): a receiver by its id; a retry names no values.
  'reportReceiver.create': 'reportReceiver',
  'reportReceiver.update': 'reportReceiver',
  'reportReceiver.delete': 'reportReceiver',
  'reportReceiver.retry': 'reportReceiver',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditEntityType = (typeof AUDIT_ACTIONS)[AuditAction];

/** The entity types of the catalogue, each once, in the order first named. */
export const AUDIT_ENTITY_TYPES: readonly AuditEntityType[] = [...new Set(Object.values(AUDIT_ACTIONS))];

/** The entity type an action is filed under. */
export const auditEntityTypeOf = (action: AuditAction): AuditEntityType => AUDIT_ACTIONS[action];

/** One field's change: its value before and after (a secret's values are never recorded). */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;
