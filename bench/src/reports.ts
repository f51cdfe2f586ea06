import { and, count, eq, sql } from 'drizzle-orm';
import type { ListSpec } from '@console/contract/kit';
import { reportsApi, type LocationReportQuery } from '@console/contract/reports/api';
import { validationReportsApi } from '@console/contract/validation-reports/api';
import { openPostgres, type Db } from '@console/server/src/db/client.ts';
import {
  addressValidations,
  validationHistory,
} from '@console/server/src/modules/validation-reports/tables.ts';
import { customerAccounts, devices } from '@console/server/src/db/schema.ts';
import { REPORT_MAX_YEARS, REPORT_PERIOD } from '@console/contract/kit';
import { listPage, listRequestOf, type ListRequest, type ListSource } from '@console/server/src/kit/list.ts';
import { reportWindowOf, type ResolvedReportWindow } from '@console/server/src/kit/report-window.ts';
import type { Tenant } from '@console/server/src/platform/tenant.ts';
import {
  adminReportSource,
  adminReportSummary,
  deviceReportSource,
  enhancedServicesSource,
  locationReportSource,
  reportCustomersSource,
  scansByDay,
  screeningProductIds,
  servicesByDay,
} from '@console/server/src/modules/reports/service.ts';
import {
  addressValidationSource,
  failedVerificationsSource,
  historyLogSource,
} from '@console/server/src/modules/validation-reports/service.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { openActivityDatabase } from './activity-database.ts';
import { exportOnce, mb, rssOf } from './csv-export.ts';
import { BENCH_PASSWORD } from './database.ts';
import { startBenchServer } from './server.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';
import { check, type Check } from './targets.ts';

/**
 * Issue 18's figures on PostgreSQL, on the activity database (activity-database.ts: 100,000
 * customers, 10,000,000 requests over two years at the full scale, kept between runs): each report
 * at its default window (the location report the last 30 days, the others the last 24 hours) and
 * at two years when its query takes a period, sorted by every sort field its contract's list
 * declares (read from the contract: a sort added there is measured here), over HTTP against the same
 * service call made directly; target p95 under 200 ms (targets.ts). Then DevicesReportCsv of a
 * company with `csvRows` devices, from a server started as its own process: rows/s and the server's
 * peak RSS growth, measured as the accounts CSV export is (csv-export.ts).
 *
 * The validation reports (History Log, Address Validation) read tables the product API's requests
 * fill when their results carry checks or an address; the activity fill's results carry neither, so
 * the bench files an entry and an address for each of the company's requests of the last
 * VALIDATION_DAYS days, once, as those triggers would (about 13,700 a day here).
 *
 * The activity fill gives the company about 500,000 devices; the CSV part adds devices (serials
 * BENCH-CSV-n, spread over the company's locations, never seen) until the company has `csvRows`,
 * once: a later run finds them there. They are devices no request names, which the other parts of
 * the bench never read.
 */

export interface ReportsBenchOptions {
  accounts: number;
  requests: number;
  /** Calls a case is measured with, and the calls before that warm it. */
  reads: number;
  warmUp: number;
  /** Rows of the CSV measured (BENCH_REPORTS_CSV_ROWS, default 1,000,000). */
  csvRows: number;
}

export interface ReportCsvMeasurement {
  name: string;
  rows: number;
  bytes: number;
  ms: number;
  rowsPerSecond: number;
  serverRssMb: { ready: number; beforeExport: number };
  peakRssGrowthMb: number;
  highWaterGrowthMb: number | null;
}

export interface ReportsBenchResult {
  reads: Measurement[];
  csv: ReportCsvMeasurement;
}

/** The company's devices the device report lists: those of its live (not Test Mode) customers. */
async function liveDevices(db: Db, companyId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(devices)
    .innerJoin(customerAccounts, eq(customerAccounts.id, devices.accountId))
    .where(and(eq(devices.companyId, companyId), eq(customerAccounts.isTest, false)));
  return n;
}

