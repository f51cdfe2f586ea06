import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';

/**
 * A family's settings of one owner (an account, or a company for its defaults) are one row keyed by
 * the owner, or none; without a row, what the family says applies (its defaults, or blanks). Every
 * family reads them the same way, so the rule lives here: the row's columns named by the fallback's
 * fields (their order the fallback's, which the audit's diff keeps), or the fallback itself.
 */
export async function storedSettingsOr<
  Table extends PgTable,
  Settings extends { [Field in keyof Settings]: Table['$inferSelect'][Field & keyof Table['$inferSelect']] },
>(db: Queryable, table: Table, key: PgColumn, ownerId: number, fallback: Settings): Promise<Settings> {
  // Settings' type keeps its fields to the table's columns, each of its column's type.
  const columns = getTableColumns(table) as Record<keyof Settings, PgColumn>;
  const names = Object.keys(fallback) as (keyof Settings)[];
  const fields = Object.fromEntries(names.map((name) => [name, columns[name]]));
  const [row] = await db
    .select(fields)
    .from(table as PgTable)
    .where(eq(key, ownerId));
  return (row as Settings | undefined) ?? fallback;
}
