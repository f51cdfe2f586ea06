import { benchActivity, summarizeActivity, type ActivityBenchResult } from './activity.ts';
import { benchAccountsList, summarizeAccountsList, type AccountsListResult } from './accounts-list.ts';
import { benchCsvExport, summarizeCsvExport, type CsvExportMeasurement } from './csv-export.ts';
import { benchDatabaseKinds } from './database.ts';
import { benchDive } from './dive.ts';
import { benchImports, summarizeImports, type ImportMeasurement } from './imports.ts';
import { benchLocationsFeatures } from './features.ts';
import { benchLoad, summarizeLoad, type LoadMeasurement } from './load.ts';
import { benchScreeningStats } from './screening.ts';
import { benchInvoiceRun, summarizeInvoiceRun, type InvoiceRunMeasurement } from './invoices.ts';
import { benchReports, summarizeReports, type ReportsBenchResult } from './reports.ts';
import { benchSession } from './session.ts';
import type { Measurement } from './stats.ts';

/**
 * `npm run bench`: the session lookup and the accounts list, each over HTTP against direct SQL, on
 * PGlite and on PostgreSQL at BENCH_DATABASE_URL (BENCH_SKIP_PGLITE / BENCH_SKIP_POSTGRES leave
 * one out). Prints every measurement as JSON, then one summary line.
 *
 * Then the accounts list's CSV export of a whole company, on PostgreSQL only (PGlite is for
 * development), from a server started as its own process: rows/s and the server's peak RSS growth.
 *
 * Then a mixed load on PostgreSQL (autocannon): list reads with varied sort and filter, and account
 * creations, from many connections at once: requests/s, p50, p99, errors, and lost writes.
 *
 * Then the product activity on PostgreSQL (activity.ts): the Dashboard's customers list and a
 * customer's two-year Metrics over 100,000 customers and 10,000,000 requests, and the product API's
 * ingest under load. Its database is filled once and kept (activity-database.ts).
 *
 * Then the Dashboard imports on PostgreSQL (imports.ts): a 10,000-row file validated and imported.
 *
 * Then DetermineLocationsFeatures for one customer's BENCH_FEATURE_LOCATIONS locations (default
 * 1000), over HTTP against the service call, on both databases.
 *
 * Then a screening account's two-year statistics on PostgreSQL (screening.ts): BENCH_SCREENING_REQUESTS
 * requests (default 1000000), BENCH_ACTIVITY_READS calls.
 *
 * Then DIVE on PostgreSQL (dive.ts): the DIVE requests list with default filters and each single
 * filter over BENCH_DIVE_REQUESTS DIVE requests (default 10000000), and the DIVE Online success
 * statistics over two years of BENCH_DIVE_ONLINE_REQUESTS requests (default 1000000);
 * BENCH_DIVE_REUSE=true measures the database an earlier DIVE run filled instead of filling anew.
 *
 * Then the screening invoice run on PostgreSQL (invoices.ts): BENCH_INVOICE_ACCOUNTS accounts (default 10000).
 *
 * Then the reports on PostgreSQL (reports.ts), on the activity database: each report with its default
 * window, and DevicesReportCsv of BENCH_REPORTS_CSV_ROWS devices (default 1000000).
 *
 * BENCH_ONLY: the parts to run, of session, list, csv, load, activity, imports, features, screening,
 * dive, invoices, reports (default all), e.g. BENCH_ONLY=csv.
 * BENCH_SIZES: account counts the list is measured at (default 100000,1000000).
 * BENCH_CSV_ACCOUNTS: accounts the CSV export reads (default 1000000).
 * BENCH_REQUESTS: requests per measurement (default 500 for the session, 100 per list case).
 * BENCH_LOAD_ACCOUNTS, BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS: the load's company size (default
 * 100000), connections (50) and duration (60).
 * BENCH_ACTIVITY_ACCOUNTS, BENCH_ACTIVITY_REQUESTS: the activity database's size (default 100000 and
 * 10000000); BENCH_ACTIVITY_REFILL=true fills it anew even when a kept one has that size;
 * BENCH_ACTIVITY_READS: calls per read measurement (default 200); BENCH_INGEST_CONNECTIONS and
 * BENCH_INGEST_SECONDS: the ingest load's connections (default 16) and duration (30). The ingest
 * load needs wrk (`apt-get install -y wrk`).
 */
function positiveIntegers(name: string, value: string): number[] {
  const numbers = value.split(',').map((v) => Number(v.trim()));
  if (numbers.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`${name} must list positive integers`);
  return numbers;
}

const requests = process.env.BENCH_REQUESTS
  ? positiveIntegers('BENCH_REQUESTS', process.env.BENCH_REQUESTS)[0]
  : undefined;
