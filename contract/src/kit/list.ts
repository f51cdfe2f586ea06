import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { ui } from '../annotations.ts';
import { INT4_MAX } from './integers.ts';

/**
 * Paged lists (DESIGN.md): page from 1, a page size from a fixed set, one sort field and order, a
 * text filter and any filters of the list's own, answered as `{items, total, totalPages, page}`.
 * Each list keeps the spec's own parameter names (Filter/Page/PageSize for settings users,
 * TextFilter for the collector); the web keeps the same names in the address, so a list's URL reads
 * like its call. Every list also answers `format=csv`: all its rows, filtered and sorted the same.
 */

/** The parameter names of a list's query. */
export interface ListNames {
  page: string;
  pageSize: string;
  textFilter: string;
  sortField: string;
  order: string;
}

export const DEFAULT_LIST_NAMES = {
  page: 'page',
  pageSize: 'pageSize',
  textFilter: 'textFilter',
  sortField: 'sortField',
  order: 'order',
} as const satisfies ListNames;

/** Page sizes of console-core §9: the common set, the largest 400. */
export const LIST_PAGE_SIZES = [10, 20, 100, 200, 300, 400] as const;
/** The spec's largest page: no list answers more rows a page, whatever sizes it offers. */
export const LIST_MAX_PAGE_SIZE = 400;
export const LIST_DEFAULT_PAGE_SIZE = 10;
/** The product families' lists open at 20 rows a page (product-families §9: default page size 20). */
export const PRODUCT_LIST_PAGE_SIZE = 20;

export type SortOrder = 'asc' | 'desc';

export const SORT_ORDER_TITLES: Readonly<Record<SortOrder, string>> = {
  asc: 'Ascending',
  desc: 'Descending',
};

/** The query value that asks a list for CSV instead of a page. */
export const CSV_FORMAT = 'csv';

export interface ListColumn {
  /** The item's property. */
  field: string;
  /** The caption of the table column and the CSV header. */
  caption: string;
  /** How its CSV cell is written, read from the item's schema (a list's columns always say). */
  kind?: CsvKind;
}

/**
 * What a CSV cell holds, by the item property's schema: Yes or No, a whole number, an instant (ISO
 * 8601 in UTC), text (a formula-like start escaped), or something else (JSON, a fraction), which
 * only the server's own CSV writer formats.
 */
export type CsvKind = 'boolean' | 'integer' | 'instant' | 'text' | 'other';

/** The CSV kind of an item property's schema; a nullable property is its value's kind. */
export function csvKindOf(schema: TSchema | undefined): CsvKind {
  if (!schema) return 'other';
  const { type, format, anyOf } = schema as { type?: unknown; format?: unknown; anyOf?: TSchema[] };
  if (anyOf) {
    const kinds = new Set(
      anyOf.filter((member) => (member as { type?: unknown }).type !== 'null').map(csvKindOf),
    );
    return kinds.size === 1 ? ([...kinds][0] as CsvKind) : 'other';
  }
  if (type === 'boolean' || type === 'integer') return type;
  if (type === 'string') return format === 'date-time' ? 'instant' : 'text';
  const { enum: members, const: only } = schema as { enum?: unknown[]; const?: unknown };
  const values = members ?? (only === undefined ? [] : [only]);
  return values.length > 0 && values.every((value) => typeof value === 'string') ? 'text' : 'other';
}

/** What the server's list builder and the web's list page both read of a list. */
export interface ListSpec {
  names: ListNames;
  pageSizes: readonly number[];
  defaultPageSize: number;
  sortFields: readonly string[];
  defaultSort?: { field: string; order: SortOrder };
  /** The list's own filters by query name, with their schemas (the address parses by them). */
  filters: Readonly<Record<string, TSchema>>;
  /** The columns of the CSV, in order; the web's table takes their captions. */
  columns: readonly ListColumn[];
  /** The CSV's file name, without the date and extension the server adds. */
  fileName: string;
  /** Whether `total` may stop at a cap (a broad text search), said by `totalCapped`. */
  capped: boolean;
}

/**
 * A text filter counts its matches only up to this many (a `capped` list): counting every match of a
 * broad term in a million rows costs more than the page itself, and no one pages through a
 * thousand results.
 */
export const TEXT_FILTER_COUNT_CAP = 1000;

type NamesOf<N extends Partial<ListNames>> = {
  [K in keyof ListNames]: N[K] extends string ? N[K] : (typeof DEFAULT_LIST_NAMES)[K];
};

