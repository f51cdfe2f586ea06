/**
 * Every target the benchmarks hold the console to, declared once (issue 28 item 1; the figures are
 * those of issues 9 to 18 and 28, for a quiet 2-core machine). A part measures, then turns its
 * measurements into checks against these; run.ts prints the checks as a table and fails the run
 * (exit code 1) if any missed. A target holds at both scales: a quick run that misses is a miss.
 *
 * A target with a baseline compares the measured figure with another measured in the same run (SQL
 * run directly, pgbench, COPY): the limit applies to measured / baseline. Without one the limit
 * applies to the figure itself.
 */

export interface Target {
  /** Short, for the table. */
  name: string;
  /** What is measured, in words. */
  measures: string;
  /** `<`: under the limit; `<=`: at most; `>=`: at least. */
  rule: '<' | '<=' | '>=';
  limit: number;
  /** The unit of the figure the limit applies to (of the ratio when there is a baseline). */
  unit: string;
  /** What the figure is divided by, measured in the same run; absent for an absolute target. */
  baseline?: string;
}

export const TARGETS = {
  httpOverSql: {
    name: 'cheap call HTTP/SQL',
    measures: 'HTTP p50 of a cheap call (the session, a list page)',
    rule: '<=',
    limit: 1.5,
    unit: 'x',
    baseline:
      'p50 of every statement the request ran (session, company profile, the call), replayed directly',
  },
  familyRead: {
    name: 'list or metric p95',
    measures: 'HTTP p95 of a family list page or metric, one call at a time',
    rule: '<',
    limit: 50,
    unit: 'ms',
  },
  evidenceFaceMatch: {
    name: 'face match p95',
    measures: 'one face match of two 480 px portraits in a warm evidence thread (kit/evidence)',
    rule: '<',
    limit: 3000,
    unit: 'ms',
  },
  evidenceMrzRead: {
    name: 'MRZ read p95',
    measures: 'one MRZ read of a drawn document image in a warm evidence thread (kit/evidence)',
    rule: '<',
    limit: 3000,
    unit: 'ms',
  },
  reportRead: {
    name: 'report p95',
    measures: 'HTTP p95 of a report at its window and sort, one call at a time',
    rule: '<',
    limit: 200,
    unit: 'ms',
  },
  ingestRate: {
    name: 'ingest throughput',
    measures: 'successful (201) product API answers a second at 50 connections',
    rule: '>=',
    limit: 1000,
    unit: 'req/s',
  },
  ingestLatency: {
    name: 'ingest p99',
    measures: 'p99 latency of the product API under the ingest load',
    rule: '<',
    limit: 50,
    unit: 'ms',
  },
  ingestVsPgbench: {
    name: 'ingest vs pgbench',
    measures: 'successful product API answers a second',
    rule: '>=',
    limit: 0.7,
    unit: 'x',
    baseline: 'pgbench transactions a second of the same statements at the same concurrency',
  },
  csvRate: {
    name: 'CSV rows/s',
    measures: 'rows a second of a CSV export read to the end over HTTP',
    rule: '>=',
    limit: 100_000,
    unit: 'rows/s',
  },
  csvMemory: {
    name: 'CSV RSS growth',
    measures: "the server's peak RSS during the export over its RSS before",
    rule: '<',
    limit: 100,
    unit: 'MB',
  },
  csvVsCopy: {
    name: 'CSV vs COPY',
    measures: 'rows a second of the CSV export over HTTP',
    rule: '>=',
    limit: 0.5,
    unit: 'x',
    baseline: 'rows a second of COPY (the same rows) TO STDOUT through pg',
  },
  loadLatency: {
    name: 'mixed load p99',
    measures: 'p99 latency of the mixed load (list reads and account creations)',
    rule: '<',
    limit: 1000,
    unit: 'ms',
  },
  failures: {
    name: 'failed answers',
    measures: 'answers under load that were not 2xx, socket errors and timeouts',
    rule: '<=',
    limit: 0,
    unit: 'answers',
  },
  lostWrites: {
    name: 'lost writes',
    measures: 'writes acknowledged with a 2xx that the database does not hold',
    rule: '<=',
    limit: 0,
    unit: 'writes',
  },
  completed: {
    name: 'part completed',
    measures: 'a part ran to its end (an error, such as a statement timed out, is a miss)',
    rule: '<=',
    limit: 0,
    unit: 'errors',
  },
  importValidate: {
    name: 'import validate',
    measures: 'slowest of three validations of a 10,000-row file over HTTP',
    rule: '<',
    limit: 3,
    unit: 's',
  },
  importRun: {
    name: 'import',
    measures: 'a 10,000-row import over HTTP until its job completed',
    rule: '<',
    limit: 10,
    unit: 's',
  },
  invoiceRun: {
    name: 'invoice run',
    measures: 'one month of invoices drafted, finalized and charged (10,000 accounts at full scale)',
    rule: '<',
    limit: 60,
    unit: 's',
  },
  startFresh: {
    name: 'fresh start',
    measures:
      "a fresh clone's npm start to the first 200 of /readyz: the web build, then the database created, migrated and seeded",
    rule: '<',
    limit: 60,
    unit: 's',
  },
  webInitialJs: {
    name: 'first load JS',
    measures: 'the JavaScript index.html loads before the first render, gzip, as the browser received it',
    rule: '<=',
    limit: 200,
    unit: 'KB',
  },
  webRender400: {
    name: '400-row render',
    measures: "a 400-row accounts page's data read to the frame painted with it, p50 of 5, in Chromium",
    rule: '<=',
    limit: 2,
    unit: 'x',
    baseline: 'the same 400 rows built as a plain DOM table to the frame painted, p50 of 5, same browser',
  },
} as const satisfies Record<string, Target>;

