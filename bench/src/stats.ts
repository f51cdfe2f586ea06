import { performance } from 'node:perf_hooks';

export interface Measurement {
  name: string;
  samples: number;
  http: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  /** HTTP p50 over SQL p50: what the HTTP layer adds on top of the query. */
  ratio: number;
}

async function timeOne(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * Times the HTTP call and the direct call alternately, `count` times each, one call at a time, so
 * both sides meet the same moments of the machine (a checkpoint, a busy neighbour). Each sample is
 * one call's wall time in ms.
 */
export async function timeAlternately(
  count: number,
  http: () => Promise<unknown>,
  sql: () => Promise<unknown>,
): Promise<{ http: number[]; sql: number[] }> {
  const samples = { http: [] as number[], sql: [] as number[] };
  for (let i = 0; i < count; i++) {
    samples.http.push(await timeOne(http));
    samples.sql.push(await timeOne(sql));
  }
  return samples;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(3));
}

/** The median, the 95th percentile and the slowest of samples in ms. */
export function percentiles(samples: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: Number((sorted.at(-1) ?? 0).toFixed(3)),
  };
}

export function summarize(name: string, http: number[], sql: number[]): Measurement {
  const h = [...http].sort((a, b) => a - b);
  const s = [...sql].sort((a, b) => a - b);
  const result = {
    name,
    samples: h.length,
    http: { p50: percentile(h, 50), p95: percentile(h, 95) },
    sql: { p50: percentile(s, 50), p95: percentile(s, 95) },
    ratio: 0,
  };
  result.ratio = Number((result.http.p50 / Math.max(result.sql.p50, 0.001)).toFixed(2));
  return result;
}
