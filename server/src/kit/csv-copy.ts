import { Readable, Transform, type TransformCallback } from 'node:stream';
import { Column, is, SQL, sql, type AnyColumn } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { CsvKind, ListColumn } from '@console/contract/kit';
import type { Queryable } from '../db/client.ts';
import { csvHeader, firstRead } from './csv.ts';

/**
 * A list's CSV written by PostgreSQL itself: `COPY (the list's query) TO STDOUT`, its bytes passed
 * to the client as they come. On a million accounts the kit's own writer (csv.ts) reached about a
 * third of what COPY writes in the same time: every row is decoded into objects, then encoded again.
 * Here each cell is formatted in SQL exactly as csv.ts formats the item's value (the tests compare
 * the two files byte for byte), so the file is the same whichever writes it.
 *
 * Where it runs: PostgreSQL through node-postgres, for a list whose CSV columns are its row's fields
 * (`ListSource.csvOfRow`). PGlite and the other lists use csv.ts.
 *
 * The cost of the speed: one connection of the long-work pool is held for the whole download (the
 * keyset batches of csv.ts hold one only per batch), and the long statement timeout bounds it.
 */

/** One CSV cell of an item's field, in SQL: what csv.ts's csvField writes for the field's value. */
export function csvCell(kind: CsvKind, value: AnyColumn | SQL): SQL {
  switch (kind) {
    case 'boolean':
      return sql`case when ${value} then 'Yes' when not ${value} then 'No' end`;
    case 'integer':
      return sql`(${value})::text`;
    case 'instant':
      // Date.prototype.toISOString: milliseconds (truncated, as a Date holds them) and a Z.
      return sql`to_char((${value})::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'text':
      // Empty text as a null: COPY quotes an empty string to tell it from a null, csv.ts writes both
      // as nothing. A formula-like start gets an apostrophe (csv.ts's FORMULA_START).
      return sql`case when (${value})::text = '' then null
        when left((${value})::text, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || (${value})::text
        else (${value})::text end`;
    case 'other':
      throw new Error(
        'only csv.ts writes a cell that is neither Yes/No, a whole number, an instant nor text',
      );
  }
}

/** The node-postgres pool behind a drizzle handle, or undefined (PGlite, or a transaction). */
function poolOf(db: Queryable): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * A query's text with its values written in as literals: COPY takes no parameters. Each value
 * becomes a quoted literal of the text node-postgres would have sent for it, and a quoted literal
 * takes its type from where it stands as a parameter does. Placeholders are found outside quoted
 * names and plain literals only: the console's SQL writes no escape string (E'…') of its own, whose
 * \' would end this scan's literal early.
 */
export function withValuesWritten(text: string, params: readonly unknown[]): string {
  let written = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, at + 1);
      if (end === -1) throw new Error('an unterminated quote in a query');
      written += text.slice(at, end + 1);
      at = end + 1;
    } else if (char === '$' && /\d/.test(text[at + 1] ?? '')) {
      const digits = /^\d+/.exec(text.slice(at + 1))?.[0] as string;
      const index = Number(digits) - 1;
      if (index >= params.length) throw new Error(`the query has no value $${digits}`);
      written += literalOf(params[index]);
      at += 1 + digits.length;
    } else {
      written += char;
      at++;
    }
  }
  return written;
}

/**
 * A value that has no literal here: the export is then written by the kit's batches, which send it
 * as a parameter and meet whatever PostgreSQL says of it, as a page would.
 */
export class UnwritableValue extends Error {}

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = textOf(value);
  if (text.includes('\0')) throw new UnwritableValue('a query value holds a NUL character');
  // An escape string (E'…'): its backslashes are escapes whatever standard_conforming_strings says,
  // so a value cannot end the literal early under either setting.
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A value's text as node-postgres sends a parameter (pg's prepareValue), for the types lists use. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnwritableValue(`${value} is not a value a query can hold`);
    return String(value);
  }
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElementOf).join(',')}}`;
  throw new UnwritableValue(`a ${typeof value} cannot be written into a COPY`);
}

const arrayElementOf = (value: unknown): string =>
  value === null || value === undefined ? 'NULL' : `"${textOf(value).replace(/(["\\])/g, '\\$1')}"`;

/**
 * COPY writes a record's end as LF; csv.ts and RFC 4180 write CRLF. A line break inside a quoted
 * field is the field's own and stays as it is, so the quotes are followed across chunks (a doubled
 * quote toggles twice and changes nothing).
 */
export class CrlfRecords extends Transform {
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // Jumps from quote to quote and line break to line break (indexOf is native): most chunks of a
    // list hold no quote at all.
    const ends: number[] = [];
    let quoted = this.quoted;
    for (let at = 0; at < chunk.length;) {
      const quote = chunk.indexOf(0x22, at);
      if (!quoted) {
        const before = quote === -1 ? chunk.length : quote;
        for (
          let end = chunk.indexOf(0x0a, at);
          end !== -1 && end < before;
          end = chunk.indexOf(0x0a, end + 1)
        ) {
          ends.push(end);
        }
      }
      if (quote === -1) break;
      quoted = !quoted;
      at = quote + 1;
    }
    this.quoted = quoted;
    if (ends.length === 0) {
      done(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let to = 0;
    for (const end of ends) {
      to += chunk.copy(out, to, from, end);
      out[to++] = 0x0d;
      from = end;
    }
    chunk.copy(out, to, from);
    done(null, out);
  }
}

const dialect = new PgDialect();

/**
 * The COPY of a list's ordered rows, each CSV column's cell formatted over the row's field of the
 * same name. The row's fields are named by position (`as q(c0, c1, …)`: two joined tables' `name`
 * columns would clash), so an expression such as a sum of rollups runs once, as in the page.
 */
export function copyStatement(columns: readonly ListColumn[], select: PgSelect): string {
  const fields = Object.entries(select._.config.fields);
  for (const [key, field] of fields) {
    if (!is(field, Column) && !is(field, SQL) && !is(field, SQL.Aliased)) {
      throw new Error(`the row's ${key} is not one column: COPY cannot name it`);
    }
  }
  const positions = new Map(fields.map(([key], index) => [key, index]));
  const cells = columns.map(({ field, kind }) => {
    const index = positions.get(field);
    if (index === undefined) throw new Error(`the CSV's ${field} is not a field of the list's row`);
    return dialect.sqlToQuery(csvCell(kind ?? 'other', sql.raw(`q.c${index}`))).sql;
  });
  const names = fields.map((_field, index) => `c${index}`).join(', ');
  const rows = select.toSQL();
  return `copy (select ${cells.join(', ')} from (${withValuesWritten(rows.sql, rows.params)}) as q(${names})) to stdout with (format csv)`;
}

/**
 * COPY downloads at once per pool. A download holds its connection to its last byte, at the pace
 * the client reads: slow downloads of a million rows must not take every connection that long work
 * (file answers, background jobs) needs, so beyond these the kit's batches write the file.
 */
export const COPIES_AT_ONCE = 2;
const copying = new WeakMap<pg.Pool, number>();

/**
 * The CSV of `select` (the list's rows, filtered and ordered: list.ts's orderedRows) as COPY writes
 * it, header first; undefined where the database is not PostgreSQL, COPIES_AT_ONCE run already, or
 * a value has no literal (UnwritableValue). Answered once COPY has sent its first bytes or ended
 * (csv.ts's firstRead), so that a query PostgreSQL refuses fails the call before any byte.
 */
export async function copyCsv(
  db: Queryable,
  columns: readonly ListColumn[],
  select: PgSelect,
): Promise<Readable | undefined> {
  const pool = poolOf(db);
  if (!pool) return undefined;
  const running = copying.get(pool) ?? 0;
  if (running >= COPIES_AT_ONCE) return undefined;
  let text: string;
  try {
    text = copyStatement(columns, select);
  } catch (err) {
    if (err instanceof UnwritableValue) return undefined;
    throw err;
  }
  copying.set(pool, running + 1);
  const done = () => copying.set(pool, (copying.get(pool) ?? 1) - 1);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    done();
    throw err;
  }
  let released = false;
  // A connection left in the middle of a COPY (the client went away) is closed, not reused.
  const release = (failed?: Error) => {
    if (released) return;
    released = true;
    done();
    client.release(failed);
  };
  const copied = client.query(copyTo(text));
  const lines = copied.pipe(new CrlfRecords());
  copied.once('error', (err) => {
    release(err);
    lines.destroy(err);
  });
  copied.once('end', () => release());
  lines.once('close', () => {
    if (!copied.readableEnded) {
      copied.destroy();
      release(new Error('the CSV download ended before the COPY'));
    }
  });
  const bytes = await firstRead<Buffer>(lines);
  async function* file(): AsyncGenerator<string | Buffer> {
    yield csvHeader(columns);
    yield* bytes;
  }
  const readable = Readable.from(file(), { highWaterMark: 1 });
  // Destroyed before its first read, the generator never starts and its finally never runs.
  readable.once('close', () => lines.destroy());
  return readable;
}
