import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * What the database holds, table by table, as a row count and a digest of every row: equal
 * fingerprints before and after a batch of refused requests mean none of them changed a row. One
 * query for all tables; on the fixtures' few hundred rows it takes milliseconds.
 */
export type Fingerprint = ReadonlyMap<string, string>;

/**
 * Left out: the attempt counters of the sign-in throttle and the upload rate limit. Counting every
 * attempt, refused ones included, is what they are for (a flood of malformed uploads spends a
 * token's allowance as well-formed ones do).
 */
const COUNTS_REFUSED_ATTEMPTS = ['rate_counters'];

export async function databaseFingerprint(database: Database): Promise<Fingerprint> {
  const tables = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.rows
    .map((row) => row.tablename)
    .filter((name) => !COUNTS_REFUSED_ATTEMPTS.includes(name));
  if (!names.length) return new Map();
  const digests = names.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from "${name}" t`,
  );
  const result = await database.db.execute<{ name: string; digest: string }>(
    sql.raw(digests.join(' union all ')),
  );
  return new Map(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => before.get(name) !== after.get(name))
    .sort();
