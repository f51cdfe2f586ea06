import { createRequire } from 'node:module';
import { sql, type SQLChunk } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, Queryable, SqlResult } from '../db/client.ts';

/**
 * The statements pg-boss builds (node_modules/pg-boss/src/plans.js), for the two QueueSql must
 * recognise. pg-boss is pinned to one version (server/package.json), so they stay its own.
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  /** Marks attempts completed: (name, ids[], output). */
  completeJobs(schema: string): string;
  /** Marks attempts failed, to be retried or failed for good: (name, ids[], output). */
  failJobsById(schema: string): string;
};

/**
 * How pg-boss reaches the database: through the console's own connection (PGlite or the pg pool,
 * db/client.ts executeSql), never a pool of its own, so the embedded database works and PostgreSQL
 * sees one pool per process.
 */
export class QueueSql implements PgBoss.Db {
  #pending = 0;
  readonly #unawaited: ReadonlySet<string>;

  constructor(
    private readonly database: Database,
    schema: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#unawaited = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  }

  async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    this.#pending += 1;
    try {
      return await this.database.executeSql(text, values);
    } catch (err) {
      // pg-boss 10 records the end of an attempt without awaiting it (src/manager.js), so a failure
      // there would be an unhandled rejection, which ends a Node process: while the database is
      // unreachable it would. It is logged instead; the job stays active until its timeout, when
      // housekeeping fails it and it runs again (twice rather than never).
      if (!this.#unawaited.has(text)) throw err;
      this.log.error({ err }, 'the job queue could not record the end of an attempt');
      return { rows: [{ count: 0 }] };
    } finally {
      this.#pending -= 1;
    }
  }

  /** Whether a statement is on its way: a worker's fetch or the record of an attempt's end. */
  get busy(): boolean {
    return this.#pending > 0;
  }
}

const PLACEHOLDER = /\$(\d+)/g;

/**
 * pg-boss's parameterised statements run in the caller's drizzle transaction, so a job is enqueued
 * (or retried) only if the change that asked for it commits. Each `$n` becomes the n-th value as a
 * bound parameter; pg-boss writes no `$` in its statements' literals.
 */
export function inTransaction(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQLChunk[] = [];
      let from = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        chunks.push(sql.raw(text.slice(from, match.index)), sql.param(values[Number(match[1]) - 1]));
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = await db.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
