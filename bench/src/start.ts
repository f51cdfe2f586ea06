import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startConsole } from '@console/server/src/testing/console-process.ts';
import { percentiles } from './stats.ts';
import { check, type Check } from './targets.ts';

/**
 * Time to serve: from the command to the first 200 of /readyz (the database answers), as a
 * newcomer meets it (issue "Fast under real load", Start). Each run, in a fresh folder of its own:
 * - bare: a Fastify with no route but /readyz (bare-fastify.ts), started the same way (node with
 *   tsx): the baseline, what node, tsx and Fastify cost before the console does anything;
 * - fresh clone: `npm start` with no web build and no data (`npm install && npm start` in a new
 *   clone, the install left out: it is the network's): the web build beside the embedded database
 *   created, migrated and seeded (server/src/start.ts). WEB_DIST points the build and the server at
 *   the run's folder, so the checkout's web/dist is left as it is. Held to under 60 s;
 * - warm: `npm start` again on the same folders, what most starts are.
 * Each figure is the median of BENCH_START_RUNS runs; the console's own account of its last fresh
 * start (each step's time, from its ready line) is kept beside them.
 */

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const BARE_COMMAND = [process.execPath, '--import', 'tsx', 'bench/src/bare-fastify.ts'] as const;
/** A fresh start builds the web app and seeds the demo: minutes on a busy machine. */
const READY_WITHIN_MS = 600_000;

export interface StartMeasurement {
  runs: number;
  /** Seconds, the median of the runs. */
  bareFastifyS: number;
  freshCloneS: number;
  warmS: number;
  /** What the console said of its last fresh start: ms since its process began, each step's ms, the seed's. */
  freshSteps: Record<string, number>;
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const median = (samples: number[]) => seconds(percentiles(samples).p50);

/** Starts the command, waits for /readyz, stops it; the ms to ready, its output and its JSON log lines. */
async function timeToServe(
  command: readonly [string, ...string[]],
  env: Record<string, string>,
): Promise<{ ms: number; output: string; lines: Record<string, unknown>[] }> {
  const began = performance.now();
  const server = await startConsole({
    command,
    env: { LOG_LEVEL: 'info', ...env },
    readyWithinMs: READY_WITHIN_MS,
  });
  const ms = performance.now() - began;
  await server.stop();
  const output = server.output();
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { ms, output, lines };
}

/** The fresh start's own account: the ready line's steps and start, and the seed's total. */
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
  const samples = { bare: [] as number[], fresh: [] as number[], warm: [] as number[] };
  let freshSteps: Record<string, number> = {};
  for (let run = 1; run <= runs; run++) {
    const work = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
    const env = { DATA_DIR: path.join(work, 'data'), WEB_DIST: path.join(work, 'dist') };
    try {
      samples.bare.push((await timeToServe(BARE_COMMAND, env)).ms);
      const fresh = await timeToServe([NPM, 'start'], env);
      samples.fresh.push(fresh.ms);
      freshSteps = stepsOf(fresh.lines);
      const warm = await timeToServe([NPM, 'start'], env);
      samples.warm.push(warm.ms);
      // What build-if-changed.ts says: a figure of a start that did not do what it stands for is void.
      if (!fresh.output.includes('web app: building')) throw new Error('the fresh start did not build');
      if (!warm.output.includes('not rebuilt')) throw new Error('the warm start built the web app');
      const last = (list: number[]) => seconds(list.at(-1) ?? 0);
      console.error(
        `start ${run}/${runs}: bare ${last(samples.bare)} s, fresh clone ${last(samples.fresh)} s, ` +
          `warm ${last(samples.warm)} s; the fresh start's steps (ms): ${JSON.stringify(freshSteps)}`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return {
    runs,
    bareFastifyS: median(samples.bare),
    freshCloneS: median(samples.fresh),
    warmS: median(samples.warm),
    freshSteps,
  };
}

export const startChecks = (m: StartMeasurement): Check[] => [
  check(
    'startFresh',
    `a fresh clone's npm start (warm: ${m.warmS} s, bare Fastify: ${m.bareFastifyS} s)`,
    m.freshCloneS,
  ),
];

export const summarizeStart = (m: StartMeasurement) =>
  `start (median of ${m.runs}): fresh clone ${m.freshCloneS} s, warm ${m.warmS} s, bare Fastify ` +
  `${m.bareFastifyS} s; the last fresh start's steps (ms): ${JSON.stringify(m.freshSteps)}`;
