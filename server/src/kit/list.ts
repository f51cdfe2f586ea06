import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { CSV_FORMAT, totalPagesOf, type ListSpec, type SortOrder } from '@console/contract/kit';
import type { Queryable } from '../db/client.ts';
import { plainRowsReader } from '../db/plain-rows.ts';
import { containsPattern } from '../db/patterns.ts';

/**
 * One builder for every paged list (DESIGN.md): the family says what a row is, which rows match
 * and how to count them; the builder sorts (with a stable tie-break), pages, and answers either a
 * page or, for `format=csv`, every matching row in batches (csv.ts streams them).
 */

/**
 * A column or expression a list sorts by. `nullable` sorts have nulls last ascending, first
 * descending (PostgreSQL's default), or last in both orders with `nullsLast` (a column where null
 * means "never", such as a customer's last scan); the index must say the same.
 */
export interface SortKey {
  column: AnyColumn | SQL;
  nullable?: boolean;
  nullsLast?: boolean;
}

export interface Count {
  total: number;
  /** The total stopped at a cap (a broad search): there are more. */
  capped?: boolean;
}

/** The keyset of the last row read: its sort value and tie-break, as the database writes them. */
const CURSOR = { sort: '__cursorSort', tie: '__cursorTie' } as const;
type CursorFields = Record<(typeof CURSOR)[keyof typeof CURSOR], SQL<string | null>>;

export interface ListSource<Row, Item> {
  /**
   * The rows' select with its joins, before where, order and paging. It must spread `extra` into its
   * fields: the builder adds the cursor of a CSV export's batches there.
   */
  select(extra: CursorFields | Record<string, never>): PgSelect;
  /** Which rows match: the tenant and every filter. */
  where: SQL | undefined;
  /** Each sort field's key; the list's spec names the fields. */
  sorts: Record<string, SortKey>;
  /** The unique column that breaks ties, so pages never overlap or skip. */
  tieBreak: AnyColumn;
  count(): Promise<Count>;
  toItem(row: Row): Item;
  /** What a page adds to its items from elsewhere (their product issues, say); not in CSV. */
  enrich?(items: Item[]): Promise<Item[]>;
  /**
   * Each CSV column is the row's field of the same name, as toItem passes it on (or only retyped, a
   * Date as its ISO text): then PostgreSQL writes the CSV itself (csv-copy.ts), several times
   * faster. A list of a million rows says so; the tests compare its file with the one csv.ts writes.
   */
  csvOfRow?: boolean;
}

/**
 * A toItem that answers only the item's fields of a row, named once: a CSV batch's rows also carry
 * the cursor columns the builder adds (ListSource.select), and an item that spreads its row would
 * carry them along.
 */
export const itemFields =
  <Item, Field extends keyof Item>(...fields: readonly Field[]) =>
  (row: Item): Pick<Item, Field> =>
    Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<Item, Field>;

/** The list's page and sort as its query names them, read with the spec's defaults. */
export interface ListRequest {
  page: number;
  pageSize: number;
  sortField: string | undefined;
  order: SortOrder;
  csv: boolean;
}

export function listRequestOf(spec: ListSpec, query: Record<string, unknown>): ListRequest {
  const { names } = spec;
  const sortField = query[names.sortField] as string | undefined;
  return {
    page: (query[names.page] as number | undefined) ?? 1,
    pageSize: (query[names.pageSize] as number | undefined) ?? spec.defaultPageSize,
    sortField: sortField ?? spec.defaultSort?.field,
    order:
      (query[names.order] as SortOrder | undefined) ??
      (sortField ? 'asc' : (spec.defaultSort?.order ?? 'asc')),
    csv: query.format === CSV_FORMAT,
  };
}

function orderOf(source: ListSource<unknown, unknown>, request: ListRequest, fallback: SortKey): SQL[] {
  const key = (request.sortField && source.sorts[request.sortField]) || fallback;
  const direction = request.order === 'desc' ? desc : asc;
  const sorted = key.nullsLast ? sql`${direction(key.column)} nulls last` : direction(key.column);
  // The tie-break goes the same way, so one index on (sort, tie-break) serves both.
  return [sorted, direction(source.tieBreak)];
}

export interface ListPageAnswer<Item> {
  items: Item[];
  total: number;
  totalPages: number;
  page: number;
  totalCapped?: boolean;
}

/** One page of the list, with its total. */
export async function listPage<Row, Item>(
  source: ListSource<Row, Item>,
  spec: ListSpec,
  request: ListRequest,
): Promise<ListPageAnswer<Item>> {
  const { page, pageSize } = request;
  const [rows, counted] = await Promise.all([
    source
      .select({})
      .where(source.where)
      .orderBy(...orderOf(source, request, { column: source.tieBreak }))
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<Row[]>,
    source.count(),
  ]);
  const items = rows.map((row) => source.toItem(row));
  return {
    items: source.enrich ? await source.enrich(items) : items,
    total: counted.total,
    totalPages: totalPagesOf(counted.total, pageSize),
    page,
    ...(spec.capped ? { totalCapped: counted.capped ?? false } : {}),
  };
}

