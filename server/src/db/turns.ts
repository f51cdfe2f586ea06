import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each statement on the server's own thread, and its lock hands the one connection from
 * a waiting statement to the next inside one microtask queue: with fifty requests waiting, the event
 * loop did not turn until all of them had run (seconds), so sockets went unread, timers fired late,
 * and the event-loop protection (http/budget.ts) answered 503 to most of a load (issue 28: 1,036 of
 * 1,660 answers at 50 connections, p99 4.9 s). Here the operations take turns: while one runs, the
 * others wait, and each next one starts in a turn of the event loop of its own, so the loop turns
 * between any two statements (requests read, answers written, timers run) and its lag stays about
 * one statement's time. An operation that finds the database free starts at once: a request alone
 * pays nothing.
 *
 * Which waits first: a statement of a request that has had a turn already, then the others in the
 * order they came. So the database finishes the requests it has started before it starts new ones,
 * as a pool of one connection would: a request's time is its wait to start and its own work, rather
 * than its number of statements times everyone's (round robin gave the six-statement lists p99s
 * twice their neighbours'). New requests cannot wait forever: started requests are finite, and
 * none starts while they have statements waiting.
 */

interface RequestTurns {
  started: boolean;
}

const requestTurns = new AsyncLocalStorage<RequestTurns>();

/** Runs `next` (the rest of a request: its hooks and handler) as one request for the turns' order. */
export const asRequestForTurns = (next: () => void): void => requestTurns.run({ started: false }, next);

export function takingTurns() {
  let busy = false;
  const started: (() => void)[] = [];
  const fresh: (() => void)[] = [];
  // The next is chosen once the loop has turned, not when the last one ends: by then a request
  // whose statement just ended has asked for its next one, if it has one.
  const handOn = () =>
    setImmediate(() => {
      const next = started.shift() ?? fresh.shift();
      busy = next !== undefined;
      next?.();
    });
  return async <T>(operation: () => Promise<T>): Promise<T> => {
    const request = requestTurns.getStore();
    if (busy) await new Promise<void>((resolve) => (request?.started ? started : fresh).push(resolve));
    else busy = true;
    if (request) request.started = true;
    try {
      return await operation();
    } finally {
      handOn();
    }
  };
}

/**
 * The client's statements and transactions (what drizzle, the job queue and migrations call) take
 * turns. A transaction is one turn: PGlite has one connection, and the transaction's statements go
 * through its own handle, not these. Only on a ready client (`await PGlite.create(…)`): PGlite's own
 * start-up runs its queries through these.
 */
export function queueOperations(client: PGlite): void {
  const inTurn = takingTurns();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => inTurn(() => query(...args));
  client.exec = (...args) => inTurn(() => exec(...args));
  client.transaction = (...args) => inTurn(() => transaction(...args));
}
