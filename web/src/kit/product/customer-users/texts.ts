/** What the users of a customer account are called on every screen that lists them (console-core §2 "Users tab"). */
export const CUSTOMER_USER_TEXT = {
  addUser: 'Add user',
  editUser: 'Edit user',
  showCredential: 'Show credential',
  userCreated: 'User created',
  userUpdated: 'User updated',
  selected: (count: number) => `${count} selected`,
} as const;
