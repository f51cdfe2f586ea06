/** What the Verification Services screens say. */
export const TEXT = {
  group: 'Verification Services',
  accounts: 'Accounts',
  statistics: 'Statistics',
  requests: 'Requests',
  backToAccounts: 'Back to accounts',
  backToStatistics: 'Back to statistics',
  accountNotFound: 'The screening account was not found',
  serviceNotFound: 'The service was not found',
  subscriptionAdded: 'The subscription has been added',
  subscriptionUpdated: 'The subscription has been updated',
  subscriptionCancelled: 'The subscription has been cancelled',
  subscriptionDeleted: 'The subscription has been deleted',
  servicesSaved: 'The services have been saved',
  settingsSaved: 'The customizing has been saved',
  statsFailed: 'The statistics could not be loaded',
} as const;