export type TargetId = keyof typeof TARGETS;

/** One target checked on one subject (a case, a database, a size). */
export interface Check {
  target: TargetId;
  /** What was measured: the case, with its database and size. */
  subject: string;
  /** The figure measured, in the target's own unit when there is no baseline. */
  measured: number;
  measuredUnit: string;
  /** The baseline's figure, in measuredUnit, when the target has one. */
  baseline?: number;
  /** The figure the limit applies to: measured / baseline, or measured. */
  value: number;
  pass: boolean;
}

const round = (n: number) => Number(n.toPrecision(4));

function holds(target: Target, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (target.rule === '<') return value < target.limit;
  if (target.rule === '<=') return value <= target.limit;
  return value >= target.limit;
}

/** A check of an absolute target (no baseline). */
export function check(target: TargetId, subject: string, measured: number): Check {
  const declared: Target = TARGETS[target];
  if (declared.baseline) throw new Error(`${target} is compared with a baseline: use checkAgainst`);
  return {
    target,
    subject,
    measured: round(measured),
    measuredUnit: declared.unit,
    value: round(measured),
    pass: holds(declared, measured),
  };
}

/** A check of a target with a baseline: the limit applies to measured / baseline (both in `unit`). */
export function checkAgainst(
  target: TargetId,
  subject: string,
  measured: number,
  baseline: number,
  unit: string,
): Check {
  const declared: Target = TARGETS[target];
  if (!declared.baseline) throw new Error(`${target} has no baseline: use check`);
  const value = baseline > 0 ? measured / baseline : Number.POSITIVE_INFINITY;
  return {
    target,
    subject,
    measured: round(measured),
    measuredUnit: unit,
    baseline: round(baseline),
    value: round(value),
    pass: holds(declared, value),
  };
}

/** The checks as a plain-text table: target, subject, measured, baseline, ratio or value, limit, pass/miss. */
export function checksTable(checks: readonly Check[]): string {
  const rows = checks.map((c) => {
    const t: Target = TARGETS[c.target];
    return [
      t.name,
      c.subject,
      `${c.measured} ${c.measuredUnit}`,
      c.baseline === undefined ? '' : `${c.baseline} ${c.measuredUnit}`,
      c.baseline === undefined ? '' : `${c.value}`,
      `${t.rule} ${t.limit} ${t.unit}`,
      c.pass ? 'pass' : 'MISS',
    ];
  });
  const header = ['target', 'subject', 'measured', 'baseline', 'ratio', 'limit', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  const missed = checks.filter((c) => !c.pass).length;
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map(line),
    `${checks.length} checks, ${checks.length - missed} pass, ${missed} miss`,
  ].join('\n');
}

export type BenchScale = 'quick' | 'full';

/** BENCH_SCALE: `quick` (the default, a few minutes in all) or `full` (the issues' sizes). */
export function benchScale(): BenchScale {
  const scale = process.env.BENCH_SCALE ?? 'quick';
  if (scale !== 'quick' && scale !== 'full') throw new Error('BENCH_SCALE must be quick or full');
  return scale;
}