/**
 * Rows a CSV export reads at a time. Measured on 1,000,000 accounts (npm run bench): a batch of
 * 1000 is as quick as larger ones and its rows die young, so the process grew about 30 MB; with
 * 5000 they outlived the young generation's collections and it grew about 140 MB.
 */
export const CSV_BATCH_ROWS = 1000;

/**
 * Every matching row, in the list's order, a batch at a time. Each batch is its own short query that
 * continues after the last row read (keyset paging), so an export of a million rows neither holds a
 * transaction open nor slows down as it goes, as OFFSET would.
 */
export async function* allRows<Row, Item>(
  source: ListSource<Row, Item>,
  request: ListRequest,
  batchRows = CSV_BATCH_ROWS,
): AsyncGenerator<Item[]> {
  const key = (request.sortField && source.sorts[request.sortField]) || { column: source.tieBreak };
  const cursorFields: CursorFields = {
    [CURSOR.sort]: sql<string | null>`(${key.column})::text`,
    [CURSOR.tie]: sql<string>`(${source.tieBreak})::text`,
  };
  const order = orderOf(source, request, key);
  // Every batch selects the same fields, so one reader decodes them all (plain-rows.ts).
  const readRows = plainRowsReader(source.select(cursorFields));
  for (const run of runsOf(key, source.tieBreak, request.order === 'desc')) {
    let after: SQL | undefined;
    for (;;) {
      const rows = (await readRows(
        source
          .select(cursorFields)
          .where(and(source.where, run.where, after))
          .orderBy(...order)
          .limit(batchRows),
      )) as (Row & Record<string, string | null>)[];
      if (rows.length > 0) yield rows.map((row) => source.toItem(row));
      if (rows.length < batchRows) break;
      const last = rows[rows.length - 1] as Record<string, string | null>;
      after = run.after(last[CURSOR.sort] ?? null, last[CURSOR.tie] as string);
    }
  }
}

/** Every matching row in the list's order, in one statement: what COPY writes out (csv-copy.ts). */
export const orderedRows = <Row, Item>(source: ListSource<Row, Item>, request: ListRequest): PgSelect =>
  source
    .select({})
    .where(source.where)
    .orderBy(...orderOf(source, request, { column: source.tieBreak }));

/** One stretch of a list's order that keyset paging walks on one index range. */
interface Run {
  where: SQL | undefined;
  /** The rows of the run after (sortValue, tie), in the list's order. */
  after(value: string | null, tie: string): SQL;
}

/**
 * The runs of a list's order, one after the other: the rows with a sort value, then (or first) those
 * without one, where the key is nullable. Each batch stays within one run, so its condition is an
 * index range: one condition for both, `(key, tie) > (v, t) or key is null`, cannot be, and each
 * batch read the index from its start (a million devices by last seen: 15,900 rows/s so, 91,000-99,000
 * with the runs). PostgreSQL sorts nulls last ascending and first descending, unless the key puts them
 * last in both. The values are the database's own text of them, so a timestamp keeps its
 * microseconds (a JavaScript Date would round them off and skip rows).
 */
function runsOf(key: SortKey, tieBreak: AnyColumn, descending: boolean): Run[] {
  const beyond = descending ? sql`<` : sql`>`;
  const valued: Run = {
    where: key.nullable ? sql`${key.column} is not null` : undefined,
    after: (value, tie) => sql`(${key.column}, ${tieBreak}) ${beyond} (${value}, ${tie})`,
  };
  if (!key.nullable) return [valued];
  const nulls: Run = {
    where: sql`${key.column} is null`,
    after: (_value, tie) => sql`${tieBreak} ${beyond} ${tie}`,
  };
  return key.nullsLast || !descending ? [valued, nulls] : [nulls, valued];
}

/** Contains-match of a text filter on any of the columns, its wildcards taken literally. */
export function containsAny(text: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The exact number of rows of `table` that match. */
export async function exactCount(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  /** The joins `where` needs beyond `table`. */
  joined: (rows: PgSelect) => PgSelect = (rows) => rows,
): Promise<Count> {
  const [row] = (await joined(db.select({ total: count() }).from(table).$dynamic()).where(where)) as {
    total: number;
  }[];
  return { total: row?.total ?? 0 };
}

/**
 * The matching rows counted up to `cap`: counting every match of a broad search costs more than
 * the page it is for, and no one pages through a thousand results.
 */
export async function cappedCount(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
  /** The joins `where` needs beyond `table`. */
  joined: (rows: PgSelect) => PgSelect = (rows) => rows,
): Promise<Count> {
  const matches = joined(
    db
      .select({ one: sql`1` })
      .from(table)
      .$dynamic(),
  )
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
