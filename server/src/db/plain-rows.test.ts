import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  alias,
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  type PgSelect,
} from 'drizzle-orm/pg-core';
import type { Database, Queryable } from './client.ts';
import { testDatabase } from '../testing/database.ts';
import { plainRowsReader } from './plain-rows.ts';

/** A table of every kind of value a list selects, made for this file and dropped after it. */
const things = pgTable('plain_rows_test', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  note: text('note'),
  flag: boolean('flag'),
  count: integer('count'),
  big: bigint('big', { mode: 'number' }),
  amount: numeric('amount'),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  day: date('day', { mode: 'date' }),
  dayText: date('day_text', { mode: 'string' }),
  doc: jsonb('doc'),
  parentId: integer('parent_id'),
});
const parent = alias(things, 'parent');

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`drop table if exists plain_rows_test`);
  await database.db.execute(sql`create table plain_rows_test (
    id serial primary key, name text not null, note text, flag boolean, count integer, big bigint,
    amount numeric, at timestamptz, local timestamp, day date, day_text date, doc jsonb, parent_id integer)`);
  await database.db.insert(things).values([
    {
      name: 'first',
      note: 'a "note", with a comma',
      flag: true,
      count: 7,
      big: 9_007_199_254_740_991,
      amount: '12.3400',
      at: new Date('2026-11-23T10:11:12.345Z'),
      local: new Date('2026-01-02T03:04:05.678Z'),
      day: new Date('2026-02-28T00:00:00.000Z'),
      dayText: '2026-03-01',
      doc: { list: [1, 'two'], nested: { ok: true } },
    },
    { name: 'empty' },
  ]);
  // A timestamp's microseconds, which a Date cannot hold: its text must come back as the database wrote it.
  await database.db.execute(
    sql`update plain_rows_test set at = '2026-11-23 10:11:12.345678+00', parent_id = 1 where id = 2`,
  );
});

afterAll(async () => {
  await database.db.execute(sql`drop table if exists plain_rows_test`);
});

/** Every kind of field: columns (some of a left join), expressions with and without a decoder, an alias. */
const fields = {
  ...{
    id: things.id,
    name: things.name,
    note: things.note,
    flag: things.flag,
    count: things.count,
    big: things.big,
    amount: things.amount,
    at: things.at,
    local: things.local,
    day: things.day,
    dayText: things.dayText,
    doc: things.doc,
  },
  parentName: parent.name,
  parentAt: parent.at,
  atText: sql<string | null>`(${things.at})::text`,
  later: sql<Date | null>`${things.at} + interval '1 day'`.mapWith(things.at),
  total: sql<number>`${things.id} * 2`.mapWith(Number),
  labelled: sql<string>`upper(${things.name})`.as('labelled'),
};

const selectOn = (db: Queryable) =>
  db
    .select(fields)
    .from(things)
    .leftJoin(parent, eq(parent.id, things.parentId))
    .orderBy(things.id)
    .$dynamic() as PgSelect;

describe('plain rows (a CSV export’s batches)', () => {
  it('are the rows Drizzle maps, value for value and key for key', async () => {
    const drizzled = (await selectOn(database.db)) as Record<string, unknown>[];
    const plain = await plainRowsReader(selectOn(database.db))(selectOn(database.db));
    expect(plain).toEqual(drizzled);
    expect(plain.map(Object.keys)).toEqual(drizzled.map(Object.keys));
    // What the decoders made, so the comparison above is not of two wrong answers.
    const [first, second] = plain;
    expect(first?.at).toEqual(new Date('2026-11-23T10:11:12.345Z'));
    expect(first?.day).toEqual(new Date('2026-02-28T00:00:00.000Z'));
    expect(first?.dayText).toBe('2026-03-01');
    expect(first?.amount).toBe('12.3400');
    expect(first?.big).toBe(9_007_199_254_740_991);
    expect(first?.doc).toEqual({ list: [1, 'two'], nested: { ok: true } });
    expect(first?.later).toEqual(new Date('2026-11-24T10:11:12.345Z'));
    expect(first?.total).toBe(2);
    expect(first?.parentName).toBeNull();
    expect(second).toMatchObject({
      note: null,
      flag: null,
      day: null,
      parentName: 'first',
      labelled: 'EMPTY',
    });
    expect(second?.atText).toMatch(/:12\.345678/);
  });

  it('read a select of a transaction on its connection', async () => {
    const drizzled = (await selectOn(database.db)) as Record<string, unknown>[];
    const plain = await database.db.transaction(async (tx) => {
      const read = plainRowsReader(selectOn(tx));
      return read(selectOn(tx));
    });
    expect(plain).toEqual(drizzled);
  });

  it('leave a nested selection to Drizzle, which nulls a left-joined table without a match', async () => {
    const nested = () =>
      database.db
        .select({ id: things.id, parent })
        .from(things)
        .leftJoin(parent, eq(parent.id, things.parentId))
        .orderBy(things.id)
        .$dynamic() as PgSelect;
    const drizzled = (await nested()) as Record<string, unknown>[];
    const plain = await plainRowsReader(nested())(nested());
    expect(plain).toEqual(drizzled);
    expect(plain[0]?.parent).toBeNull();
  });
});
