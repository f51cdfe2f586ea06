import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { ListColumn } from '@console/contract/kit';

/**
 * CSV as spreadsheets open it: UTF-8 with a header row of captions, one line a row. A text cell
 * that begins with = + - @, a tab or a carriage return would run as a formula in a spreadsheet
 * (CSV injection, OWASP), so it is written with a leading apostrophe, which spreadsheets show as
 * text. Booleans read Yes and No, as the console shows them; dates are ISO 8601 in UTC.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Records as CSV text (RFC 4180: quoted where needed, lines ending CRLF), by the csv library. */
const csvText = (records: readonly string[][]) =>
  stringify(records as string[][], { record_delimiter: '\r\n' });

/**
 * A CSV stream of item batches: the header first, then each batch's rows as one piece of text.
 * Writing a batch at a time, rather than streaming record by record, makes a few large strings
 * instead of millions of small objects and promises: an export of a million rows runs faster and
 * leaves the garbage collector less to do (npm run bench measures both).
 */
export function csvStream<Item>(
  columns: readonly ListColumn[],
  batches: AsyncIterable<readonly Item[]>,
): Readable {
  async function* pieces() {
    yield csvText([columns.map((column) => column.caption)]);
    for await (const batch of batches) {
      yield csvText(
        batch.map((item) =>
          columns.map((column) => csvCell((item as Record<string, unknown>)[column.field])),
        ),
      );
    }
  }
  // Readable.from pulls the next batch only when the client has taken the last, and holds one
  // batch ahead: memory stays bounded.
  return Readable.from(pieces(), { highWaterMark: 1 });
}

/** The download's file name: the list's name and today's date, `accounts-2026-11-23.csv`. */
export const csvFileName = (base: string, now = new Date()) =>
  `${base}-${now.toISOString().slice(0, 10)}.csv`;
