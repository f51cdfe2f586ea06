import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { markShuttingDown } from './http/connection-rules.ts';

/** One thing the process stops on its way out. */
export interface Stoppable {
  name: string;
  /** `graceMs`: what is left of the grace period when this step begins (0 once it is over). */
  stop(graceMs: number): Promise<void> | void;
}

/** What the steps after the HTTP server (background work, the database) may take once the grace is over. */
const AFTER_GRACE_MS = 5_000;

/**
 * Accepts the connections waiting in the listen queue before the server stops listening, since
 * closing the listening socket resets every connection still queued there, requests and all. Node
 * accepts at most one connection per turn of the event loop, so a busy server can have many waiting
 * (measured: 7 queued at the signal under 24 clients on the embedded database, drained in 8 turns
 * of about 40 ms). A whole turn that accepts none means the queue is empty; the connections accepted
 * before it were read during it, so they hold parsed requests rather than looking idle when idle
 * connections are closed.
 */
async function acceptWhatIsQueued(server: Server, deadline: number): Promise<void> {
  let accepted = 0;
  const onConnection = () => accepted++;
  server.on('connection', onConnection);
  try {
    // The signal arrived in the middle of a turn: finish that one, then count whole turns.
    await nextTurn();
    do {
      accepted = 0;
      await nextTurn();
    } while (accepted > 0 && performance.now() < deadline);
  } finally {
    server.off('connection', onConnection);
  }
}

/**
 * The HTTP server takes in what is queued, stops accepting connections, closes its idle keep-alive
 * ones and answers every request it has received, each answer with Connection: close, so that a
 * keep-alive client sends nothing more on it. Connections still open `graceMs` after the signal, such
 * as an upload trickling in, are cut.
 */
export function httpServer(app: FastifyInstance): Stoppable {
  return {
    name: 'http server',
    async stop(graceMs) {
      // Every answer from now on closes its connection (http/connection-rules.ts).
      markShuttingDown(app);
      const cut = setTimeout(() => {
        app.log.warn('shutdown grace period over: cutting the connections still open');
        app.server.closeAllConnections();
      }, graceMs);
      try {
        await acceptWhatIsQueued(app.server, performance.now() + graceMs);
        await app.close();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}

/**
 * On SIGTERM or SIGINT, stops the steps one after another, in the order given, and exits: 0 when
 * every step stopped, 1 when one failed (logged; the next steps still stop) or when the steps have
 * not finished a few seconds after the grace period.
 */
export function stopOnSignals(
  steps: readonly Stoppable[],
  { log, graceMs }: { log: FastifyBaseLogger; graceMs: number },
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, graceMs }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown did not finish in time');
      process.exit(1);
    }, graceMs + AFTER_GRACE_MS).unref();
    const graceEnds = performance.now() + graceMs;
    let failed = false;
    for (const step of steps) {
      try {
        await step.stop(Math.max(0, graceEnds - performance.now()));
      } catch (err) {
        failed = true;
        log.error({ err, step: step.name }, 'shutdown step failed');
      }
    }
    process.exit(failed ? 1 : 0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
