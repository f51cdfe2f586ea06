import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
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

/** A CSV stream of item batches: the header first, then each item's columns, as they come. */
export function csvStream<Item>(
  columns: readonly ListColumn[],
  batches: AsyncIterable<readonly Item[]>,
): Readable {
  async function* records() {
    yield columns.map((column) => column.caption);
    for await (const batch of batches) {
      for (const item of batch) {
        yield columns.map((column) => csvCell((item as Record<string, unknown>)[column.field]));
      }
    }
  }
  // Readable.from pulls the next batch only when the client has taken the last: memory stays bounded.
  return Readable.from(records()).pipe(stringify({ record_delimiter: '\r\n' }));
}

/** The download's file name: the list's name and today's date, `accounts-2026-11-23.csv`. */
export const csvFileName = (base: string, now = new Date()) =>
  `${base}-${now.toISOString().slice(0, 10)}.csv`;
