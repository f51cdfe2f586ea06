/** The two-step sign-in page's words, in one place for the page, its tests and the journeys. */
export const TEXT = {
  title: 'Two-step sign-in',
  intro:
    'After your password, the console asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like), so a stolen password alone does not open your account.',
  required: 'Your account requires two-step sign-in: set it up to continue to the console.',
  setUp: 'Set up two-step sign-in',
  scan: 'Scan this QR code with your authenticator app.',
  typeKey: "Can't scan it? Add an account in the app with this key:",
  enterCode: 'Then enter the 6-digit code the app shows for the console.',
  code: 'Code',
  turnOn: 'Turn on',
  cancel: 'Cancel',
  on: 'Two-step sign-in is on.',
  codesLeft: 'Recovery codes left',
  newCodes: 'New recovery codes',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn two-step sign-in off',
  newCodesTitle: 'Make new recovery codes',
  codeOrRecovery: 'A code from your authenticator app, or one of your recovery codes.',
  codeRequired: 'Code is required',
  stillRequired:
    'Your account requires two-step sign-in: turned off, it asks you to set it up again before anything else.',
  turnedOn: 'Two-step sign-in is on',
  turnedOff: 'Two-step sign-in is off',
  codesTitle: 'Your recovery codes',
  codesOnce:
    'Save these codes somewhere safe now: they are shown only this once. Each one signs you in once if you lose your phone, in place of a code from the app.',
  copyAll: 'Copy all',
  done: 'I have saved them',
  continue: 'Continue to the console',
} as const;
