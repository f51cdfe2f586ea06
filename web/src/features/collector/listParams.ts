import { COLLECTOR_DEFAULT_PAGE_SIZE, COLLECTOR_PAGE_SIZES } from '@console/contract/collector';
import type { CollectorListQuery } from '@console/contract/collector';

/** The list's state as it lives in the URL, with the API's own parameter names. */
export type CollectorListState = Required<Pick<CollectorListQuery, 'page' | 'pageSize'>> & {
  TextFilter: string;
};

/** Reads the state from the URL; a value that is not a valid one falls back to its default. */
export function readListState(params: URLSearchParams): CollectorListState {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    TextFilter: params.get('TextFilter') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (COLLECTOR_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : COLLECTOR_DEFAULT_PAGE_SIZE,
  };
}

/** The URL for a state; defaults are left out so the plain list keeps a plain address. */
export function writeListState(state: CollectorListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.TextFilter) params.set('TextFilter', state.TextFilter);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== COLLECTOR_DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}
