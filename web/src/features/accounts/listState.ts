import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageQuery } from '@console/contract/paging';
import { ACCOUNT_SORT_FIELDS, type AccountSortField, type AccountsQuery } from '../../api/accounts';

/**
 * The state of the accounts list and of an account's users list as the URL holds it, so reload and
 * back restore it (DESIGN.md). Both offer the page sizes of console-core §9, 10 by default.
 */
export interface PagedListState<Field extends string> {
  page: number;
  pageSize: number;
  textFilter: string;
  sortField?: Field;
  order?: 'asc' | 'desc';
}

export interface AccountsListState extends PagedListState<AccountSortField> {
  /** The Assigned To filter: admin ids. */
  assignedTo: number[];
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/** Reads page, size, filter and sort; a value the URL got wrong (hand-edited, stale) falls back to its default. */
export function readPagedListState<Field extends string>(
  params: URLSearchParams,
  sortFields: readonly Field[],
): PagedListState<Field> {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sortField = params.get('sortField');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    textFilter: params.get('textFilter') ?? '',
    ...(isOneOf(sortFields, sortField)
      ? { sortField, order: params.get('order') === 'desc' ? 'desc' : 'asc' }
      : {}),
  };
}

/** Writes the state into `params`, leaving defaults out so a plain visit keeps a plain URL. */
export function writePagedListState(
  state: PagedListState<string>,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  for (const key of ['page', 'pageSize', 'textFilter', 'sortField', 'order']) params.delete(key);
  if (state.textFilter) params.set('textFilter', state.textFilter);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.sortField) {
    params.set('sortField', state.sortField);
    params.set('order', state.order ?? 'asc');
  }
  return params;
}

/** The server's paging query (DESIGN.md names). */
export function toPageQuery(state: PagedListState<string>): PageQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    textFilter: state.textFilter || undefined,
    sortField: state.sortField,
    order: state.sortField ? state.order : undefined,
  };
}

export function readAccountsListState(params: URLSearchParams): AccountsListState {
  const assignedTo = params
    .getAll('assignedTo')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id >= 1);
  return { ...readPagedListState(params, ACCOUNT_SORT_FIELDS), assignedTo };
}

/** The Assigned To filter goes as repeated keys (assignedTo=1&assignedTo=7), as the server reads it. */
export function writeAccountsListState(state: AccountsListState): URLSearchParams {
  const params = writePagedListState(state);
  for (const id of state.assignedTo) params.append('assignedTo', String(id));
  return params;
}

export function toAccountListQuery(state: AccountsListState): AccountsQuery {
  return {
    ...toPageQuery(state),
    sortField: state.sortField,
    assignedToCollection: state.assignedTo.length > 0 ? state.assignedTo : undefined,
  };
}

/** The accounts list state from the URL, and a setter that merges changes into it. */
export function useAccountsListState(): [AccountsListState, (changes: Partial<AccountsListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readAccountsListState(params), [params]);
  const update = useCallback(
    (changes: Partial<AccountsListState>) =>
      setParams((current) => writeAccountsListState({ ...readAccountsListState(current), ...changes })),
    [setParams],
  );
  return [state, update];
}