type ListQueryOf<N extends ListNames, Sort extends string, F extends TProperties> = {
  [K in N['page'] | N['pageSize']]?: number;
} & { [K in N['textFilter']]?: string } & { [K in N['sortField']]?: Sort } & {
  [K in N['order']]?: SortOrder;
} & { format?: typeof CSV_FORMAT } & Static<TObject<F>>;

export interface PageOf<Item> {
  items: Item[];
  total: number;
  totalPages: number;
  page: number;
}

type PageAnswer<Item, Capped extends boolean> = PageOf<Item> &
  (Capped extends true ? { totalCapped: boolean } : unknown);

export interface PagedListOptions<
  Item extends TObject,
  N extends Partial<ListNames>,
  Sort extends string,
  F extends TProperties,
  Capped extends boolean,
> {
  /** A row of the list. */
  item: Item;
  names?: N;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  sortFields?: readonly Sort[];
  defaultSort?: { field: NoInfer<Sort>; order: SortOrder };
  /** What the text filter matches, for the API document; false: the list has none. */
  textFilter?: string | false;
  filters?: F;
  /** The CSV's columns by item property, in order, with their captions. */
  columns: Partial<Record<keyof Static<Item> & string, string>>;
  fileName: string;
  capped?: Capped;
}

export interface PagedList<Query, Answer> {
  /** The query schema: validated by the server, typed for the web. */
  query: TUnsafe<Query>;
  /** The answer schema. */
  response: TUnsafe<Answer>;
  spec: ListSpec;
}

/** A paged list's query and answer schemas and its spec, from the list's own choices. */
export function pagedList<
  Item extends TObject,
  const N extends Partial<ListNames> = object,
  const Sort extends string = never,
  const F extends TProperties = Record<never, never>,
  const Capped extends boolean = false,
>(
  options: PagedListOptions<Item, N, Sort, F, Capped>,
): PagedList<ListQueryOf<NamesOf<N>, Sort, F>, PageAnswer<Static<Item>, Capped>> {
  const names: ListNames = { ...DEFAULT_LIST_NAMES, ...options.names };
  const pageSizes = options.pageSizes ?? LIST_PAGE_SIZES;
  const defaultPageSize = options.defaultPageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const sortFields = options.sortFields ?? [];
  const largest = Math.max(...pageSizes);
  if (largest > LIST_MAX_PAGE_SIZE) {
    throw new Error(`A list's pages hold at most ${LIST_MAX_PAGE_SIZE} rows, not ${largest}`);
  }
  const properties: TProperties = {
    [names.page]: Type.Optional(
      Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 1, description: 'From 1' }),
    ),
    [names.pageSize]: Type.Optional(
      Type.Integer({ minimum: 1, maximum: largest, default: defaultPageSize, description: 'Rows a page' }),
    ),
  };
  if (options.textFilter !== false) {
    properties[names.textFilter] = Type.Optional(
      Type.String({
        title: 'Search',
        maxLength: 200,
        description: options.textFilter ?? 'Part of the text of a row',
      }),
    );
  }
  const columnTitles = options.columns as Record<string, string>;
  if (sortFields.length > 0) {
    // The words a person reads for them (a scheduled report's sort is picked in a form): the columns'.
    const sortTitles = Object.fromEntries(sortFields.map((field) => [field, columnTitles[field] ?? field]));
    properties[names.sortField] = Type.Optional(
      Type.Enum([...sortFields], ui({ title: 'Sort by' }, { optionTitles: sortTitles })),
    );
    properties[names.order] = Type.Optional(
      Type.Enum(['asc', 'desc'], ui({ title: 'Order' }, { optionTitles: SORT_ORDER_TITLES })),
    );
  }
  Object.assign(properties, options.filters);
  properties.format = Type.Optional(
    Type.Literal(CSV_FORMAT, { description: 'csv: every matching row as a CSV file instead of a page' }),
  );
  const pageProperties: TProperties = {
    items: Type.Array(options.item),
    total: Type.Integer(),
    totalPages: Type.Integer(),
    page: Type.Integer(),
  };
  if (options.capped) pageProperties.totalCapped = Type.Boolean();
  const columns = Object.entries(columnTitles).map(([field, caption]) => ({
    field,
    caption,
    kind: csvKindOf(options.item.properties[field]),
  }));
  return {
    query: Type.Unsafe(Type.Object(properties)),
    response: Type.Unsafe(Type.Object(pageProperties)),
    spec: {
      names,
      pageSizes,
      defaultPageSize,
      sortFields,
      ...(options.defaultSort ? { defaultSort: options.defaultSort } : {}),
      filters: options.filters ?? {},
      columns,
      fileName: options.fileName,
      capped: options.capped ?? false,
    },
  };
}

/** The arithmetic every list shares: the pages a total fills (none for an empty list). */
export const totalPagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
