import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startConsole } from '@console/server/src/testing/console-process.ts';
import { percentiles } from './stats.ts';
import { check, type Check } from './targets.ts';

/**
 * Time to serve: from the command to the first 200 of /readyz (the database answers), as a
 * newcomer meets it (issue "Fast under real load", Start). Each run, in this order:
 * - bare: a Fastify with no route but /readyz (bare-fastify.ts), started the same way (node with
 *   tsx): the baseline, what node, tsx and Fastify cost before the console does anything;
 * - web build: `npm run build` into a folder of its own, so the checkout's web/dist is left as it
 *   is: what `npm start` adds in a fresh clone, which has no build;
 * - fresh data: `npm start` on an empty DATA_DIR with the web app built (a demo reset): the
 *   embedded database created and migrated, the demo seeded;
 * - warm: `npm start` again on that DATA_DIR, what most starts are.
 * A fresh clone's start (`npm install && npm start`, the install left out: it is the network's) is
 * the web build plus the fresh data start, checked against its target (< 60 s on a quiet machine).
 * Before the runs, `npm start`'s own first step (build-if-changed.ts) brings web/dist up to date,
 * so that no timed `npm start` builds. Each figure is the median of BENCH_START_RUNS runs.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** A fresh start seeds the demo: minutes on a busy machine before it is ready. */
const READY_WITHIN_MS = 600_000;

export interface StartMeasurement {
  runs: number;
  /** Seconds, the median of the runs. */
  bareFastifyS: number;
  webBuildS: number;
  freshDataS: number;
  warmS: number;
  /** The web build plus the fresh data start. */
  freshCloneS: number;
  /** What the console said of its last fresh start: ms since its process began, each step's ms, the seed's. */
  freshSteps: Record<string, number>;
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const median = (samples: number[]) => percentiles(samples).p50;

/** Runs a command to its end from the repository's root, its output on stderr (progress); its ms. */
function timedRun(command: string, args: string[]): number {
  const began = performance.now();
  const run = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status ?? run.signal}`);
  return performance.now() - began;
}

/** Starts the command on DATA_DIR, waits for /readyz, stops it; the ms to ready and its JSON log lines. */
async function timeToServe(
  command: readonly [string, ...string[]],
  dataDir: string,
): Promise<{ ms: number; lines: Record<string, unknown>[] }> {
  const began = performance.now();
  const server = await startConsole({
    command,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    readyWithinMs: READY_WITHIN_MS,
  });
  const ms = performance.now() - began;
  await server.stop();
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { ms, lines };
}

/** The fresh start's own account: the ready line's start and steps, and the seed's total. */
function stepsOf(lines: Record<string, unknown>[]): Record<string, number> {
  const ready = lines.find((line) => line.msg === 'console ready');
  const seeded = lines.find((line) => line.msg === 'seeded demo data');
  return {
    ...(ready?.stepsMs as Record<string, number> | undefined),
    seed: Number(seeded?.elapsedMs),
    ready: Number(ready?.startMs),
  };
}

export async function benchStart(runs: number): Promise<StartMeasurement> {
  timedRun(process.execPath, ['--import', 'tsx', 'web/build/build-if-changed.ts']);
  const samples = { bare: [] as number[], web: [] as number[], fresh: [] as number[], warm: [] as number[] };
  let freshSteps: Record<string, number> = {};
  for (let run = 1; run <= runs; run++) {
    const work = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
    try {
      const bare = await timeToServe(
        [process.execPath, '--import', 'tsx', 'bench/src/bare-fastify.ts'],
        work,
      );
      samples.bare.push(bare.ms);
      samples.web.push(
        timedRun(NPM, ['run', 'build', '--', '--outDir', path.join(work, 'dist'), '--emptyOutDir']),
      );
      const dataDir = path.join(work, 'data');
      const fresh = await timeToServe([NPM, 'start'], dataDir);
      samples.fresh.push(fresh.ms);
      freshSteps = stepsOf(fresh.lines);
      samples.warm.push((await timeToServe([NPM, 'start'], dataDir)).ms);
      console.error(
        `start ${run}/${runs}: bare ${seconds(bare.ms)} s, web build ${seconds(samples.web.at(-1) ?? 0)} s, ` +
          `fresh data ${seconds(fresh.ms)} s, warm ${seconds(samples.warm.at(-1) ?? 0)} s`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const webBuild = median(samples.web);
  const freshData = median(samples.fresh);
  return {
    runs,
    bareFastifyS: seconds(median(samples.bare)),
    webBuildS: seconds(webBuild),
    freshDataS: seconds(freshData),
    warmS: seconds(median(samples.warm)),
    freshCloneS: seconds(webBuild + freshData),
    freshSteps,
  };
}

export const startChecks = (m: StartMeasurement): Check[] => [
  check(
    'startFresh',
    `fresh clone: web build ${m.webBuildS} s + fresh data ${m.freshDataS} s`,
    m.freshCloneS,
  ),
];

export const summarizeStart = (m: StartMeasurement) =>
  `start (median of ${m.runs}): fresh clone ${m.freshCloneS} s (web build ${m.webBuildS} s, fresh data ` +
  `${m.freshDataS} s), warm ${m.warmS} s, bare Fastify ${m.bareFastifyS} s`;
