import { useLocation } from 'react-router';

/**
 * What links from a list to its records carry (location state), so a detail page's back link
 * returns to the list as it was: its page, sort, search and filters.
 */
export interface ListReturn {
  listSearch: string;
}

const isListReturn = (state: unknown): state is ListReturn =>
  typeof state === 'object' && state !== null && typeof (state as ListReturn).listSearch === 'string';

/**
 * The state to pass on: the list's own address when on the list (`listPath`), else what the
 * current page was given, so it carries on from record to record (an account to its parent).
 */
export function useListReturn(listPath: string): ListReturn {
  const { pathname, search, state } = useLocation();
  if (pathname === listPath) return { listSearch: search };
  return isListReturn(state) ? state : { listSearch: '' };
}

/** The list as it was when the user left it. */
export const listPathOf = (listPath: string, { listSearch }: ListReturn) => `${listPath}${listSearch}`;