/** Adds never-seen devices over the live customers' locations until the report lists `wanted`. */
async function growDevices(db: Db, companyId: number, wanted: number): Promise<number> {
  const have = await liveDevices(db, companyId);
  const missing = wanted - have;
  if (missing > 0) {
    const start = performance.now();
    // The locations' count is a row of its own, so the join is an equality of each side's own
    // expression, which hashes (with the count on the locations' side it was a nested loop over
    // 500,000 x 250,000 pairs).
    await db.execute(sql`
      with places as (
        select l.id, l.account_id, row_number() over (order by l.id) as n
        from locations l join customer_accounts a on a.id = l.account_id
        where l.company_id = ${companyId} and not a.is_test),
      counted as (select count(*) as total from places)
      insert into devices (company_id, account_id, location_id, kind, name, serial, app_version)
      select ${companyId}, p.account_id, p.id, (array['iPad', 'Scanner', 'Phone'])[1 + g % 3],
        'Bench Device ' || g, 'BENCH-CSV-' || g, '4.3.' || (g % 3)
      from generate_series(${have + 1}::int, ${wanted}::int) g
      cross join counted c
      join places p on p.n = 1 + g % c.total`);
    await db.execute(sql`analyze devices`);
    console.error(`reports: ${missing} devices added in ${Math.round(performance.now() - start)} ms`);
  }
  return wanted;
}

const VALIDATION_DAYS = 30;

/** Files a History Log entry and an address check for each request of the last VALIDATION_DAYS days, once. */
async function growValidationReports(db: Db, companyId: number): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(addressValidations)
    .where(eq(addressValidations.companyId, companyId));
  if (n > 10_000) return;
  const start = performance.now();
  const recent = sql`from verification_requests r
    where r.company_id = ${companyId} and r.started_at > now() - make_interval(days => ${VALIDATION_DAYS})`;
  await db.execute(sql`
    insert into validation_history (company_id, account_id, is_test, request_id, kind, validated, severity,
      failed_checks, document_type, document_number, person_name, checks, validated_at)
    select r.company_id, r.account_id, r.is_test, r.id, 'automatic', r.status = 'success',
      case when r.status = 'success' then 0 else 1 + r.id % 3 end, (r.status <> 'success')::int,
      r.result ->> 'documentType', 'D' || r.id, 'Bench Person ' || r.id % 1000,
      jsonb_build_array(jsonb_build_object('name', 'documentExpired',
        'result', case when r.status = 'success' then 'passed' else 'failed' end)),
      coalesce(r.completed_at, r.started_at)
    ${recent}`);
  await db.execute(sql`
    insert into address_validations (request_id, company_id, account_id, is_test, validated, valid, found,
      address, city, state, zip, checked_at)
    select r.id, r.company_id, r.account_id, r.is_test, true, r.id % 10 <> 0, r.id % 20 <> 0,
      (r.id % 9000 + 100) || ' Bench Street', 'Austin', 'TX', lpad((r.id % 100000)::text, 5, '0'),
      coalesce(r.completed_at, r.started_at)
    ${recent}
    on conflict (request_id) do nothing`);
  await db.execute(sql`analyze validation_history`);
  await db.execute(sql`analyze address_validations`);
  const [{ filed } = { filed: 0 }] = await db
    .select({ filed: count() })
    .from(validationHistory)
    .where(eq(validationHistory.companyId, companyId));
  console.error(`reports: ${filed} validations filed in ${Math.round(performance.now() - start)} ms`);
}

/** A report as its contract declares it: the path, the query (has it a period?) and the list's sorts. */
interface ReportEndpoint {
  path: string;
  /** The query's schema (a JSON schema object, whose properties name its parameters); none: no query. */
  query?: unknown;
  list?: ListSpec;
}

/**
 * A report measured: its endpoint in the contract and the same call made directly, for a window
 * and (a list) a sort.
 */
interface ReportCase {
  name: string;
  endpoint: ReportEndpoint;
  direct: (window: ResolvedReportWindow, sort: ListRequest | undefined) => Promise<unknown>;
}

