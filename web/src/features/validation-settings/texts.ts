/** The validation settings screen's texts (the spec quotes none; our wording). */
export const TEXT = {
  title: 'Validation settings',
  checks: 'Checks',
  checksHint: 'The automatic checks the products run on each document. A check turned off is skipped.',
  exceptions: 'Exceptions',
  exceptionsHint:
    'A document or person named here passes the check, for the reason given, until the exception expires.',
  addException: 'Add exception',
  noExceptions: 'No exceptions',
  exceptionAdded: 'Exception added',
  exceptionSaved: 'Exception saved',
  exceptionDeleted: 'Exception deleted',
  publishing: 'Publishing',
  sync: 'Sync',
  synced: (version: number) => `Version ${version} published: devices refresh now`,
  neverPublished: 'Not published yet: devices use every check, with no exceptions.',
  unpublished: 'There are changes the devices do not have yet. Sync to publish them.',
  checkOn: (title: string) => `${title} turned on`,
  checkOff: (title: string) => `${title} turned off`,
  loadFailed: 'The validation settings could not be loaded',
} as const;
