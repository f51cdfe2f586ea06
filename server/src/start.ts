import './runtime.ts';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serve } from './serve.ts';

/**
 * `npm start`'s entry point: main.ts's server, with the web app's build check
 * (web/build/build-if-changed.ts: it builds only when the web app's sources changed) run as a
 * process of its own beside the server's start; the server listens once it has ended. They ran one
 * after the other, and a fresh clone paid both: the build (17-25 s on a busy 2-core machine) and
 * the database created, migrated and seeded (49-54 s), measured 2026-11-28 (`BENCH_ONLY=start`).
 * The server takes one core at start (the embedded database runs on its thread), the build the
 * rest. Alternated with the old way on the busy machine: a warm start 2.0-3.3 s sooner in every
 * pair, a fresh clone within the noise (docs/performance.md#start). A build that fails stops the
 * console before it listens.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

// Settles with the exit code, never rejects: a rejection before serve() awaits it would end the
// process as unhandled.
const webBuild = new Promise<number | null>((resolve) => {
  spawn(process.execPath, ['--import', 'tsx', 'web/build/build-if-changed.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
    .once('exit', (code) => resolve(code))
    .once('error', () => resolve(null));
});

await serve({
  beforeListen: async () => {
    const code = await webBuild;
    if (code !== 0) throw new Error(`the web build failed (exit code ${code}): see its output above`);
  },
});
