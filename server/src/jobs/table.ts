import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * pg-boss's job table, as far as the Background jobs page reads it (modules/jobs/). pg-boss creates
 * and migrates it; it is declared here, outside db/schema, so drizzle-kit never writes a migration
 * for it. pg-boss partitions it by kind, one partition per queue.
 */
function jobTableIn(schema: string) {
  return pgSchema(schema).table('job', {
    id: uuid('id').notNull(),
    /** The job's kind (pg-boss's queue name). */
    name: text('name').notNull(),
    /** pg-boss's job_state: created, retry, active, completed, cancelled, failed (in that order). */
    state: text('state').notNull(),
    /** Attempts begun after the first. */
    retryCount: integer('retry_count').notNull(),
    /** Attempts allowed after the first. */
    retryLimit: integer('retry_limit').notNull(),
    /** When the job (or its next attempt) may start. */
    startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
    /** When the latest attempt started. */
    startedOn: timestamp('started_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    /** When it completed, or failed for good. */
    completedOn: timestamp('completed_on', { withTimezone: true }),
    /** What the job was given when enqueued. */
    data: jsonb('data'),
    /** What the last attempt left: the error (serialised) of a failed one, a job's own answer or progress. */
    output: jsonb('output'),
  });
}

export type JobTable = ReturnType<typeof jobTableIn>;

const tables = new Map<string, JobTable>();

/** The job table of a queue's schema (JobQueue.schema). */
export function jobTable(schema: string): JobTable {
  let table = tables.get(schema);
  if (!table) {
    table = jobTableIn(schema);
    tables.set(schema, table);
  }
  return table;
}
