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
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditEntityType = (typeof AUDIT_ACTIONS)[AuditAction];

/** The entity types of the catalogue, each once, in the order first named. */
export const AUDIT_ENTITY_TYPES: readonly AuditEntityType[] = [...new Set(Object.values(AUDIT_ACTIONS))];

/** The entity type an action is filed under. */
export const auditEntityTypeOf = (action: AuditAction): AuditEntityType => AUDIT_ACTIONS[action];

/** One field's change: its value before and after (a secret's values are never recorded). */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;
