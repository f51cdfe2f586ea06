import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every console process on one database (security/rate-counter.ts):
 * sign-in attempts per login name and per address, uploads per product token. A row whose window
 * has ended counts as absent; such rows are pruned now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** What is counted, e.g. `signIn:address:10.0.0.1` or `collectorUpload:12`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window (or the lock that reaching the limit started) ends. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_resets_at').on(t.resetsAt)],
);
