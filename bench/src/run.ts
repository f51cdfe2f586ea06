import { activityChecks, benchActivity, summarizeActivity, type ActivityBenchResult } from './activity.ts';
import {
  accountsListChecks,
  benchAccountsList,
  summarizeAccountsList,
  type AccountsListResult,
} from './accounts-list.ts';
import {
  benchCsvExport,
  csvExportChecks,
  summarizeCsvExport,
  type CsvExportMeasurement,
} from './csv-export.ts';
import { benchDatabaseKinds } from './database.ts';
import { benchDive } from './dive.ts';
import { benchImports, importChecks, summarizeImports, type ImportMeasurement } from './imports.ts';
import { benchLocationsFeatures } from './features.ts';
import { benchLoad, loadChecks, summarizeLoad, type LoadMeasurement } from './load.ts';
import { benchScreeningStats } from './screening.ts';
import {
  benchInvoiceRun,
  invoiceRunChecks,
  summarizeInvoiceRun,
  type InvoiceRunMeasurement,
} from './invoices.ts';
import { benchReports, reportsChecks, summarizeReports, type ReportsBenchResult } from './reports.ts';
import { benchSession, sessionChecks, type SessionMeasurement } from './session.ts';
import { benchEvidence, type EvidenceMeasurement } from './evidence.ts';
import { benchStart, startChecks, summarizeStart, type StartMeasurement } from './start.ts';
import type { Measurement } from './stats.ts';
import { benchScale, check, checksTable, type Check } from './targets.ts';

/**
 * `npm run bench`: every part below, each measured against the targets of targets.ts. Prints every
 * measurement as JSON, then one summary line, then a table of the checks (target, subject, measured,
 * baseline, ratio, limit, pass or MISS), and exits with code 1 if any check missed. A part that
 * fails with an error is a miss of its own, and the run goes on. Progress goes to stderr.
 *
 * BENCH_SCALE: `quick` (the default: every part small, a few minutes in all, for CI) or `full` (the
 * issues' sizes: 1,000,000 accounts, 10,000,000 requests…, the better part of an hour and more for
 * a first fill). The targets are the same at both scales: a quick run that misses is a miss. Every
 * BENCH_* size below overrides its scale's default (quick / full given as q / f).
 *
 * - session: GET /api/user/info over HTTP against every statement it ran, replayed directly
 *   (statements.ts), on PGlite and on PostgreSQL at BENCH_DATABASE_URL (BENCH_SKIP_PGLITE /
 *   BENCH_SKIP_POSTGRES leave one out). BENCH_REQUESTS (q 200, f 500).
 * - list: the accounts list, BENCH_SIZES accounts spread over 1,000 companies (q 20000, f
 *   100000,1000000), the same way; BENCH_REQUESTS per case (q 30, f 100).
 * - csv: the accounts list's CSV export of a company of BENCH_CSV_ACCOUNTS (q 100000, f 1000000) on
 *   PostgreSQL from a server started as its own process, against COPY of the same rows: rows/s and
 *   the server's peak RSS growth.
 * - load: a mixed load (autocannon) of list reads and account creations on PostgreSQL and on PGlite:
 *   BENCH_LOAD_ACCOUNTS (q 10000, f 100000), BENCH_LOAD_CONNECTIONS (50), BENCH_LOAD_SECONDS (q 10,
 *   f 60); successful requests/s, p50, p99, failures, lost writes.
 * - activity: on PostgreSQL (activity.ts), the Dashboard's customers list and a customer's two-year
 *   Metrics over BENCH_ACTIVITY_ACCOUNTS customers (q 5000, f 100000) and BENCH_ACTIVITY_REQUESTS
 *   requests (q 200000, f 10000000), BENCH_ACTIVITY_READS calls a measurement (q 50, f 200); then
 *   the product API's ingest under wrk (`apt-get install -y wrk`) at BENCH_INGEST_CONNECTIONS (50)
 *   for BENCH_INGEST_SECONDS (q 10, f 30), against pgbench running the same statements. The database
 *   is filled once per size and kept (activity-database.ts); BENCH_ACTIVITY_REFILL=true fills anew.
 * - imports: the Dashboard imports on PostgreSQL (imports.ts), a 10,000-row file validated and imported.
 * - features: DetermineLocationsFeatures for BENCH_FEATURE_LOCATIONS locations (1000) on both databases.
 * - screening: a screening account's two-year statistics on PostgreSQL, BENCH_SCREENING_REQUESTS
 *   requests (q 100000, f 1000000).
 * - dive: the DIVE requests list with default filters and each single filter over
 *   BENCH_DIVE_REQUESTS (q 200000, f 10000000), and the DIVE Online success statistics over two
 *   years of BENCH_DIVE_ONLINE_REQUESTS (q 50000, f 1000000); BENCH_DIVE_REUSE=true measures the
 *   database an earlier DIVE run filled.
 * - invoices: the screening invoice run on PostgreSQL for BENCH_INVOICE_ACCOUNTS (q 1000, f 10000).
 * - reports: on the activity database, each report at its default window and at two years, sorted
 *   by every sortable column of its contract, BENCH_REPORTS_READS calls a case (q 5, f 200), and
 *   DevicesReportCsv of BENCH_REPORTS_CSV_ROWS devices (q 100000, f 1000000).
 *
 * - evidence: the evidence engines (server kit/evidence): the models' load in a fresh thread, a face
 *   match and an MRZ read one at a time, BENCH_EVIDENCE_ROUNDS each (q 8, f 40), p50 and p95, then
 *   face matches a second with BENCH_EVIDENCE_THREADS threads (2).
 * - start: time to serve (start.ts): a fresh clone's `npm start` (the web build beside an empty
 *   embedded database migrated and seeded) and a warm one, beside a bare Fastify started the same
 *   way; BENCH_START_RUNS runs (q 1, f 3), the median of each.
 *
 * BENCH_ONLY: the parts to run (default all), e.g. BENCH_ONLY=csv,load. BENCH_DATABASE_NAME: the
 * PostgreSQL database a run drops and makes (default console_bench).
 */