function reportCases(db: Db, tenant: Tenant, screening: readonly number[]): ReportCase[] {
  const page = (spec: ListSpec, source: ListSource<never, unknown>, sort: ListRequest | undefined) =>
    listPage(source, spec, sort ?? listRequestOf(spec, {}));
  return [
    {
      name: 'Location report',
      endpoint: reportsApi.locations,
      // The report reads its sort from the query, as the route gives it: by scans it sums every location's.
      direct: (w, sort) =>
        page(
          reportsApi.locations.list,
          locationReportSource(
            db,
            tenant,
            { sortField: sort?.sortField as LocationReportQuery['sortField'] },
            w,
          ),
          sort,
        ),
    },
    { name: 'Scans per day', endpoint: reportsApi.scansByDay, direct: (w) => scansByDay(db, tenant, w) },
    {
      name: 'Device report',
      endpoint: reportsApi.devices,
      direct: (w, sort) => page(reportsApi.devices.list, deviceReportSource(db, tenant, {}, w), sort),
    },
    {
      name: 'iPad report',
      endpoint: reportsApi.iPads,
      direct: (w, sort) =>
        page(reportsApi.iPads.list, deviceReportSource(db, tenant, { kind: 'iPad' }, w), sort),
    },
    {
      name: 'Enhanced services',
      endpoint: reportsApi.enhancedServices,
      direct: (w, sort) =>
        page(reportsApi.enhancedServices.list, enhancedServicesSource(db, tenant, {}, w, screening), sort),
    },
    {
      name: 'Services per day',
      endpoint: reportsApi.servicesByDay,
      direct: (w) => servicesByDay(db, tenant, w, screening),
    },
    {
      name: 'Admin report',
      endpoint: reportsApi.admin,
      direct: (w, sort) => page(reportsApi.admin.list, adminReportSource(db, tenant, {}, w), sort),
    },
    {
      name: 'Admin report summary',
      endpoint: reportsApi.adminSummary,
      direct: () => adminReportSummary(db, tenant),
    },
    {
      name: 'Failed verifications',
      endpoint: validationReportsApi.failedVerifications,
      direct: (w, sort) =>
        page(
          validationReportsApi.failedVerifications.list,
          failedVerificationsSource(db, tenant, {}, w),
          sort,
        ),
    },
    {
      name: 'History log',
      endpoint: validationReportsApi.historyLog,
      direct: (w, sort) =>
        page(validationReportsApi.historyLog.list, historyLogSource(db, tenant, {}, w), sort),
    },
    {
      name: 'Address validation',
      endpoint: validationReportsApi.addressValidation,
      direct: (w, sort) =>
        page(validationReportsApi.addressValidation.list, addressValidationSource(db, tenant, {}, w), sort),
    },
    {
      name: 'Report customers',
      endpoint: reportsApi.customers,
      direct: (_, sort) =>
        page(reportsApi.customers.list, reportCustomersSource(db, tenant, undefined), sort),
    },
  ];
}

