import { describe, expect, it } from 'vitest';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '@console/contract/constants';
import { ErrorCode } from '@console/contract/errors';
import { reportsApi } from '@console/contract/reports/api';
import { filterProblems, readQueryFilters } from '../kit/report-csv.ts';
import { failedRecordsReport } from '../modules/report-receivers/failed-records-report.ts';
import { grantEveryModule, type TestClient, type TestContext } from '../testing/harness.ts';
import { appForFile } from '../testing/test-app.ts';
import { appRoutes, type AppRoute } from '../testing/routes.ts';

/**
 * Issue 26: a date, a date-time and a period are one bounded type each (contract kit/dates.ts), and
 * the server's validator takes them so (input-formats.ts). A year 9999 made the day series run on
 * forever (the day after 9999-12-31 is `+010000-01-01`, which sorts before it) and a year 0001 made
 * PostgreSQL fail (500, or a CSV cut off after its 200). Every call that takes a date is walked here,
 * read from the routes the app registered, so a new one is walked without being listed.
 */

let t: TestContext;
let admin: TestClient;
let support: TestClient;

appForFile(async (context) => {
  t = context;
  await grantEveryModule(t.database, t.fixtures.companyA);
  admin = await t.signIn('admin');
  support = await t.signIn('support');
});

type DateFormat = 'date' | 'date-time';
interface DateField {
  name: string;
  format: DateFormat;
  list: boolean;
}

const isDateFormat = (format: unknown): format is DateFormat => format === 'date' || format === 'date-time';

/** The format of a property that is a date or a date-time, alone, nullable or a list of them. */
function formatOf(schema: Record<string, unknown>): { format: DateFormat; list: boolean } | undefined {
  if (isDateFormat(schema.format)) return { format: schema.format, list: false };
  const items = schema.items as Record<string, unknown> | undefined;
  if (items && isDateFormat(items.format)) return { format: items.format, list: true };
  for (const member of (schema.anyOf as Record<string, unknown>[] | undefined) ?? []) {
    if (isDateFormat(member.format)) return { format: member.format, list: false };
  }
  return undefined;
}

function dateFields(schema: unknown): DateField[] {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)
    ?.properties;
  return Object.entries(properties ?? {}).flatMap(([name, property]) => {
    const found = formatOf(property);
    return found ? [{ name, ...found }] : [];
  });
}

/** The values a probe sends: the years, one day each, or two instants for a period. */
const YEARS = {
  9999: { date: '9999-12-31', instants: ['9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z'] },
  1: { date: '0001-01-01', instants: ['0001-01-01T00:00:00Z', '0001-01-02T00:00:00Z'] },
} as const;

function badValue(field: DateField, year: keyof typeof YEARS): string | string[] {
  const { date, instants } = YEARS[year];
  if (field.list) return field.format === 'date' ? [date, date] : [...instants];
  return field.format === 'date' ? date : instants[1];
}

const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, '1');

/** Sends one date field of a route with a year out of bounds, in its query or its body. */
function probe(
  client: TestClient,
  route: AppRoute,
  field: DateField,
  inBody: boolean,
  year: keyof typeof YEARS,
) {
  const value = badValue(field, year);
  const url = fillPath(route.path);
  return inBody
    ? client.request({ method: route.method, url, body: { [field.name]: value } })
    : client.request({ method: route.method, url, query: { [field.name]: value } });
}

async function timed<T>(send: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await send();
  return { response, ms: performance.now() - started };
}

const YEARS_SAID = new RegExp(`years ${DATE_MIN_YEAR} to ${DATE_MAX_YEAR}`);

/** The route's probes: every date field of its query and of its body. */
function probesOf(route: AppRoute): { field: DateField; inBody: boolean }[] {
  return [
    ...dateFields(route.schema.query).map((field) => ({ field, inBody: false })),
    ...dateFields(route.schema.body).map((field) => ({ field, inBody: true })),
  ];
}

function expectRefused(
  response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
  field: DateField,
  what: string,
) {
  expect(response.statusCode, what).toBe(400);
  expect(String(response.headers['content-type']), what).toMatch(/^application\/json/);
  const body = response.json() as { code: string; propertyErrors: Record<string, string[]> };
  expect(body.code, what).toBe(ErrorCode.ValidationError);
  const named = Object.entries(body.propertyErrors).filter(
    ([name]) => name === field.name || name.startsWith(`${field.name}[`),
  );
  expect(named.length, `${what}: ${JSON.stringify(body.propertyErrors)}`).toBeGreaterThan(0);
  expect(named.flatMap(([, messages]) => messages).join(' '), what).toMatch(YEARS_SAID);
}

