import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, type PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ListColumn } from '@console/contract/kit';
import type { Database } from '../db/client.ts';
import { testDatabase } from '../testing/database.ts';
import {
  copyCsv,
  copyStatement,
  COPIES_AT_ONCE,
  CrlfRecords,
  UnwritableValue,
  withValuesWritten,
} from './csv-copy.ts';
import { readyCsvStream } from './csv.ts';
import { allRows, orderedRows, type ListRequest, type ListSource } from './list.ts';

describe('a query with its values written in (COPY takes no parameters)', () => {
  it('writes each value as a quoted literal, its quotes doubled', () => {
    expect(withValuesWritten('select $1, $2, $3', ["O'Brien", 5, null])).toBe(
      "select E'O''Brien', E'5', null",
    );
  });

  it('writes dates as ISO instants, booleans and arrays as PostgreSQL reads them', () => {
    expect(
      withValuesWritten('$1 $2 $3', [new Date('2026-11-29T08:00:00.000Z'), true, ['a"b', 'c\\d', null]]),
    ).toBe(String.raw`E'2026-11-29T08:00:00.000Z' E'true' E'{"a\\"b","c\\\\d",NULL}'`);
  });

  it('leaves a $ inside a literal or a quoted name alone, and finds $10 whole', () => {
    const params = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(withValuesWritten(`select '$1', "$2", $10, $1`, params)).toBe(`select '$1', "$2", E'10', E'1'`);
  });

  it('refuses what it cannot write safely: a NUL, a value that is no number, a missing value', () => {
    expect(() => withValuesWritten('$1', ['a\0b'])).toThrow(UnwritableValue);
    expect(() => withValuesWritten('$1', [Number.NaN])).toThrow(UnwritableValue);
    expect(() => withValuesWritten('$1', [{ an: 'object' }])).toThrow(UnwritableValue);
    expect(() => withValuesWritten('$2', [1])).toThrow(/\$2/);
  });
});

describe('record ends as CRLF', () => {
  const through = async (chunks: string[]) => {
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(new CrlfRecords())) {
      out.push(chunk as Buffer);
    }
    return Buffer.concat(out).toString();
  };

  it('ends every record with CRLF and keeps a line break inside a quoted field as it is', async () => {
    expect(await through(['a,b\nc,"line\none"\n'])).toBe('a,b\r\nc,"line\none"\r\n');
  });

  it('follows the quotes across chunks, doubled quotes included', async () => {
    expect(await through(['x,"say ""hi', '""\nstill"\n', 'y\n'])).toBe('x,"say ""hi""\nstill"\r\ny\r\n');
  });
});

/** A table of every kind of CSV cell, made for this file and dropped after it. */
const things = pgTable('csv_copy_test', {
  id: serial('id').primaryKey(),
  name: text('name'),
  flag: boolean('flag'),
  count: integer('count'),
  at: timestamp('at', { withTimezone: true }),
});

const columns: ListColumn[] = [
  { field: 'id', caption: 'ID', kind: 'integer' },
  { field: 'name', caption: 'Name, "quoted"', kind: 'text' },
  { field: 'flag', caption: 'Flag', kind: 'boolean' },
  { field: 'count', caption: 'Count', kind: 'integer' },
  { field: 'at', caption: 'At', kind: 'instant' },
];

/** Names a CSV writer can get wrong: formula starts, separators, quotes, line breaks, nothing. */
const NAMES = [
  null,
  '',
  '=1+2',
  '+plus',
  '-5',
  '@at',
  '\ttab',
  '\rreturn',
  'a,b',
  'say "hi"',
  'line\nbreak',
  'crlf\r\ninside',
  "O'Brien",
  'ünïcödé ✓',
  ' padded ',
  '\\.',
  'plain',
];

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`drop table if exists csv_copy_test`);
  await database.db.execute(
    sql`create table csv_copy_test (id serial primary key, name text, flag boolean, count integer, at timestamptz)`,
  );
  await database.db.insert(things).values(
    NAMES.map((name, i) => ({
      name,
      flag: [true, false, null][i % 3] ?? null,
      count: [0, -7, 2_147_483_647, null][i % 4] ?? null,
      at: i % 5 === 4 ? null : new Date(Date.UTC(1999 + i, i % 12, 1 + i, i, 2 * i, 3 * i, 17 * i)),
    })),
  );
  // Microseconds, which a Date drops: both writers must cut them the same way.
  await database.db.execute(sql`update csv_copy_test set at = '2026-11-29 08:49:26.987654+05' where id = 1`);
});

afterAll(async () => {
  await database.db.execute(sql`drop table if exists csv_copy_test`);
});

const request = (order: 'asc' | 'desc' = 'asc'): ListRequest => ({
  page: 1,
  pageSize: 10,
  sortField: 'name',
  order,
  csv: true,
});

/** The row of every source here, whose fields are the CSV's columns. */
const thingFields = {
  id: things.id,
  name: things.name,
  flag: things.flag,
  count: things.count,
  at: things.at,
};

function sourceOf(db: Database['db'], where = sql`true`): ListSource<never, unknown> {
  return {
    select: (extra) =>
      db
        .select({ ...thingFields, ...extra })
        .from(things)
        .$dynamic() as PgSelect,
    where,
    sorts: { name: { column: things.name, nullable: true } },
    tieBreak: things.id,
    count: async () => ({ total: 0 }),
    toItem: (row) => row,
    csvOfRow: true,
  };
}