/** Whether a query schema of the contract names the parameter. */
const takesParameter = (query: unknown, name: string): boolean => {
  const properties = (query as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && name in properties;
};

/** The window kind a report's path defaults to: the location report's 30 days, the others' 24 hours. */
const windowKindOf = (path: string) =>
  path === reportsApi.locations.path || path === reportsApi.scansByDay.path ? 'location' : 'other';

/**
 * Each way a report is measured: at its default window and at two years when its query takes a
 * period (`fromto`), and sorted by every sort field its contract's list declares (each field once,
 * in its default order for the default field, else ascending).
 */
function variants(report: ReportCase): { name: string; query: string; direct: () => Promise<unknown> }[] {
  const { endpoint } = report;
  const now = new Date();
  const twoYearsBack = new Date(now.getTime() + 60_000);
  twoYearsBack.setUTCFullYear(twoYearsBack.getUTCFullYear() - REPORT_MAX_YEARS);
  const fromto = [twoYearsBack.toISOString(), now.toISOString()];
  const windows: { label: string; fromto?: string[] }[] = takesParameter(endpoint.query, REPORT_PERIOD)
    ? [{ label: 'default window' }, { label: `${REPORT_MAX_YEARS} years`, fromto }]
    : [{ label: 'no window' }];
  const spec = endpoint.list;
  const sorts = spec
    ? spec.sortFields.map((field) => ({
        field,
        order: spec.defaultSort?.field === field ? spec.defaultSort.order : ('asc' as const),
      }))
    : [undefined];
  return windows.flatMap(({ label, fromto: period }) =>
    sorts.map((sort) => {
      const params = new URLSearchParams();
      for (const instant of period ?? []) params.append(REPORT_PERIOD, instant);
      if (spec && sort) {
        params.set(spec.names.sortField, sort.field);
        params.set(spec.names.order, sort.order);
      }
      const window = reportWindowOf(windowKindOf(endpoint.path), period);
      const request =
        spec && sort
          ? listRequestOf(spec, { [spec.names.sortField]: sort.field, [spec.names.order]: sort.order })
          : undefined;
      return {
        name: `${report.name}, ${label}${sort ? `, by ${sort.field} ${sort.order}` : ''}`,
        query: params.toString(),
        direct: () => report.direct(window, request),
      };
    }),
  );
}

export async function benchReports(options: ReportsBenchOptions): Promise<ReportsBenchResult> {
  const { url, companyId } = await openActivityDatabase({
    accounts: options.accounts,
    requests: options.requests,
  });
  const tenant = { companyId, testMode: false };
  const database = await openPostgres(url);
  const db = database.db;
  try {
    await database.migrate();
    await growDevices(db, companyId, options.csvRows);
    await growValidationReports(db, companyId);
    const screening = await screeningProductIds(db, tenant);
    const cases = reportCases(db, tenant, screening);

    const server = await startBenchServer(url);
    try {
      const ready = rssOf(server.pid);
      const { cookie } = await signInOverHttp(server.baseURL, 'admin', BENCH_PASSWORD);
      const get = (path: string) => async () => {
        const response = await fetch(`${server.baseURL}${path}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.text();
      };
      const reads: Measurement[] = [];
      for (const report of cases) {
        for (const { name, query, direct } of variants(report)) {
          const path = `${report.endpoint.path}?${query}`;
          await timeAlternately(options.warmUp, get(path), direct);
          const samples = await timeAlternately(options.reads, get(path), direct);
          reads.push(summarize(`${name} (postgres)`, samples.http, samples.sql));
          console.error(`reports: ${name} measured`);
        }
      }
      const rows = await liveDevices(db, companyId);
      const measured = await exportOnce(`${server.baseURL}${reportsApi.devicesCsv.path}`, cookie, server.pid);
      if (measured.rows !== rows)
        throw new Error(`DevicesReportCsv has ${measured.rows} rows, the company ${rows} devices`);
      return {
        reads,
        csv: {
          name: `DevicesReportCsv (postgres, ${rows} devices)`,
          rows: measured.rows,
          bytes: measured.bytes,
          ms: measured.ms,
          rowsPerSecond: measured.rowsPerSecond,
          serverRssMb: { ready: mb(ready), beforeExport: mb(measured.rssBefore) },
          peakRssGrowthMb: mb(measured.peakRss - measured.rssBefore),
          highWaterGrowthMb: measured.highWater === null ? null : mb(measured.highWater - measured.rssBefore),
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
  }
}

export function summarizeReports(result: ReportsBenchResult): string {
  return [
    ...result.reads.map((r) => `${r.name}: http p95 ${r.http.p95} ms, sql p95 ${r.sql.p95} ms`),
    `${result.csv.name}: ${result.csv.rowsPerSecond} rows/s, server peak RSS growth ${result.csv.peakRssGrowthMb} MB`,
  ].join(' | ');
}

/** Each report's p95 at its window and sort; the CSV's rows/s and memory. */
export const reportsChecks = (result: ReportsBenchResult): Check[] => [
  ...result.reads.map((r) => check('reportRead', r.name, r.http.p95)),
  check('csvRate', result.csv.name, result.csv.rowsPerSecond),
  check('csvMemory', result.csv.name, result.csv.peakRssGrowthMb),
];
