/** The integrations screens' texts (the spec shows none: ours). */
export const TEXT = {
  notFound: 'Location not found',
  notConnected: (title: string) => `This location is not connected to ${title} yet.`,
  connect: 'Connect',
  save: 'Save',
  saved: 'The integration was saved',
  connected: (title: string) => `The location is connected to ${title}`,
  disconnect: 'Disconnect',
  disconnectConfirm: (title: string) =>
    `Disconnect this location from ${title}? Its settings, secrets and synced records are removed.`,
  disconnected: (title: string) => `The location was disconnected from ${title}`,
  testConnection: 'Test connection',
  syncNow: 'Sync now',
  syncQueued: 'The sync was queued',
  secretKept: 'Stored; leave empty to keep it',
  noSyncYet: 'No sync yet',
  integrationsTitle: 'Integrations Settings',
  noIntegrations: 'No location is connected to a partner system yet',
  mri: {
    authorize: 'Authorize with MRI',
    reauthorize: 'Authorize again',
    authorized: 'Authorized',
    notAuthorized: 'Not authorized',
    explain:
      "MRI asks a user of the customer's to sign in and allow the console; its tokens are kept encrypted and never shown.",
    noClientId: "The customer has no MRI client ID: set it in the customer's settings before authorizing.",
    unreadable: 'The MRI authorization could not be read',
    revoke: 'Forget tokens',
    revokeConfirm: "Forget MRI's tokens for this location? Syncs stop until it is authorized again.",
    revoked: "MRI's tokens were forgotten",
    finishing: 'Finishing the MRI authorization…',
    finished: 'MRI authorized the console for this location',
    failed: 'The MRI authorization failed',
    backToIntegrations: 'Back to Integrations Settings',
  },
} as const;

/** The income verification page's texts (the spec shows none: ours). */
export const INCOME_TEXT = {
  title: 'Income Verification',
  providers: 'Income Verification Providers',
  explain:
    'Applicants of this location verify their income with these providers; the location requires the monthly income shown as a multiple of the rent.',
  none: 'This location is not connected to an income verification provider yet',
  notFound: 'Location not found',
  unreadable: 'The income verification connections could not be read',
  connect: 'Connect a provider',
  connectOk: 'Connect',
  connected: 'The provider was connected',
  edit: 'Income Verification Provider',
  editLink: 'Edit',
  view: 'View',
  saved: 'The connection was saved',
  disconnect: 'Disconnect',
  disconnectConfirm: (provider: string) =>
    `Disconnect this location from ${provider}? Its API key is removed.`,
  disconnected: 'The provider was disconnected',
} as const;

/** The RealPage sub-page's texts (the spec shows none: ours). */
export const REALPAGE_TEXT = {
  title: 'RealPage',
  link: 'RealPage settings',
  location: 'Location connected to RealPage',
  chooseLocation: 'Choose a location connected to RealPage',
  noRealPage: 'No location is connected to RealPage yet',
  pmcForm: "The customer's RealPage settings",
  pmcSaved: "The customer's PMC ID was saved",
  save: 'Save',
  pmcsAtRealPage: 'PMCs these credentials see at RealPage',
  pmcsUnreadable: "RealPage's PMCs could not be read",
  none: 'none',
  subscriptions: 'Site Subscriptions',
  noSubscriptions: "No site yet: sync the sites of the customer's PMC",
  syncSites: 'Sync sites',
  syncQueued: 'The sync of the sites was queued',
  statusChanged: (site: string, status: string) => `${site} is now ${status}`,
} as const;
