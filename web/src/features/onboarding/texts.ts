/**
 * The onboarding screens' texts. The spec shows none beyond the screen's path; these are ours.
 */
export const TEXT = {
  title: 'Onboarding Settings',
  accounts: 'Onboarding Accounts',
  defaultSettings: 'Default Settings',
  accountSettings: 'Account Settings',
  extendedSettings: 'Extended Settings',
  accessTokens: 'Access Tokens',
  integration: 'Onboarding Integration',
  integrationNotSet: "Not connected: this customer's account at the Onboarding system is not set yet.",
  overview: 'Overview',
  backToList: 'Back to Onboarding Settings',
  accountNotFound: 'Onboarding account not found',
  requestsReport: 'Requests Count Report',
  edit: 'Edit',
  set: 'Set',
  saved: 'Settings saved',
  useDefaults: 'Use the defaults',
  usingDefaults: 'Settings dropped: the company defaults apply',
  useDefaultsConfirm: "Drop this account's own settings? The company's default settings will apply.",
  defaultsNotSet:
    'No default settings yet. Accounts without settings of their own have none until you set them.',
  accountSettingsNotSet: 'This account has no settings of its own: the company defaults apply.',
  accountSettingsNoneAtAll: 'This account has no settings of its own, and the company has no defaults yet.',
  extendedNotSet: 'No extended settings yet: the onboarding pages use the standard look.',
  none: 'None',
} as const;

/** How each settings source reads on the account's overview. */
export const SETTINGS_SOURCE = {
  own: 'Its own',
  defaults: 'The company defaults',
  none: 'None saved yet',
} as const;
