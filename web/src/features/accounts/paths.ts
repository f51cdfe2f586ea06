import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Where the accounts screens live (console-core §2: AccountsList '/', Account '/Accounts/{id}'). */
export const ACCOUNTS_LIST_PATH = '/';
export const accountPath = (id: number) => `/Accounts/${id}`;

/** What links into an account carry, so 'Back to Accounts List' returns to the list as it was. */
export interface ListReturn {
  listSearch: string;
}

const isListReturn = (state: unknown): state is ListReturn =>
  typeof state === 'object' && state !== null && typeof (state as ListReturn).listSearch === 'string';

/** The list's location state to pass on: from the list itself, or carried from account to account. */
export function useListReturn(): ListReturn {
  const { pathname, search, state } = useLocation();
  if (pathname === ACCOUNTS_LIST_PATH) return { listSearch: search };
  return isListReturn(state) ? state : { listSearch: '' };
}

/** The accounts list, as it was when the user left it. */
export const listPathOf = ({ listSearch }: ListReturn) => `${ACCOUNTS_LIST_PATH}${listSearch}`;

/**
 * The account page's query parameters (tab, the users list). Changing them keeps the location state,
 * so 'Back to Accounts List' still returns to the list as it was.
 */
export function useAccountPageParams(): [
  URLSearchParams,
  (next: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams) => setParams(next, { state }),
    [setParams, state],
  );
  return [params, update];
}
