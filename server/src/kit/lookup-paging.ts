import { LOOKUP_PAGE_SIZE } from '@console/contract/lookups/api';
import type { LookupPage } from '@console/contract/metadata';
import { totalPagesOf } from '@console/contract/kit';

export interface LookupRequest<Key> {
  page?: number;
  pageSize?: number;
  textFilter?: string;
  selectedId?: Key[];
}

/**
 * Where a lookup's items come from. A database source filters, counts and pages in SQL; a constant
 * list pages in memory (memorySource).
 */
export interface LookupSource<Item, Key> {
  /** The items matching the filter (blank: all), one page of them, and how many match. */
  page(filter: {
    textFilter: string;
    offset: number;
    limit: number;
  }): Promise<{ items: Item[]; total: number }>;
  /** The item with this key, whatever the filter; undefined when there is none. */
  byKey(key: Key): Promise<Item | undefined>;
  keyOf(item: Item): Key;
}

/**
 * One page of a lookup. The selected items are always in the first page's answer, put before the
 * page's items when they are not among them (it sits on a later page, or the filter leaves it out), so
 * the field can show its current value's caption; later pages are the plain pages, and the client
 * keeps one entry per key.
 */
export async function lookupPage<Item, Key>(
  source: LookupSource<Item, Key>,
  request: LookupRequest<Key>,
): Promise<LookupPage<Item>> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? LOOKUP_PAGE_SIZE;
  const textFilter = request.textFilter?.trim() ?? '';
  const { items, total } = await source.page({ textFilter, offset: (page - 1) * pageSize, limit: pageSize });
  const selectedIds = request.selectedId ?? [];
  const onPage = new Set(items.map((item) => source.keyOf(item)));
  const missing = page === 1 ? selectedIds.filter((key) => !onPage.has(key)) : [];
  const selected = (await Promise.all(missing.map((key) => source.byKey(key)))).filter(
    (item): item is Awaited<Item> & Item => item !== undefined,
  );
  return {
    data: { items: [...selected, ...items], page, totalPages: totalPagesOf(total, pageSize) },
  };
}

/** A lookup over a list already in memory; the filter matches the item's text case-insensitively. */
export function memorySource<Item, Key>(
  list: readonly Item[],
  keyOf: (item: Item) => Key,
  textOf: (item: Item) => string,
): LookupSource<Item, Key> {
  return {
    keyOf,
    async page({ textFilter, offset, limit }) {
      const needle = textFilter.toLowerCase();
      const matching = needle ? list.filter((item) => textOf(item).toLowerCase().includes(needle)) : list;
      return { items: matching.slice(offset, offset + limit), total: matching.length };
    },
    async byKey(key) {
      return list.find((item) => keyOf(item) === key);
    },
  };
}
