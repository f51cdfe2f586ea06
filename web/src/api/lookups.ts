import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LookupHandlerType, type LookupDataSource, type LookupPage } from '@console/contract/metadata';
import { api } from './client';
import { HANDLER_NOT_DEFINED } from '../components/meta/handlerNotDefined';
import {
  LOOKUP_PAGE_SIZE,
  MAX_LOADED_PAGES,
  toOptions,
  type LoadedPage,
  type LookupItem,
  type LookupKey,
  type LookupLoader,
  type LookupOption,
} from '../components/LookupSelect/lookupWindow';

export interface LookupOptionsArgs {
  source: LookupDataSource;
  /** Already debounced. */
  textFilter: string;
  selectedId: LookupKey | LookupKey[] | undefined;
  currentAccountId: LookupKey | undefined;
  /** The caller's fetcher, required for handlerType Custom. */
  loader: LookupLoader | undefined;
  /** False until something needs the options (the list opened, or a value needs its caption). */
  enabled: boolean;
}

export interface LookupOptions {
  options: LookupOption[];
  /** The pages in the window, in order, for keeping the scroll position when it moves. */
  pages: LoadedPage[];
  loading: boolean;
  /** Simple lookups load everything once and filter in the browser. */
  filtersLocally: boolean;
  loadNext: () => void;
  loadPrevious: () => void;
}

const serverLoader =
  (path: string): LookupLoader =>
  (query, signal) =>
    api.get<LookupPage<LookupItem>>(path, { ...query }, { signal });

/**
 * The options of a lookup by its handlerType: Simple (0) loads the whole list once; Paging (2) pages
 * through the server's path; Custom (1) pages the same way through the caller's loader. Paged
 * lookups keep a window of at most MAX_LOADED_PAGES pages (TanStack Query's maxPages).
 */
export function useLookupOptions({
  source,
  textFilter,
  selectedId,
  currentAccountId,
  loader,
  enabled,
}: LookupOptionsArgs): LookupOptions {
  const simple = source.handlerType === LookupHandlerType.Simple;
  if (source.handlerType === LookupHandlerType.Custom && !loader) {
    throw new Error(`${HANDLER_NOT_DEFINED}: the Custom lookup ${source.path} needs a loader`);
  }
  const fetchPage = loader ?? serverLoader(source.path);

  const all = useQuery({
    queryKey: ['lookup', source.path, 'all', currentAccountId],
    queryFn: ({ signal }) => api.get<LookupPage<LookupItem>>(source.path, { currentAccountId }, { signal }),
    enabled: enabled && simple,
  });

  const paged = useInfiniteQuery({
    queryKey: [
      'lookup',
      source.path,
      source.handlerType,
      loader ? (loader.cacheKey ?? 'custom') : 'server',
      textFilter,
      selectedId,
      currentAccountId,
    ],
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        { page: pageParam, pageSize: LOOKUP_PAGE_SIZE, textFilter, selectedId, currentAccountId },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: ({ data }) => (data.page < data.totalPages ? data.page + 1 : undefined),
    getPreviousPageParam: ({ data }) => (data.page > 1 ? data.page - 1 : undefined),
    maxPages: MAX_LOADED_PAGES,
    enabled: enabled && !simple,
  });

  const answers = useMemo(
    () => (simple ? (all.data ? [all.data] : []) : (paged.data?.pages ?? [])),
    [simple, all.data, paged.data],
  );
  const options = useMemo(
    () =>
      toOptions(
        answers.flatMap(({ data }) => data.items),
        source,
      ),
    [answers, source],
  );
  const pages = useMemo(
    () => answers.map(({ data }) => ({ page: data.page, itemCount: data.items.length })),
    [answers],
  );

  const { hasNextPage, hasPreviousPage, isFetching, fetchNextPage, fetchPreviousPage } = paged;
  return {
    options,
    pages,
    loading: simple ? all.isFetching : isFetching,
    filtersLocally: simple,
    loadNext: () => {
      if (!simple && hasNextPage && !isFetching) void fetchNextPage();
    },
    loadPrevious: () => {
      if (!simple && hasPreviousPage && !isFetching) void fetchPreviousPage();
    },
  };
}
