import type { LookupDataSource, LookupPage } from '@console/contract/metadata';

// The paging rules of a lookup (console-core §9) as pure functions: pages of 100, the next page
// when the list is scrolled within 100px of its bottom, the previous one within 100px of its top.

export const LOOKUP_PAGE_SIZE = 100;
export const SCROLL_THRESHOLD_PX = 100;
/**
 * At most this many pages are kept loaded. Scrolling down past the window drops its first page and
 * scrolling up drops its last, so a long list stays cheap to render however far the user goes.
 */
export const MAX_LOADED_PAGES = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export type LookupItem = Record<string, unknown>;
export type LookupKey = string | number;

/** The query a lookup path answers (console-core §7 Metadata and lookups). */
export interface LookupQuery {
  page: number;
  pageSize: number;
  textFilter: string;
  /** The selected key(s), which the server includes in its answer whatever page they are on. */
  selectedId: LookupKey | LookupKey[] | undefined;
  currentAccountId: LookupKey | undefined;
}

/**
 * Fetches one page of a lookup: the server's path by default, the caller's for handlerType Custom.
 * `cacheKey` names what a caller's loader does to the server's answer, so its pages are cached
 * apart from the plain answer of the same path.
 */
export type LookupLoader = ((query: LookupQuery, signal: AbortSignal) => Promise<LookupPage<LookupItem>>) & {
  cacheKey?: string;
};

export interface ScrollPosition {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export type ScrollDirection = 'next' | 'previous';

/** Which neighbouring page the scroll position asks for, if any. */
export function pageToLoad({
  scrollTop,
  scrollHeight,
  clientHeight,
}: ScrollPosition): ScrollDirection | undefined {
  if (scrollHeight - scrollTop - clientHeight <= SCROLL_THRESHOLD_PX) return 'next';
  if (scrollTop <= SCROLL_THRESHOLD_PX) return 'previous';
  return undefined;
}

export interface LoadedPage {
  page: number;
  itemCount: number;
}

/**
 * How many rows appeared (positive) or disappeared (negative) above the rows the user was looking at
 * when the window moved from `before` to `after`: a page prepended or dropped at the top. The list
 * scrolls by that many rows so what the user sees stays put. Windows sharing no page (a new search)
 * are unrelated: the list starts afresh.
 */
export function rowsShiftedAbove(before: readonly LoadedPage[], after: readonly LoadedPage[]): number {
  const firstBefore = before[0]?.page;
  const firstAfter = after[0]?.page;
  if (firstBefore === undefined || firstAfter === undefined || firstBefore === firstAfter) return 0;
  if (!before.some(({ page }) => after.some((loaded) => loaded.page === page))) return 0;
  const rowsBefore = (pages: readonly LoadedPage[], page: number) =>
    pages.filter((loaded) => loaded.page < page).reduce((sum, loaded) => sum + loaded.itemCount, 0);
  return firstAfter < firstBefore ? rowsBefore(after, firstBefore) : -rowsBefore(before, firstAfter);
}

export interface LookupOption {
  value: LookupKey;
  label: string;
}

/** Items as select options keyed by lookupKey and captioned by lookupCaption; a repeated key is listed once. */
export function toOptions(items: readonly LookupItem[], source: LookupDataSource): LookupOption[] {
  const seen = new Set<LookupKey>();
  const options: LookupOption[] = [];
  for (const item of items) {
    const value = item[source.lookupKey];
    if ((typeof value !== 'string' && typeof value !== 'number') || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: String(item[source.lookupCaption] ?? value) });
  }
  return options;
}
