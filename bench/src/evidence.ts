import { EvidencePool } from '@console/server/src/kit/evidence/pool.ts';
import { documentImage, portraitOf, SAMPLE_TD3 } from '@console/server/src/kit/evidence/testing.ts';
import { percentiles } from './stats.ts';

/*
 * The evidence engines (server kit/evidence) on this machine: the models' load in a fresh worker
 * thread, one face match of two 480 px portraits and one MRZ read of a drawn document, each timed
 * one at a time (p50, p95), then the pool's throughput with every thread busy. Distinct images
 * each round (the portraits at a few sizes, the document with a different number), so the
 * engines' per-image cache answers none of them.
 */

export interface EvidenceMeasurement {
  threads: number;
  modelLoadMs: number;
  faceMatch: { p50: number; p95: number; max: number; rounds: number };
  mrzRead: { p50: number; p95: number; max: number; rounds: number };
  /** Face matches a second with `threads` threads, as many tasks in flight as threads × 2. */
  faceMatchesPerSecond: number;
}

const time = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/**
 * A portrait a little different each round (its size), so no two rounds share an image; from 480 px
 * up, where the detector finds both faces upright (smaller crops of these photos send it to its
 * turned retries, which would time those instead).
 */
const portraits = (who: 'blondeA' | 'other', n: number) =>
  Array.from({ length: n }, (_, i) => portraitOf(who, 480 + i * 8));

export async function benchEvidence(rounds: number, threads: number): Promise<EvidenceMeasurement> {
  const single = new EvidencePool(1);
  const modelLoadMs = await time(() => single.warm());
  const a = portraits('blondeA', rounds);
  const b = portraits('other', rounds);
  const faces: number[] = [];
  for (let i = 0; i < rounds; i++) {
    faces.push(
      await time(() =>
        single.compareFaces(
          { bytes: a[i] ?? Buffer.alloc(0), label: 'portrait' },
          { bytes: b[i] ?? Buffer.alloc(0), label: 'selfie' },
        ),
      ),
    );
  }
  const documents = await Promise.all(
    Array.from({ length: rounds }, (_, i) =>
      documentImage([
        SAMPLE_TD3[0],
        SAMPLE_TD3[1].replace('L898902C3', `L89890${String(i).padStart(3, '0')}`),
      ]),
    ),
  );
  const mrz: number[] = [];
  for (const document of documents) mrz.push(await time(() => single.readMrzLines(document)));
  await single.close();

  const pool = new EvidencePool(threads);
  await pool.warm();
  const tasks = Math.max(rounds, threads * 2);
  const others = portraits('other', tasks + rounds).slice(rounds);
  const c = portraits('blondeA', tasks).map((bytes, i) => [bytes, others[i] ?? bytes] as const);
  const started = performance.now();
  await Promise.all(
    c.map(([x, y]) => pool.compareFaces({ bytes: x, label: 'portrait' }, { bytes: y, label: 'selfie' })),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const round = (n: number) => Math.round(n);
  const stats = (samples: number[]) => {
    const p = percentiles(samples);
    return { p50: round(p.p50), p95: round(p.p95), max: round(p.max), rounds: samples.length };
  };
  return {
    threads,
    modelLoadMs: round(modelLoadMs),
    faceMatch: stats(faces),
    mrzRead: stats(mrz),
    faceMatchesPerSecond: Number((tasks / seconds).toFixed(2)),
  };
}
