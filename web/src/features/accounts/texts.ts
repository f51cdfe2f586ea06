/**
 * The accounts area's texts. Quoted ones come verbatim from the spec (console-core §2, §4, §5, §8);
 * the rest are ours where the spec names an action but not its words.
 */
export const TEXT = {
  // Spec texts.
  createAccount: 'Create Account',
  filter: 'Filter',
  parent: 'Parent',
  backToList: 'Back to Accounts List',
  goToParent: 'Go to Parent',
  deleteAccount: 'Delete Account',
  details: 'Details',
  users: 'Users',
  createErrorsTitle: 'Errors when creating an account',
  deleteErrorsTitle: 'Errors when deleting an account',
  invalidAccountName: 'Invalid account name entered',
  deleted: 'Deleted',
  detailsUpdated: 'Account details updated',
  detailsUpdateFailed: 'Account details update is failed',
  subscriptionUpdated: 'Subscription details updated',
  subscriptionUpdateFailed: 'Subscription details update is failed',
  settingsSaved: 'Settings saved',
  // Ours.
  accountCreated: 'Account created',
  productsAdded: 'Products added',
  productRemoved: 'Product removed',
  addProductsErrorsTitle: 'Errors when adding products',
  autoLoginExpired: 'The auto-login link has expired. Close and reopen this dialog to get a new link.',
} as const;
