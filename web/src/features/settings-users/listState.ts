import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  SETTINGS_USER_PAGE_SIZES,
  SETTINGS_USER_SORT_FIELDS,
  type SettingsUserListQuery,
  type SettingsUserSortField,
} from '@console/contract/settings-users';

/** The settings users list as the URL holds it, so reload and back restore it. */
export interface UsersListState {
  page: number;
  pageSize: number;
  filter: string;
  sortField?: SettingsUserSortField;
  order?: 'asc' | 'desc';
}

const DEFAULT_PAGE_SIZE: number = SETTINGS_USER_PAGE_SIZES[0];

const isSortField = (value: string | null): value is SettingsUserSortField =>
  (SETTINGS_USER_SORT_FIELDS as readonly (string | null)[]).includes(value);

/** Reads the list state; a value the URL got wrong (hand-edited, stale) falls back to its default. */
export function readUsersListState(params: URLSearchParams): UsersListState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sortField = params.get('sortField');
  const order = params.get('order');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (SETTINGS_USER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PAGE_SIZE,
    filter: params.get('filter') ?? '',
    ...(isSortField(sortField) ? { sortField, order: order === 'desc' ? 'desc' : 'asc' } : {}),
  };
}

/** Writes the list state, leaving defaults out so a plain visit keeps a plain URL. */
export function writeUsersListState(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.filter) params.set('filter', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.sortField) {
    params.set('sortField', state.sortField);
    params.set('order', state.order ?? 'asc');
  }
  return params;
}

/** The server's query for a list state (console-core §7 names: Filter, Page, PageSize). */
export function toUsersQuery(state: UsersListState): SettingsUserListQuery {
  return {
    Filter: state.filter || undefined,
    Page: state.page,
    PageSize: state.pageSize,
    sortField: state.sortField,
    order: state.order,
  };
}

export function useUsersListState(): [UsersListState, (changes: Partial<UsersListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUsersListState(params), [params]);
  const update = useCallback(
    (changes: Partial<UsersListState>) =>
      setParams((current) => writeUsersListState({ ...readUsersListState(current), ...changes })),
    [setParams],
  );
  return [state, update];
}
