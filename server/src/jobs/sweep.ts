import type { Db } from '../db/client.ts';
import { NO_RETRY, type JobKind } from './kind.ts';

/** A family's sweep: what it is called and when it runs, and the batch it repeats. */
export interface Sweep {
  name: string;
  title: string;
  schedule: string;
  /** Does one batch of the work that is due and answers how many rows it did. */
  batch: (db: Db) => Promise<number>;
  /** The most rows one batch does: a batch that did fewer leaves nothing due. */
  batchSize: number;
  /** The log line of a sweep that did something: the field that counts the rows, and its message. */
  logged: { field: string; message: string };
}

/**
 * A scheduled job that works through what is due, across all instances, a batch at a time until a
 * batch comes back short, so one run finishes however much is due. A failed sweep is not retried:
 * the next tick does whatever it left.
 */
export function sweepJob({ name, title, schedule, batch, batchSize, logged }: Sweep): JobKind {
  return {
    name,
    title,
    schedule,
    retry: NO_RETRY,
    run: async (_data, { db, log }) => {
      let done = 0;
      for (;;) {
        const rows = await batch(db);
        done += rows;
        if (rows < batchSize) break;
      }
      if (done > 0) log.info({ [logged.field]: done }, logged.message);
    },
  };
}
