import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its event loop has been blocked for `stallLimitMs`: a handler stuck in a
 * synchronous loop, or a query of the embedded database (PGlite runs on the main thread and does
 * not enforce statement_timeout). While the loop is blocked nothing else runs: no request is
 * answered, no health probe, and no signal handler, so SIGTERM's shutdown (shutdown.ts) cannot even
 * begin. serve.ts sets the limit to SHUTDOWN_GRACE_SECONDS, so a process stuck before or after a
 * SIGTERM still ends within the grace period of the signal.
 *
 * The main thread bumps a counter in shared memory every `beatMs`; a worker thread, which runs
 * whatever the main thread does, watches it. A worker receives no signal (Node delivers them to the
 * main thread's loop), so it cannot tell a SIGTERM is waiting: it acts on the stall alone. It writes
 * one fatal log line to stderr and kills the process with SIGKILL (the one way a worker can end it
 * at once: process.exit and process.abort end only the worker there). Measured (shutdown.test.ts): a
 * request spinning forever, SIGTERM a second later with a 3 s grace: the process ends about 2 s
 * after the signal.
 */
export interface Watchdog {
  stop(): Promise<void>;
}

/** The worker, as plain JavaScript: no loader, nothing of the console's to import. */
const WORKER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { beats, stallLimitMs, checkMs } = workerData;
let last = Atomics.load(beats, 0);
let lastChange = performance.now();
let lastTick = lastChange;
setInterval(() => {
  const beat = Atomics.load(beats, 0);
  const now = performance.now();
  // A tick far later than asked means the whole process was paused (SIGSTOP, a frozen machine):
  // the main thread was not stuck, it is about to beat again.
  const paused = now - lastTick > checkMs * 10;
  lastTick = now;
  if (beat !== last || paused) {
    last = beat;
    lastChange = now;
    return;
  }
  const stalledMs = Math.round(now - lastChange);
  if (stalledMs < stallLimitMs) return;
  writeSync(2, JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    msg: 'the event loop has been blocked for ' + stalledMs + ' ms (a request stuck in a loop or a query): ending the process',
  }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, checkMs);
`;

export function startWatchdog({
  stallLimitMs,
  beatMs = 100,
}: {
  stallLimitMs: number;
  beatMs?: number;
}): Watchdog {
  const beats = new Int32Array(new SharedArrayBuffer(4));
  const heartbeat = setInterval(() => Atomics.add(beats, 0, 1), beatMs);
  heartbeat.unref();
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { beats, stallLimitMs, checkMs: Math.min(beatMs, 250) },
    // Its own small heap: it holds a few numbers.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  return {
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
