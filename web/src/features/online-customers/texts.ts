/**
 * The Dashboard customers' texts. Quoted ones come verbatim from the spec (console-core §2
 * "Customer detail panel"); the rest are ours where the spec names an action but not its words.
 */
export const TEXT = {
  // Spec texts.
  generalInfo: 'General Info',
  generalSettings: 'General Settings',
  updateAtAccountPage: 'Update at Account Page',
  subAccountsList: 'Sub Accounts List',
  detailsUpdated: 'Account details updated',
  detailsUpdateFailed: 'Account details update is failed',
  // Ours.
  customers: 'Customers',
  backToList: 'Back to Customers',
  customerNotFound: 'Customer not found',
  locationNotFound: 'Location not found',
  settingsUpdated: 'General settings updated',
  settingsUpdateFailed: 'General settings update is failed',
  lock: 'Lock',
  unlock: 'Unlock',
  resendRegistration: 'Resend registration e-mail',
  neverScanned: 'Never',
} as const;

export const lockQuestion = (login: string) =>
  `Lock ${login}? The user is signed out of the customer site and cannot sign in until unlocked.`;
export const unlockQuestion = (login: string) => `Unlock ${login}? The user can sign in again.`;
export const userLocked = (login: string) => `${login} locked`;
export const userUnlocked = (login: string) => `${login} unlocked`;
export const resendQuestion = (email: string) =>
  `Send ${email} a new registration link? Links sent earlier stop working.`;
export const registrationSent = (address: string) => `Registration e-mail sent to ${address}`;