/** Each row of the table twenty thousand times: far more than COPY's first chunk. */
const manyRowsSource = (): ListSource<never, unknown> => ({
  ...sourceOf(database.db),
  select: (extra) =>
    database.db
      .select({ ...thingFields, ...extra })
      .from(things)
      .innerJoin(sql`generate_series(1, 20000)`, sql`true`)
      .$dynamic() as PgSelect,
});

/** The pool of long work, whose connections COPY takes. */
const longPool = () => (database.long.db as unknown as { $client: pg.Pool }).$client;

const textOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer | string));
  return Buffer.concat(chunks).toString();
};

const writtenByTheKit = (source: ListSource<never, unknown>, order: 'asc' | 'desc') =>
  readyCsvStream(columns, allRows(source, request(order), 4)).then(textOf);

const copied = (source: ListSource<never, unknown>, order: 'asc' | 'desc' = 'asc') =>
  copyCsv(database.long.db, columns, orderedRows(source, request(order)));

const writtenByCopy = async (source: ListSource<never, unknown>, order: 'asc' | 'desc') => {
  const stream = await copied(source, order);
  if (!stream) throw new Error('COPY did not run');
  return textOf(stream);
};

describe('the COPY statement', () => {
  const selectWith = (count: ReturnType<typeof sql>) =>
    database.db
      .select({ ...thingFields, count })
      .from(things)
      .$dynamic() as PgSelect;

  it("formats each cell over the row's field by position, so an expression runs once", () => {
    const statement = copyStatement(columns, selectWith(sql`(select 42)`));
    expect(statement).toContain('as q(c0, c1, c2, c3, c4)) to stdout with (format csv)');
    expect(statement.split('(select 42)')).toHaveLength(2);
  });

  it("refuses a CSV column that is not a field of the list's row", () => {
    expect(() =>
      copyStatement([...columns, { field: 'missing', caption: 'Missing', kind: 'text' }], selectWith(sql`1`)),
    ).toThrow(/missing/);
  });
});

describe('a CSV written by COPY', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)('is not written on PGlite: the kit writes it there', async () => {
    const source = sourceOf(database.db);
    expect(await copied(source)).toBe(undefined);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    it('is the file the kit writes, byte for byte, in either order', async () => {
      const source = sourceOf(database.db);
      for (const order of ['asc', 'desc'] as const) {
        expect(await writtenByCopy(source, order)).toBe(await writtenByTheKit(source, order));
      }
      // What both wrote, so that the comparison is not of two wrong files.
      const file = await writtenByCopy(source, 'asc');
      expect(file.split('\r\n')[0]).toBe('ID,"Name, ""quoted""",Flag,Count,At');
      expect(file).toContain(`,'=1+2,`);
      expect(file).toContain(`,"say ""hi""",`);
      expect(file).toContain(`,"line\nbreak",`);
      expect(file).toContain(',2026-11-29T03:49:26.987Z');
    });

    it('filters by the values of the query written in, as the kit does', async () => {
      const where = and(
        or(isNull(things.name), and(ne(things.name, "O'Brien"), ne(things.name, '\\.'))),
        inArray(things.id, [1, 2, 3, 4, 5, 11, 12, 13, 14, 16]),
        or(isNull(things.at), gte(things.at, new Date('2000-01-01T00:00:00Z'))),
      ) as ReturnType<typeof sql>;
      const source = sourceOf(database.db, where);
      const file = await writtenByCopy(source, 'asc');
      expect(file).toBe(await writtenByTheKit(source, 'asc'));
      expect(file.split('\r\n').length).toBeGreaterThan(3);
      expect(file).not.toContain('Brien');
      expect(file).not.toContain('\\.');
    });

    it('leaves a query with a value it cannot write in to the kit', async () => {
      const source = sourceOf(database.db, ne(things.name, 'a\0b') as ReturnType<typeof sql>);
      expect(await copied(source)).toBe(undefined);
    });

    it('fails before any byte when PostgreSQL refuses the query, and gives its connection back', async () => {
      const source: ListSource<never, unknown> = {
        ...sourceOf(database.db),
        select: (extra) =>
          database.db
            .select({
              id: things.id,
              name: things.name,
              flag: things.flag,
              count: sql`1 / 0`,
              at: things.at,
              ...extra,
            })
            .from(things)
            .$dynamic() as PgSelect,
      };
      await expect(writtenByCopy(source, 'asc')).rejects.toThrow(/division by zero/);
      const pool = longPool();
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0));
    });

    it(`runs ${COPIES_AT_ONCE} at once: beyond them the kit writes the file, until one ends`, async () => {
      const held = await Promise.all(Array.from({ length: COPIES_AT_ONCE }, () => copied(manyRowsSource())));
      expect(held.every(Boolean)).toBe(true);
      expect(await copied(sourceOf(database.db))).toBe(undefined);
      const [first, ...others] = held;
      first?.destroy();
      const pool = longPool();
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(COPIES_AT_ONCE - 1));
      const next = await copied(sourceOf(database.db));
      expect(next).toBeDefined();
      await textOf(next as Readable);
      for (const stream of others) stream?.destroy();
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0));
    });

    it('gives its connection back when the download stops halfway', async () => {
      const source = manyRowsSource();
      const stream = await copied(source);
      const pool = longPool();
      expect(pool.totalCount - pool.idleCount).toBe(1);
      stream?.destroy();
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0));
    });
  });
});