const sizes = positiveIntegers('BENCH_SIZES', process.env.BENCH_SIZES ?? '100000,1000000');
const [csvAccounts = 1_000_000] = positiveIntegers(
  'BENCH_CSV_ACCOUNTS',
  process.env.BENCH_CSV_ACCOUNTS ?? '1000000',
);
const [loadAccounts = 100_000] = positiveIntegers(
  'BENCH_LOAD_ACCOUNTS',
  process.env.BENCH_LOAD_ACCOUNTS ?? '100000',
);
const [loadConnections = 50] = positiveIntegers(
  'BENCH_LOAD_CONNECTIONS',
  process.env.BENCH_LOAD_CONNECTIONS ?? '50',
);
const [loadSeconds = 60] = positiveIntegers('BENCH_LOAD_SECONDS', process.env.BENCH_LOAD_SECONDS ?? '60');
const activityOptions = {
  accounts:
    positiveIntegers('BENCH_ACTIVITY_ACCOUNTS', process.env.BENCH_ACTIVITY_ACCOUNTS ?? '100000')[0] ?? 0,
  requests:
    positiveIntegers('BENCH_ACTIVITY_REQUESTS', process.env.BENCH_ACTIVITY_REQUESTS ?? '10000000')[0] ?? 0,
  refill: process.env.BENCH_ACTIVITY_REFILL === 'true',
  reads: positiveIntegers('BENCH_ACTIVITY_READS', process.env.BENCH_ACTIVITY_READS ?? '200')[0] ?? 0,
  ingestConnections:
    positiveIntegers('BENCH_INGEST_CONNECTIONS', process.env.BENCH_INGEST_CONNECTIONS ?? '16')[0] ?? 0,
  ingestSeconds: positiveIntegers('BENCH_INGEST_SECONDS', process.env.BENCH_INGEST_SECONDS ?? '30')[0] ?? 0,
};
const [featureLocations = 1000] = positiveIntegers(
  'BENCH_FEATURE_LOCATIONS',
  process.env.BENCH_FEATURE_LOCATIONS ?? '1000',
);
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
] as const;
const only = (process.env.BENCH_ONLY ?? PARTS.join(',')).split(',').map((part) => part.trim());
const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length)
  throw new Error(`BENCH_ONLY names ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => only.includes(part);

const session: Measurement[] = [];
if (runs('session')) for (const kind of kinds) session.push(await benchSession(kind, requests ?? 500));
const accountsList: AccountsListResult = { fills: [], cases: [] };
if (runs('list')) {
  for (const kind of kinds) {
    const result = await benchAccountsList(kind, sizes, requests ?? 100);
    accountsList.fills.push(...result.fills);
    accountsList.cases.push(...result.cases);
  }
}
const csvExport: CsvExportMeasurement[] = [];
if (runs('csv') && kinds.includes('postgres')) csvExport.push(await benchCsvExport(csvAccounts));
const load: LoadMeasurement[] = [];
if (runs('load') && kinds.includes('postgres'))
  load.push(await benchLoad(loadAccounts, loadConnections, loadSeconds));

let activity: ActivityBenchResult | undefined;
if (runs('activity') && kinds.includes('postgres')) activity = await benchActivity(activityOptions);
const imports: ImportMeasurement[] = [];
if (runs('imports') && kinds.includes('postgres')) imports.push(...(await benchImports()));
const locationFeatures: Measurement[] = [];
if (runs('features')) {
  for (const kind of kinds)
    locationFeatures.push(await benchLocationsFeatures(kind, featureLocations, requests ?? 100));
}

const screening: Measurement[] = [];
if (runs('screening') && kinds.includes('postgres')) {
  const [screeningRequests = 1_000_000] = positiveIntegers(
    'BENCH_SCREENING_REQUESTS',
    process.env.BENCH_SCREENING_REQUESTS ?? '1000000',
  );
  screening.push(await benchScreeningStats(screeningRequests, activityOptions.reads));
}

const dive: Measurement[] = [];
if (runs('dive') && kinds.includes('postgres')) {
  const [diveRequests = 10_000_000] = positiveIntegers(
    'BENCH_DIVE_REQUESTS',
    process.env.BENCH_DIVE_REQUESTS ?? '10000000',
  );
  const [onlineRequests = 1_000_000] = positiveIntegers(
    'BENCH_DIVE_ONLINE_REQUESTS',
    process.env.BENCH_DIVE_ONLINE_REQUESTS ?? '1000000',
  );
  dive.push(
    ...(await benchDive({
      requests: diveRequests,
      onlineRequests,
      reads: activityOptions.reads,
      reuse: process.env.BENCH_DIVE_REUSE === 'true',
    })),
  );
}

const invoices: InvoiceRunMeasurement[] = [];
if (runs('invoices') && kinds.includes('postgres')) {
  const [invoiceAccounts = 10_000] = positiveIntegers(
    'BENCH_INVOICE_ACCOUNTS',
    process.env.BENCH_INVOICE_ACCOUNTS ?? '10000',
  );
  invoices.push(await benchInvoiceRun(invoiceAccounts));
}

let reports: ReportsBenchResult | undefined;
if (runs('reports') && kinds.includes('postgres')) {
  const [csvRows = 1_000_000] = positiveIntegers(
    'BENCH_REPORTS_CSV_ROWS',
    process.env.BENCH_REPORTS_CSV_ROWS ?? '1000000',
  );
  reports = await benchReports({ ...activityOptions, csvRows });
}

console.log(
  JSON.stringify(
    {
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
    ...[...locationFeatures, ...screening, ...dive].map(
      (r) =>
        `${r.name}: http p50 ${r.http.p50} ms p95 ${r.http.p95} ms, sql p50 ${r.sql.p50} ms p95 ${r.sql.p95} ms`,
    ),
  ].join(' | '),
);
