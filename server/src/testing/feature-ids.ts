import { eq } from 'drizzle-orm';
import { features } from '../db/schema.ts';
import type { TestContext } from './harness.ts';

/** The catalogue's id of the feature with this name; a name the catalogue lacks fails the test. */
export async function featureIdOf(t: TestContext, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: features.id }).from(features).where(eq(features.name, name));
  if (!row) throw new Error(`no feature ${name}`);
  return row.id;
}

/** Every feature of the catalogue's id, by its name. */
export async function featureIdsByName(t: TestContext): Promise<Record<string, number>> {
  const rows = await t.database.db.select({ id: features.id, name: features.name }).from(features);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}
