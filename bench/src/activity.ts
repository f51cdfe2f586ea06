import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, INGEST_REQUESTS_PATH, type IngestRequest } from '@console/contract/activity';
import { Project } from '@console/contract/products';
import { vsOnlineApi } from '@console/contract/vsonline';
import { openPostgres } from '@console/server/src/db/client.ts';
import { issueToken } from '@console/server/src/kit/tokens.ts';
import { utcDay, addDays } from '@console/server/src/lib/days.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { openActivityDatabase } from './activity-database.ts';
import { BENCH_PASSWORD } from './database.ts';
import { random } from './random.ts';
import { startBenchServer } from './server.ts';
import { percentiles } from './stats.ts';

/**
 * Issue 12's figures on PostgreSQL, 100,000 Veriscan Online customers and 10,000,000 requests over
 * two years (see activity-database.ts): the Dashboard's customers list sorted by lastScan and a
 * customer's Metrics over two years, one call at a time over HTTP (p50, p95); then the product API
 * under load: `ingestConnections` products reporting for `ingestSeconds`, offered at a fixed
 * `ingestRate` a second over many tokens (autocannon: achieved requests/s, p50, p99), and afterwards
 * every acknowledged request looked up: an acknowledged request that is missing is a lost write.
 */

export interface ActivityBenchOptions {
  accounts: number;
  requests: number;
  refill: boolean;
  /** Calls per read measurement. */
  reads: number;
  ingestRate: number;
  ingestConnections: number;
  ingestSeconds: number;
}

export interface ReadMeasurement {
  name: string;
  samples: number;
  ms: { p50: number; p95: number; max: number };
}

export interface IngestMeasurement {
  name: string;
  offeredPerSecond: number;
  connections: number;
  seconds: number;
  tokens: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  writes: { acknowledged: number; lost: number };
}

export interface ActivityBenchResult {
  fill?: Record<string, number>;
  reads: ReadMeasurement[];
  ingest: IngestMeasurement;
}

/** Products report from this many accounts, each with a token of its own (the rate limit is per token). */
const INGEST_ACCOUNTS = 200;
const READ_WARM_UP = 20;
const PAGE_SIZES = [10, 25, 50] as const;

async function timeCalls(
  name: string,
  count: number,
  call: (i: number) => Promise<Response>,
): Promise<ReadMeasurement> {
  for (let i = 0; i < READ_WARM_UP; i++) await (await call(i)).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (!response.ok) throw new Error(`${name}: call ${i} answered ${response.status}`);
  }
  const { p50, p95, max } = percentiles(samples);
  return { name, samples: samples.length, ms: { p50, p95, max } };
}

interface Reporter {
  accountId: number;
  token: string;
  locationIds: number[];
  serials: string[];
  logins: string[];
}

/** INGEST_ACCOUNTS accounts spread over the company, each with a new product token, its locations, devices and users. */
async function reporters(url: string, companyId: number): Promise<Reporter[]> {
  const database = await openPostgres(url);
  try {
    const { rows } = await database.db.execute<{
      account_id: number;
      location_ids: number[];
      serials: string[];
      logins: string[];
    }>(sql`
      select a.id as account_id,
        array(select l.id from locations l where l.account_id = a.id order by l.id) as location_ids,
        array(select d.serial from devices d where d.account_id = a.id order by d.id) as serials,
        array(select u.user_name from account_users u where u.account_id = a.id order by u.id) as logins
      from customer_accounts a
      where a.company_id = ${companyId} and a.active and a.is_test = false
        and exists (select 1 from locations l where l.account_id = a.id)
      order by hashint4(a.id)
      limit ${INGEST_ACCOUNTS}`);
    const actor = { id: null, name: 'Benchmark', companyId };
    const result: Reporter[] = [];
    for (const row of rows) {
      const issued = await issueToken(
        database.db,
        actor,
        { kind: PRODUCT_TOKEN_KINDS[Project.VsOnline], companyId, ownerId: row.account_id },
        { label: 'Benchmark kiosk' },
      );
      result.push({
        accountId: row.account_id,
        token: issued.token,
        locationIds: row.location_ids,
        serials: row.serials,
        logins: row.logins,
      });
    }
    return result;
  } finally {
    await database.close();
  }
}

/** How many of the acknowledged request ids the database does not hold, read after the server stopped. */
async function missingRequests(url: string, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const database = await openPostgres(url);
  try {
    const unique = [...new Set(ids)];
    const { rows } = await database.db.execute<{ found: number }>(
      sql`select count(*)::int as found from verification_requests
        where id = any(${`{${unique.join(',')}}`}::bigint[]) and started_at > now() - interval '1 day'`,
    );
    return unique.length - (rows[0]?.found ?? 0);
  } finally {
    await database.close();
  }
}

