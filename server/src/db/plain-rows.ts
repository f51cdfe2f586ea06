import { Column, is, noopDecoder, SQL, Subquery, type DriverValueDecoder } from 'drizzle-orm';
import type { PgSelect, PgSession } from 'drizzle-orm/pg-core';

/**
 * Reads a select's rows as Drizzle would, for a read of many rows such as a CSV export's batches.
 * Drizzle maps every row through `mapResultRow`. For each cell it checks the field's kind with
 * `is()`, which walks prototypes, and then looks up its decoder. On a million-row export that was
 * about a quarter of the server's CPU (a profile of the accounts list's CSV). A reader works out
 * the field order and decoders once and then, for each row, only assigns the array's values to
 * their keys, decoding only the values whose column changes what the driver gives (a timestamp, a
 * date, a numeric, JSON, or an expression's `.mapWith`).
 *
 * The query runs as Drizzle runs it: through the select's own session (node-postgres or PGlite, a
 * transaction included), with array rows and the driver's type parsers that Drizzle sets up (a
 * timestamp comes back as the database's text and the column makes it a Date). Only the mapping is
 * different.
 */
export type RowsReader = (select: PgSelect) => Promise<Record<string, unknown>[]>;

type Decoder = DriverValueDecoder<unknown, unknown>;

/** An expression's decoder: its `.mapWith`, else none (Drizzle types the field as internal). */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

/** How a selected field's value is read back: Drizzle's own rule in mapResultRow. */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return undefined;
}

/** A decoder that returns the driver's value unchanged, which a plain row can skip. */
const passesThrough = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * A reader for selects whose fields are the same as `sample`'s (the same source, other conditions
 * or limits).
 */
export function plainRowsReader(sample: PgSelect): RowsReader {
  const fields = Object.entries(sample._.config.fields);
  const decoders = fields.map(([, field]) => decoderOf(field));
  if (decoders.some((decoder) => decoder === undefined)) {
    // A field that holds a whole table or an object of fields has nested paths. For a left-joined
    // table, Drizzle also sets the whole object to null when all of its columns are null. That case
    // stays with Drizzle.
    return async (select) => (await select) as Record<string, unknown>[];
  }
  const keys = fields.map(([key]) => key);
  const decoding = (decoders as Decoder[]).map((decoder) => (passesThrough(decoder) ? undefined : decoder));
  const width = keys.length;
  const rowOf = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < width; i++) {
      const value = values[i];
      const decoder = decoding[i];
      row[keys[i] as string] =
        value === null || decoder === undefined ? value : decoder.mapFromDriverValue(value);
    }
    return row;
  };
  const mapRows = (rows: unknown[][]) => rows.map(rowOf);
  return (select) =>
    sessionOf(select)
      .prepareQuery<{ execute: Record<string, unknown>[]; all: unknown; values: unknown }>(
        select.toSQL(),
        undefined,
        undefined,
        true,
        mapRows,
      )
      .execute();
}

/** The session the select runs on: the database's or its transaction's. */
function sessionOf(select: PgSelect): PgSession {
  const { session } = select as unknown as { session?: PgSession };
  if (!session) throw new Error('The select is a query builder that has no database');
  return session;
}