describe('a date out of the years the console takes', () => {
  it('is a 400 naming the field, within a second, on every call that takes a date', async () => {
    const routes = appRoutes(t.app).filter((route) => route.path.startsWith('/api/'));
    const walked: string[] = [];
    for (const route of routes) {
      for (const { field, inBody } of probesOf(route)) {
        for (const year of [9999, 1] as const) {
          const what = `${route.method} ${route.path} ${field.name}=${JSON.stringify(badValue(field, year))}`;
          const { response, ms } = await timed(() => probe(admin, route, field, inBody, year));
          expectRefused(response, field, what);
          expect(ms, what).toBeLessThan(1000);
          walked.push(what);
        }
      }
    }
    // The walk found the calls of the issue (and many more): it does not pass by finding none.
    expect(walked.length).toBeGreaterThan(40);
  });

  // The review queue and the two audit lists (also in the issue) need a role, checked before the
  // input (403 first): the walk above proves them with an administrator.
  it("answers the issue's calls with 400 to a staff user with no role, and goes on answering", async () => {
    const named = [
      '/api/Reports/ScansByDay',
      '/api/Reports/EnhancedServicesByDay',
      '/api/Screening/Stats',
      '/api/Screening/Stats/{serviceId}',
      '/api/Screening/Accounts/{id}/getMetrics',
      '/api/VsOnlineCustomers/{id}/Metrics',
      '/api/Faces/{id}/Metrics',
      '/api/DvsAccounts/{id}/Metrics',
      '/api/DvsOnline/Users/{id}/Metrics',
      '/api/DvsOnline/SuccessStatistics',
      '/api/DvsRequests',
      '/api/FailedVerificationRecords',
      '/api/OnboardingReports/accountsRequestsCountReportCsv',
    ];
    const routes = appRoutes(t.app).filter((route) => route.method === 'GET');
    for (const path of named) {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      const probes = probesOf(route as AppRoute);
      expect(probes.length, path).toBeGreaterThan(0);
      for (const { field, inBody } of probes) {
        for (const year of [9999, 1] as const) {
          const what = `${path} ${field.name} (year ${year})`;
          const { response, ms } = await timed(() => probe(support, route as AppRoute, field, inBody, year));
          expectRefused(response, field, what);
          expect(ms, what).toBeLessThan(1000);
        }
      }
    }
    const after = await support.get(reportsApi.scansByDay.path);
    expect(after.statusCode).toBe(200);
  });

  it('refuses a CSV with such a date in the error shape, before any CSV byte', async () => {
    for (const [path, query] of [
      ['/api/OnboardingReports/accountsRequestsCountReportCsv', { dateTo: '0001-01-01' }],
      ['/api/OnboardingReports/accountsRequestsCountReportCsv', { dateFrom: '9999-12-31' }],
      [reportsApi.devicesCsv.path, { fromto: ['9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z'] }],
      ['/api/FailedVerificationRecords', { format: 'csv', dateTo: '9999-12-31' }],
    ] as const) {
      const response = await support.get(path, query as Record<string, string | string[]>);
      const what = `${path} ${JSON.stringify(query)}`;
      expect(response.statusCode, what).toBe(400);
      expect(String(response.headers['content-type']), what).toMatch(/^application\/json/);
      expect(response.headers['content-disposition'], what).toBeUndefined();
      expect(response.json(), what).toMatchObject({ code: ErrorCode.ValidationError });
    }
  });
});

describe("a report receiver's saved filters", () => {
  it('take the days and instants the calls take, no others', () => {
    expect(filterProblems(failedRecordsReport, { dateTo: '9999-12-31' })).toEqual([
      'To is not a valid value',
    ]);
    expect(filterProblems(failedRecordsReport, { dateFrom: '0001-01-01' })).toEqual([
      'From is not a valid value',
    ]);
    expect(filterProblems(failedRecordsReport, { dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual([]);
    const devices = reportsApi.devices as unknown as Parameters<typeof readQueryFilters>[1];
    expect(
      readQueryFilters('Device Report', devices, { fromto: '9999-12-30T00:00:00Z,9999-12-31T00:00:00Z' })
        .problems,
    ).toHaveProperty('fromto');
    expect(
      readQueryFilters('Device Report', devices, { fromto: '2026-01-01T00:00:00Z,2026-01-31T00:00:00Z' })
        .problems,
    ).toEqual({});
  });
});
