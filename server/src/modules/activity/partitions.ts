import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { utcDay } from '../../lib/days.ts';
import type { JobKind } from '../../jobs/kind.ts';

/**
 * verification_requests is partitioned by month of startedAt (migration 0011), with no default
 * partition. The months a request may fall in (REQUEST_MAX_AGE_DAYS back, a few months ahead) are
 * made by the migration, kept by a daily job, and made on the spot by the product API if a request
 * still finds its month missing (after the console was stopped for months).
 */
/** REQUEST_MAX_AGE_DAYS (730) reach into the 24th or 25th month back; migration 0011 makes the same months. */
const MONTHS_BACK = 25;
const MONTHS_AHEAD = 3;

const monthStart = (date: Date, monthsFromIt: number) =>
  utcDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsFromIt, 1)));

/** Makes the monthly partitions from `from`'s month for `months` months; answers how many were new. */
export async function ensurePartitions(db: Queryable, from: Date, months: number): Promise<number> {
  const { rows } = await db.execute<{ created: number }>(
    sql`select ensure_verification_request_partitions(${monthStart(from, 0)}::date, ${months}) as created`,
  );
  return rows[0]?.created ?? 0;
}

/** Every month a request reported now may fall in. */
export const ensureCurrentPartitions = (db: Queryable, now = new Date()) =>
  ensurePartitions(db, new Date(monthStart(now, -MONTHS_BACK)), MONTHS_BACK + MONTHS_AHEAD + 1);

export const partitionMaintenance: JobKind = {
  name: 'activity.partitions',
  title: 'Request partitions',
  // Daily, early UTC; a missed day costs nothing while the months ahead still exist.
  schedule: '17 3 * * *',
  run: async (_data, { db, log }) => {
    const created = await ensureCurrentPartitions(db);
    if (created > 0) log.info({ partitions: created }, 'made monthly partitions of verification_requests');
  },
};
