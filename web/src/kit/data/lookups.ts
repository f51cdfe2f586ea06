import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ArgsOf } from '@console/contract/kit';
import { lookupsApi, lookupsFamily } from '@console/contract/lookups/api';
import { LookupHandlerType, type LookupDataSource, type LookupPage } from '@console/contract/metadata';
import { callEndpoint, queryKeys } from './call';
import { HANDLER_NOT_DEFINED } from '../meta/handlerNotDefined';
import {
  LOOKUP_PAGE_SIZE,
  MAX_LOADED_PAGES,
  toOptions,
  type LoadedPage,
  type LookupItem,
  type LookupKey,
  type LookupLoader,
  type LookupOption,
  type LookupQuery,
} from '../widgets/LookupSelect/lookupWindow';

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

type LookupEndpoint = (typeof lookupsApi)[keyof typeof lookupsApi];
const LOOKUPS: readonly LookupEndpoint[] = Object.values(lookupsApi);

/**
 * The contract's lookup at a metadata field's path (lookupDataSource.path). Every lookup a field
 * can name is declared in the lookups family; a path that is not is a mistake of the metadata.
 */
function lookupAt(path: string): LookupEndpoint {
  const endpoint = LOOKUPS.find((lookup) => lookup.path === path);
  if (!endpoint) throw new Error(`No lookup is declared at ${path} (contract/src/lookups/api.ts)`);
  return endpoint;
}

/** One page of the lookup at `path`, through its descriptor. */
export async function fetchLookupPage(
  path: string,
  query: Partial<LookupQuery>,
  signal?: AbortSignal,
): Promise<LookupPage<LookupItem>> {
  const endpoint = lookupAt(path);
  // The key's type (an id, a time zone's value) is the field's: the metadata pairs them.
  const args = { query } as ArgsOf<LookupEndpoint>;
  return callEndpoint(endpoint, args, { signal });
}

const serverLoader =
  (path: string): LookupLoader =>
  (query, signal) =>
    fetchLookupPage(path, query, signal);

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

  const lookupKey = queryKeys.family(lookupsFamily.name);
  const all = useQuery({
    queryKey: [...lookupKey, source.path, 'all', currentAccountId],
    queryFn: ({ signal }) => fetchLookupPage(source.path, { currentAccountId }, signal),
    enabled: enabled && simple,
  });

  const paged = useInfiniteQuery({
    queryKey: [
      ...lookupKey,
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