export async function benchActivity(options: ActivityBenchOptions): Promise<ActivityBenchResult> {
  const database = await openActivityDatabase(options);
  const tokens = await reporters(database.url, database.companyId);
  const server = await startBenchServer(database.url, {
    // Each token may report far more than the bench offers it; the limit is measured by the tests.
    INGEST_REQUESTS_PER_MINUTE: String(Math.max(6000, options.ingestRate * 60)),
  });
  const acknowledged: number[] = [];
  let measured: Omit<ActivityBenchResult, 'fill'>;
  try {
    const { cookie } = await signInOverHttp(server.baseURL, 'admin', BENCH_PASSWORD);
    const get = (path: string) => fetch(`${server.baseURL}${path}`, { headers: { cookie } });
    const next = random(20261123);
    const reads: ReadMeasurement[] = [];
    reads.push(
      await timeCalls('online customers, by lastScan descending, first pages', options.reads, (i) =>
        get(
          `${vsOnlineApi.list.path}?sortField=lastScan&order=desc&page=${1 + (i % 5)}&pageSize=${PAGE_SIZES[i % PAGE_SIZES.length]}`,
        ),
      ),
    );
    const today = utcDay(new Date());
    const twoYears = { dateFrom: addDays(today, -729), dateTo: today };
    reads.push(
      await timeCalls('metrics of a customer over two years', options.reads, () => {
        const account = tokens[Math.floor(next() * tokens.length)] ?? tokens[0];
        if (!account) throw new Error('no customer to read');
        const path = vsOnlineApi.metrics.path.replace('{id}', String(account.accountId));
        return get(`${path}?${new URLSearchParams(twoYears)}`);
      }),
    );

    const runId = Date.now().toString(36);
    let sent = 0;
    /** The next request: the reporters in turn, each from one of its locations, devices and users. */
    const nextReport = (): { token: string; body: string } => {
      const reporter = tokens[sent % tokens.length];
      if (!reporter) throw new Error('no reporter');
      sent += 1;
      const pickOf = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
      const request: IngestRequest = {
        externalId: `load-${runId}-${sent}`,
        status: next() < 0.9 ? 'success' : next() < 0.5 ? 'failed' : 'review',
        startedAt: new Date(Date.now() - 2_000).toISOString(),
        completedAt: new Date().toISOString(),
        service: 'scan',
        locationId: pickOf(reporter.locationIds),
        deviceSerial: pickOf(reporter.serials),
        ...(reporter.logins.length ? { userLogin: pickOf(reporter.logins) } : {}),
      };
      return { token: reporter.token, body: JSON.stringify(request) };
    };
    const result = await autocannon({
      url: server.baseURL,
      connections: options.ingestConnections,
      duration: options.ingestSeconds,
      overallRate: options.ingestRate,
      requests: [
        {
          method: 'POST',
          path: INGEST_REQUESTS_PATH,
          setupRequest: (request) => {
            const report = nextReport();
            return {
              ...request,
              body: report.body,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${report.token}` },
            };
          },
          onResponse: (status, responseBody) => {
            if (status === 201) acknowledged.push((JSON.parse(responseBody) as { id: number }).id);
          },
        },
      ],
    });
    const ingest: IngestMeasurement = {
      name: `product API ingest (postgres, offered ${options.ingestRate}/s, ${options.ingestConnections} connections, ${options.ingestSeconds} s)`,
      offeredPerSecond: options.ingestRate,
      connections: options.ingestConnections,
      seconds: options.ingestSeconds,
      tokens: tokens.length,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
      ),
      writes: { acknowledged: acknowledged.length, lost: 0 },
    };
    measured = { reads, ingest };
  } finally {
    await server.stop();
  }
  measured.ingest.writes.lost = await missingRequests(database.url, acknowledged);
  return { ...(database.filled ? { fill: { ...database.filled } } : {}), ...measured };
}

export function summarizeActivity(result: ActivityBenchResult): string {
  const { ingest } = result;
  return [
    ...result.reads.map((r) => `${r.name}: p50 ${r.ms.p50} ms, p95 ${r.ms.p95} ms`),
    `${ingest.name}: ${ingest.requestsPerSecond} req/s, p50 ${ingest.latencyMs.p50} ms, p99 ${ingest.latencyMs.p99} ms, ` +
      `${ingest.errors} errors, ${ingest.non2xx} non-2xx, ${ingest.writes.acknowledged} acknowledged, ${ingest.writes.lost} lost`,
  ].join(' | ');
}
