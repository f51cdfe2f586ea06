import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Queryable } from './client.ts';

const dialect = new PgDialect();

/**
 * One statement of a hot path run as a named prepared statement on PostgreSQL: each pooled
 * connection plans it once and then only binds values. For the product API's lookups that is most
 * of PostgreSQL's work (measured with pgbench on the bench database: the token-and-account read
 * answers ten times as many calls a second prepared as planned each time). The statement's text
 * must be the same on every call (values only as parameters), since the name stands for it.
 *
 * Rows come as PostgreSQL's driver types them, not through drizzle's column mapping: select what
 * needs no parsing (text, integers, booleans; bigint comes as a string). PGlite, one connection in
 * the process, runs it as any other statement, and so does a transaction, whose statements must go
 * on its own connection.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Queryable,
  name: string,
  query: SQL,
): Promise<Row[]> {
  // The driver's own client, which drizzle keeps beside the database (typed on drizzle()'s answer).
  const client = (db as Db & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name, text, values: params });
  return result.rows as Row[];
}

/**
 * A drizzle query built once per database handle and kept as a prepared query (`.prepare(name)`,
 * values as `sql.placeholder`s): a hot path's statement then costs neither drizzle's query building
 * (the column walk and SQL text of every call: about a fifth of the session lookup's CPU in a profile)
 * nor, on PostgreSQL, planning, since node-postgres sends it as a named statement each pooled
 * connection plans once. A transaction is a handle of its own, so it builds its own and lets it go
 * with itself.
 */
export function preparedPerHandle<Prepared>(build: (db: Queryable) => Prepared): (db: Queryable) => Prepared {
  const built = new WeakMap<Queryable, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** In a prepared query: `column` is one of the integers its value `name` (an array) holds. */
export const oneOfPlaceholder = (column: AnyColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::integer[])`;
