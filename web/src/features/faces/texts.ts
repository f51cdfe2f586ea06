/** The Face Compare screens' texts (the spec names none; the defaults note is the contract's). */
export const TEXT = {
  group: 'Face Compare',
  users: 'Users',
  backToUsers: 'Back to Users',
  backToRequests: 'Back to the user',
  userNotFound: 'Face/ID account not found',
  requestNotFound: 'Request not found',
  settings: 'Face settings',
  defaults: 'Defaults for new accounts',
  settingsSaved: 'The face settings were saved',
  defaultsSaved: 'The defaults were saved',
  saveFailed: 'The settings could not be saved',
  noRequests: 'No face requests yet',
  noFilteredRequests: 'No face requests match these filters',
} as const;
