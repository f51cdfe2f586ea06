import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { ArgsOf, Endpoint, ListSpec, PageOf, ParamsOf } from '@console/contract/kit';
import type { CallOptions } from '../data/client';
import { downloadCsv } from '../data/call';
import { queryOf, readListState, writeListState, type ListState } from './listState';
import { useRememberedList } from './rememberedLists';
import { useEndpoint } from '../data/queries';
import { saveDownload } from '../data/saveDownload';

export interface UrlListOptions<E extends Endpoint> {
  /** The list call's path parameters (an account's id). */
  params?: ParamsOf<E>;
  /** Keeps a second list on the same page apart in the address. */
  prefix?: string;
  /** How the list's failures are reported (console-core §8: some lists only log them). */
  call?: Omit<CallOptions, 'signal'>;
  /**
   * Lists whose load failures are only logged (console-core §8): no notification, this line in the
   * console; the list itself still says it could not load (ListPage).
   */
  logFailuresAs?: string;
  /**
   * Filters the page itself fixes (a customer's locations): sent with every call and the export,
   * never in the address nor counted as the user's filtering.
   */
  fixedFilters?: Record<string, unknown>;
  /**
   * Reload the page shown every so many milliseconds (a work queue others change): the address
   * keeps the page, sort and filters, and the rows shown stay until the new ones arrive.
   */
  refetchInterval?: number;
  /**
   * Opened again without a query, the list takes back its last filters, sort and page of this tab's
   * session (kit/list/rememberedLists.ts): the reports, as console-core §4 asks.
   */
  remember?: boolean;
}

/**
 * A paged list whose page, size, sort, search and filters live in the address (reload and back
 * restore them), loaded through its contract call. What ListPage, a table and a toolbar need.
 */
export function useUrlList<E extends Endpoint>(endpoint: E, options: UrlListOptions<E> = {}) {
  const spec = endpoint.list as ListSpec;
  if (!spec) throw new Error(`${endpoint.method} ${endpoint.path} is not a paged list`);
  const { prefix = '', params } = options;
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => readListState(spec, search, prefix), [spec, search, prefix]);

  // The address as the last change left it. react-router hands setSearch's updater the parameters of
  // the last render, and renders a navigation in a transition, which typing may hold back: a filter
  // picked, then a search entered before that render, lost the filter. Each change builds on the
  // one before it, and a render that brings a new address (back, a link) replaces it.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback(
    (changes: Partial<ListState>) =>
      setSearch(
        () => {
          const current = latest.current;
          const next = writeListState(
            spec,
            { ...readListState(spec, current, prefix), ...changes },
            current,
            prefix,
          );
          latest.current = next;
          return next;
        },
        // The location's own state (where 'Back to list' returns) survives a change of the list.
        { state: location.state },
      ),
    [setSearch, spec, prefix, location.state],
  );

  // The list's own part of the address (its defaults are never written), kept and restored.
  const listPart = useMemo(
    () => writeListState(spec, state, new URLSearchParams(), prefix).toString(),
    [spec, state, prefix],
  );
  const restore = useCallback(
    (saved: string) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of new URLSearchParams(saved)) next.append(name, value);
      latest.current = next;
      setSearch(next, { replace: true, state: location.state });
    },
    [setSearch, location.state],
  );
  useRememberedList(options.remember ? `${endpoint.path}#${prefix}` : undefined, listPart, restore);

  const { fixedFilters } = options;
  const query = useMemo(() => ({ ...queryOf(spec, state), ...fixedFilters }), [spec, state, fixedFilters]);
  const args = { params, query } as unknown as ArgsOf<E>;
  const { logFailuresAs } = options;
  const call = logFailuresAs ? { ...options.call, handleErrors: false } : options.call;
  const result = useEndpoint(endpoint, args, {
    placeholderData: keepPreviousData,
    call,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
  useEffect(() => {
    if (logFailuresAs && result.error) console.error(logFailuresAs, result.error);
  }, [logFailuresAs, result.error]);
  const page = result.data as PageOf<unknown> | undefined;

  // A page that no longer exists (its last row was deleted, a filter narrowed the list) starts over.
  useEffect(() => {
    if (page && state.page > 1 && state.page > page.totalPages) update({ page: 1 });
  }, [page, state.page, update]);

  /**
   * The list's query as the address holds it after the last change, which a render may not have
   * shown yet (a filter picked just before): what an export takes, so the file is what was asked.
   */
  const addressedQuery = useCallback(
    () => ({ ...queryOf(spec, readListState(spec, latest.current, prefix)), ...fixedFilters }),
    [spec, prefix, fixedFilters],
  );

  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      // Every row that matches: the query of the address as the last change left it (a filter
      // picked just before may not have rendered yet), without its page.
      const paging = [spec.names.page, spec.names.pageSize];
      const filters = Object.fromEntries(
        Object.entries(addressedQuery()).filter(([name]) => !paging.includes(name)),
      );
      const file = await downloadCsv(endpoint, { params, query: filters } as unknown as ArgsOf<E>, {
        forbidden: 'notify',
      });
      saveDownload(file, `${spec.fileName}.csv`);
    } catch {
      // The error catalogue has told the user why.
    } finally {
      setExporting(false);
    }
  }, [endpoint, params, spec, addressedQuery]);

  return { endpoint, spec, state, update, query, addressedQuery, result, exportCsv, exporting };
}

/**
 * Any list, as ListPage takes it: its answer typed only as far as every list shares it (ListPage
 * reads the page through its own item type).
 */
export type UrlList = Omit<ReturnType<typeof useUrlList<Endpoint>>, 'result'> & {
  result: UseQueryResult<unknown>;
};
