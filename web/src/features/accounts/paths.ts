/** Where the accounts screens live (console-core §2: AccountsList '/', Account '/Accounts/{id}'). */
export const ACCOUNTS_LIST_PATH = '/';
export const accountPath = (id: number) => `/Accounts/${id}`;
