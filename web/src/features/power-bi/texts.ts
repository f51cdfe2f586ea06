/** The Power BI panel's texts (the spec quotes none; our wording). */
export const TEXT = {
  tab: 'Power BI',
  title: 'Power BI report',
  settings: 'Settings',
  setUp: 'Set up Power BI',
  notConfigured: 'No Power BI report is set up for this customer.',
  hidden: 'The report is set up but not shown on the customer page.',
  saved: 'Power BI settings saved',
  tokenDeleted: 'Access token deleted',
  deleteToken: 'Delete token',
  deleteTokenConfirm: 'Delete the access token?',
  deleteTokenDescription: 'The report stays embedded; a new token can be saved later.',
  noToken: 'None',
  never: 'Does not expire',
  loadFailed: 'The Power BI settings could not be loaded',
  tokenKept: (mask: string) => `Kept (${mask}); type a new one to replace it`,
} as const;