function positiveIntegers(name: string, value: string): number[] {
  const numbers = value.split(',').map((v) => Number(v.trim()));
  if (numbers.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`${name} must list positive integers`);
  return numbers;
}

const scale = benchScale();
/** The variable's numbers, else the scale's default. */
const sized = (name: string, quick: string, full: string): number[] =>
  positiveIntegers(name, process.env[name] ?? (scale === 'quick' ? quick : full));
const one = (name: string, quick: number, full: number): number =>
  sized(name, String(quick), String(full))[0] ?? (scale === 'quick' ? quick : full);

const sessionRequests = one('BENCH_REQUESTS', 200, 500);
const listRequests = one('BENCH_REQUESTS', 30, 100);
const sizes = sized('BENCH_SIZES', '20000', '100000,1000000');
const csvAccounts = one('BENCH_CSV_ACCOUNTS', 100_000, 1_000_000);
const loadAccounts = one('BENCH_LOAD_ACCOUNTS', 10_000, 100_000);
const loadConnections = one('BENCH_LOAD_CONNECTIONS', 50, 50);
const loadSeconds = one('BENCH_LOAD_SECONDS', 10, 60);
const activityOptions = {
  accounts: one('BENCH_ACTIVITY_ACCOUNTS', 5_000, 100_000),
  requests: one('BENCH_ACTIVITY_REQUESTS', 200_000, 10_000_000),
  refill: process.env.BENCH_ACTIVITY_REFILL === 'true',
  reads: one('BENCH_ACTIVITY_READS', 50, 200),
  ingestConnections: one('BENCH_INGEST_CONNECTIONS', 50, 50),
  ingestSeconds: one('BENCH_INGEST_SECONDS', 10, 30),
};
const featureLocations = one('BENCH_FEATURE_LOCATIONS', 1000, 1000);
const kinds = benchDatabaseKinds();
const PARTS = [
  'session',
  'list',
  'csv',
  'load',
  'activity',
  'imports',
  'features',
  'screening',
  'dive',
  'invoices',
  'reports',
  'evidence',
  'start',
] as const;
const only = (process.env.BENCH_ONLY ?? PARTS.join(',')).split(',').map((part) => part.trim());
const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length)
  throw new Error(`BENCH_ONLY names ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => only.includes(part);
const checks: Check[] = [];
/**
 * Runs one measurement of a part; an error is a miss of its own (reported on stderr), and the run
 * goes on to the other parts, so one failure hides no other figure.
 */
async function part<T>(name: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    console.error(`${name} failed:`, error);
    checks.push(check('completed', name, 1));
    return undefined;
  }
}
/** The measurement, if the part gave one: for `push(...defined(m))`. */
const defined = <T>(value: T | undefined): T[] => (value === undefined ? [] : [value]);
/** HTTP p95 of a family list or metric under its target. */
const readChecks = (measurements: readonly Measurement[]) =>
  measurements.map((m) => check('familyRead', m.name, m.http.p95));

const session: SessionMeasurement[] = [];
if (runs('session')) {
  for (const kind of kinds)
    session.push(...defined(await part(`session (${kind})`, () => benchSession(kind, sessionRequests))));
}
checks.push(...session.flatMap(sessionChecks));
const accountsList: AccountsListResult = { fills: [], cases: [] };
if (runs('list')) {
  for (const kind of kinds) {
    const result = await part(`list (${kind})`, () => benchAccountsList(kind, sizes, listRequests));
    accountsList.fills.push(...(result?.fills ?? []));
    accountsList.cases.push(...(result?.cases ?? []));
  }
}
checks.push(...accountsListChecks(accountsList));
const csvExport: CsvExportMeasurement[] = [];
if (runs('csv') && kinds.includes('postgres'))
  csvExport.push(...defined(await part('csv', () => benchCsvExport(csvAccounts))));
checks.push(...csvExport.flatMap(csvExportChecks));
const load: LoadMeasurement[] = [];
if (runs('load')) {
  for (const kind of kinds) {
    const measured = await part(`load (${kind})`, () =>
      benchLoad(kind, loadAccounts, loadConnections, loadSeconds),
    );
    load.push(...defined(measured));
  }
}
checks.push(...load.flatMap(loadChecks));

let activity: ActivityBenchResult | undefined;
if (runs('activity') && kinds.includes('postgres')) {
  activity = await part('activity', () => benchActivity(activityOptions));
  if (activity) checks.push(...activityChecks(activity));
}
const imports: ImportMeasurement[] = [];
if (runs('imports') && kinds.includes('postgres'))
  imports.push(...((await part('imports', () => benchImports())) ?? []));
checks.push(...imports.flatMap(importChecks));
const locationFeatures: Measurement[] = [];
if (runs('features')) {
  for (const kind of kinds) {
    const measured = await part(`features (${kind})`, () =>
      benchLocationsFeatures(kind, featureLocations, listRequests),
    );
    locationFeatures.push(...defined(measured));
  }
}
checks.push(...readChecks(locationFeatures));

const screening: Measurement[] = [];
if (runs('screening') && kinds.includes('postgres')) {
  const screeningRequests = one('BENCH_SCREENING_REQUESTS', 100_000, 1_000_000);
  screening.push(
    ...defined(await part('screening', () => benchScreeningStats(screeningRequests, activityOptions.reads))),
  );
}
checks.push(...readChecks(screening));

const dive: Measurement[] = [];
if (runs('dive') && kinds.includes('postgres')) {
  const measured = await part('dive', () =>
    benchDive({
      requests: one('BENCH_DIVE_REQUESTS', 200_000, 10_000_000),
      onlineRequests: one('BENCH_DIVE_ONLINE_REQUESTS', 50_000, 1_000_000),
      reads: activityOptions.reads,
      reuse: process.env.BENCH_DIVE_REUSE === 'true',
    }),
  );
  dive.push(...(measured ?? []));
}
checks.push(...readChecks(dive));

const invoices: InvoiceRunMeasurement[] = [];
if (runs('invoices') && kinds.includes('postgres')) {
  const accounts = one('BENCH_INVOICE_ACCOUNTS', 1_000, 10_000);
  invoices.push(...defined(await part('invoices', () => benchInvoiceRun(accounts))));
}
checks.push(...invoices.flatMap(invoiceRunChecks));

let reports: ReportsBenchResult | undefined;
if (runs('reports') && kinds.includes('postgres')) {
  const csvRows = one('BENCH_REPORTS_CSV_ROWS', 100_000, 1_000_000);
  // About 50 cases (windows times sorts), some of them a second a call at two years: few calls quick.
  const reads = one('BENCH_REPORTS_READS', 5, 200);
  reports = await part('reports', () =>
    benchReports({ ...activityOptions, reads, warmUp: scale === 'quick' ? 2 : 10, csvRows }),
  );
  if (reports) checks.push(...reportsChecks(reports));
}

let evidence: EvidenceMeasurement | undefined;
if (runs('evidence')) {
  // Few rounds quick: each is about a second of CPU; the pool's threads default to the cores'.
  evidence = await part('evidence', () =>
    benchEvidence(one('BENCH_EVIDENCE_ROUNDS', 8, 40), one('BENCH_EVIDENCE_THREADS', 2, 2)),
  );
  if (evidence) {
    checks.push(check('evidenceFaceMatch', `${evidence.faceMatch.rounds} matches`, evidence.faceMatch.p95));
    checks.push(check('evidenceMrzRead', `${evidence.mrzRead.rounds} reads`, evidence.mrzRead.p95));
  }
}

let start: StartMeasurement | undefined;
if (runs('start')) {
  start = await part('start', () => benchStart(one('BENCH_START_RUNS', 1, 3)));
  if (start) checks.push(...startChecks(start));
}

console.log(
  JSON.stringify(
    {
      scale,
      session,
      accountsList,
      csvExport,
      load,
      activity,
      imports,
      locationFeatures,
      screening,
      dive,
      invoices,
      reports,
      evidence,
      start,
      checks,
    },
    null,
    2,
  ),
);
console.log(
  [
    ...session.map(
      (r) =>
        `${r.name}: http p50 ${r.http.p50} ms p95 ${r.http.p95} ms, sql p50 ${r.sql.p50} ms, ratio ${r.ratio}`,
    ),
    ...(runs('list') ? [summarizeAccountsList(accountsList)] : []),
    ...(csvExport.length ? [summarizeCsvExport(csvExport)] : []),
    ...(load.length ? [summarizeLoad(load)] : []),
    ...(activity ? [summarizeActivity(activity)] : []),
    ...(imports.length ? [summarizeImports(imports)] : []),
    ...invoices.map(summarizeInvoiceRun),
    ...(reports ? [summarizeReports(reports)] : []),
    ...(evidence
      ? [
          `evidence: models ${evidence.modelLoadMs} ms, face match p50 ${evidence.faceMatch.p50} ms p95 ${evidence.faceMatch.p95} ms, MRZ read p50 ${evidence.mrzRead.p50} ms p95 ${evidence.mrzRead.p95} ms, ${evidence.faceMatchesPerSecond} matches/s on ${evidence.threads} threads`,
        ]
      : []),
    ...(start ? [summarizeStart(start)] : []),
    ...[...locationFeatures, ...screening, ...dive].map(
      (r) =>
        `${r.name}: http p50 ${r.http.p50} ms p95 ${r.http.p95} ms, sql p50 ${r.sql.p50} ms p95 ${r.sql.p95} ms`,
    ),
  ].join(' | '),
);
console.log(`\nTargets (BENCH_SCALE=${scale}):\n${checksTable(checks)}`);
if (checks.some((c) => !c.pass)) process.exitCode = 1;
