import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { SERVICE_FEATURES } from '@console/contract/features/api';
import { Project } from '@console/contract/products/api';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { buildApp } from '@console/server/src/app.ts';
import { loadConfig } from '@console/server/src/config.ts';
import { openPostgres } from '@console/server/src/db/client.ts';
import { issueToken } from '@console/server/src/kit/tokens.ts';
import { utcDay, addDays } from '@console/server/src/lib/days.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { openActivityDatabase } from './activity-database.ts';
import { BENCH_PASSWORD, BENCH_SECRET } from './database.ts';
import { pgbenchOf, type PgbenchResult, type RecordedRequest } from './pgbench.ts';
import { random } from './random.ts';
import { startBenchServer } from './server.ts';
import { percentiles } from './stats.ts';
import { statementRecorder } from './statements.ts';
import { check, checkAgainst, type Check } from './targets.ts';

/**
 * Issue 12's figures on PostgreSQL, 100,000 Veriscan Online customers and 10,000,000 requests over
 * two years (see activity-database.ts): the Dashboard's customers list sorted by lastScan, the
 * Locations list of the company and a customer's Metrics over two years, one call at a time over HTTP (p50, p95); then the product API
 * under load: `ingestConnections` products reporting as fast as they are answered for
 * `ingestSeconds`, over INGEST_ACCOUNTS accounts' tokens, for services that need a feature each
 * (ID scanning and face match, so every request pays the feature check the product API makes):
 * successful (201) answers a second, p50, p99, and every other answer counted as a failure; and
 * afterwards the run's stored requests counted: a 201 without its request is a lost write. Its
 * baseline, in the same run once the server stopped: pgbench (pgbench.ts) running the statements
 * one such request ran, recorded at the driver, at the same connections for the same time.
 *
 * The load comes from wrk (Debian's package; `apt-get install -y wrk`), not autocannon: on this
 * 2-core machine the generator shares the cores with the server and PostgreSQL, and autocannon spent
 * about as much CPU per request as the console did (746 requests/s with it, 1,248 with wrk, same
 * server, same minute). bench/src/ingest.lua writes the requests.
 */

export interface ActivityBenchOptions {
  accounts: number;
  requests: number;
  refill: boolean;
  /** Calls per read measurement. */
  reads: number;
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
  connections: number;
  seconds: number;
  tokens: number;
  requests: number;
  /** Successful (201) answers a second: the others are failures, counted apart. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Socket errors and timeouts, and answers other than 201. */
  errors: number;
  non201: number;
  /** The answers other than 201, by status. */
  non201ByStatus: Record<string, number>;
  writes: { acknowledged: number; lost: number };
  /** pgbench over the statements one request ran, at the same connections and seconds: the baseline. */
  pgbench: PgbenchResult;
}

/** What bench/src/ingest.lua prints when wrk is done. */
interface WrkReport {
  requests: number;
  durationUs: number;
  created: number;
  otherStatuses: number;
  /** The answers other than 201, by status. */
  byStatus: Record<string, number>;
  socketErrors: number;
  latencyMs: { p50: number; p99: number; max: number };
}

export interface ActivityBenchResult {
  fill?: Record<string, number>;
  reads: ReadMeasurement[];
  ingest: IngestMeasurement;
}

/** Products report from this many accounts, each with a token of its own (the rate limit is per token). */
const INGEST_ACCOUNTS = 200;
/** The reporters whose requests pgbench replays (a script each). */
const PGBENCH_REPORTERS = 50;
/** What the products report (ingest.lua takes them in turn): services that need a feature each. */
const INGEST_SERVICES = ['idScan', 'faceMatch'] as const;
const INGEST_FEATURES = INGEST_SERVICES.map((service) => {
  const feature = SERVICE_FEATURES[service];
  if (!feature) throw new Error(`the service ${service} needs no feature: the ingest would skip the check`);
  return feature;
});
const READ_WARM_UP = 20;
const PAGE_SIZES = [10, 25, 50] as const;
const WRK_SCRIPT = path.join(import.meta.dirname, 'ingest.lua');

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

/** A product reporting for one account: its token, and the location and device its requests name. */
interface Reporter {
  accountId: number;
  token: string;
  locationId: number;
  serial: string;
}

/** INGEST_ACCOUNTS accounts spread over the company, each with a new product token, a location and its device. */
async function reporters(url: string, companyId: number): Promise<Reporter[]> {
  const database = await openPostgres(url);
  try {
    const { rows } = await database.db.execute<{
      account_id: number;
      location_id: number;
      serial: string;
    }>(sql`
      select a.id as account_id, d.location_id, d.serial
      from customer_accounts a
      join lateral (select location_id, serial from devices
        where account_id = a.id and location_id is not null order by id limit 1) d on true
      where a.company_id = ${companyId} and a.active and a.is_test = false
        -- Accounts whose product may report: no subscription that is inactive or expired, and
        -- the tokens' product (DIVE Online) enabled, with a subscription where it needs one: one
        -- generated account without it had each of its requests refused 403, counted as failures.
        and not exists (select 1 from account_subscriptions s where s.account_id = a.id
          and (s.status <> 'Active' or s.expiration_date < current_date))
        and exists (select 1 from products p
          join account_products ap on ap.product_id = p.id and ap.account_id = a.id and ap.enabled
          where p.company_id = a.company_id and p.project_id = ${Project.VsOnline}
            and (not p.subscription_is_required or exists (select 1 from account_subscriptions s
              where s.account_id = a.id and s.product_id = p.id)))
      order by hashint4(a.id)
      limit ${INGEST_ACCOUNTS}`);
    // The services reported need a feature each (contract SERVICE_FEATURES), so every request pays
    // the product API's feature check: the company is granted them and each reporting customer has
    // them switched on, as a customer using those services would.
    await database.db.execute(sql`
      insert into company_features (company_id, feature_id, enabled)
      select ${companyId}, id, true from features where name = any(${`{${INGEST_FEATURES.join(',')}}`}::text[])
      on conflict (company_id, feature_id) do update set enabled = true`);
    await database.db.execute(sql`
      insert into account_features (account_id, feature_id, enabled)
      select a, f.id, true from unnest(${`{${rows.map((r) => r.account_id).join(',')}}`}::int[]) a
      cross join features f where f.name = any(${`{${INGEST_FEATURES.join(',')}}`}::text[])
      on conflict (account_id, feature_id) do update set enabled = true`);
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
        locationId: row.location_id,
        serial: row.serial,
      });
    }
    return result;
  } finally {
    await database.close();
  }
}

/** How many requests of the run (its externalId prefix) the reporters' accounts hold, read after the server stopped. */
async function storedRequests(url: string, accountIds: readonly number[], run: string): Promise<number> {
  const database = await openPostgres(url);
  try {
    const { rows } = await database.db.execute<{ stored: number }>(
      sql`select count(*)::int as stored from verification_request_keys
        where account_id = any(${`{${accountIds.join(',')}}`}::int[]) and external_id like ${`${run}-%`}`,
    );
    return rows[0]?.stored ?? 0;
  } finally {
    await database.close();
  }
}

/** wrk against the server for the ingest load; its script's JSON line parsed. */
function runWrk(
  baseURL: string,
  reporters: readonly Reporter[],
  run: string,
  options: ActivityBenchOptions,
): WrkReport {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-ingest-'));
  try {
    const file = path.join(folder, 'reporters.txt');
    writeFileSync(file, reporters.map((r) => `${r.token} ${r.locationId} ${r.serial}`).join('\n') + '\n');
    let output: string;
    try {
      output = execFileSync(
        'wrk',
        ['-t1', `-c${options.ingestConnections}`, `-d${options.ingestSeconds}s`, '-s', WRK_SCRIPT, baseURL],
        {
          env: { ...process.env, WRK_REPORTERS: file, WRK_RUN: run, WRK_SERVICES: INGEST_SERVICES.join(' ') },
          encoding: 'utf8',
        },
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error('the ingest load needs wrk: apt-get install -y wrk');
      }
      throw error;
    }
    const line = output.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no report:\n${output}`);
    return JSON.parse(line) as WrkReport;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The statements an ingest request runs, recorded at the driver (statements.ts) from a console in
 * this process on the same database, one request for each reporter (after a first that warms what
 * a running server keeps), reported as ingest.lua reports: the baseline's scripts.
 */
async function recordIngest(
  url: string,
  reporters: readonly Reporter[],
  run: string,
): Promise<RecordedRequest[]> {
  const database = await openPostgres(url);
  try {
    const config = loadConfig({
      SECRET: BENCH_SECRET,
      DATA_DIR: '/tmp/console-bench',
      PORT: '0',
      INGEST_REQUESTS_PER_MINUTE: '1000000',
    });
    const app = await buildApp(config, database, { logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const post = (reporter: Reporter, i: number, externalId: string) => async () => {
        const response = await fetch(`${address}/ingest/requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${reporter.token}` },
          body: JSON.stringify({
            externalId,
            status: 'success',
            startedAt: new Date(Date.now() - 2000).toISOString(),
            service: INGEST_SERVICES[i % INGEST_SERVICES.length],
            locationId: reporter.locationId,
            deviceSerial: reporter.serial,
          }),
        });
        if (response.status !== 201) throw new Error(`the recorded ingest answered ${response.status}`);
        return response.text();
      };
      const recorder = statementRecorder(database);
      const recorded: RecordedRequest[] = [];
      for (const [i, reporter] of reporters.entries()) {
        // Not under the run's prefix: the lost writes count the run's requests alone.
        if (i === 0) await post(reporter, i, `recorded-${run}-warm-up`)();
        const externalId = `recorded-${run}-${i}`;
        recorded.push({ statements: await recorder.record(post(reporter, i, externalId)), externalId });
      }
      return recorded;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function benchActivity(options: ActivityBenchOptions): Promise<ActivityBenchResult> {
  const database = await openActivityDatabase(options);
  const tokens = await reporters(database.url, database.companyId);
  const server = await startBenchServer(database.url, {
    // Each token may report far more than the bench offers it; the limit is measured by the tests.
    INGEST_REQUESTS_PER_MINUTE: '1000000',
  });
  const run = `load-${Date.now().toString(36)}`;
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
    // The Locations list (about 2.5 locations a customer) sorted by name and by id, of the company:
    // its total was a count of every location joined to its customer on each call.
    reads.push(
      await timeCalls(
        'locations of the online customers, by name and by id, first pages',
        options.reads,
        (i) =>
          get(
            `${vsOnlineApi.locations.path}?sortField=${i % 2 ? 'id' : 'name'}&order=${i % 4 < 2 ? 'asc' : 'desc'}&page=${1 + (i % 5)}&pageSize=${PAGE_SIZES[i % PAGE_SIZES.length]}`,
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

    const report = runWrk(server.baseURL, tokens, run, options);
    const seconds = report.durationUs / 1e6;
    const ingest: IngestMeasurement = {
      name: `product API ingest (postgres, ${options.ingestConnections} connections, ${options.ingestSeconds} s)`,
      connections: options.ingestConnections,
      seconds: options.ingestSeconds,
      tokens: tokens.length,
      requests: report.requests,
      requestsPerSecond: Math.round(report.created / seconds),
      latencyMs: report.latencyMs,
      errors: report.socketErrors,
      non201: report.otherStatuses,
      non201ByStatus: report.byStatus,
      writes: { acknowledged: report.created, lost: 0 },
      pgbench: { transactionsPerSecond: 0, failed: 0, latencyMs: 0, statements: [] },
    };
    measured = { reads, ingest };
  } finally {
    await server.stop();
  }
  const recorded = await recordIngest(database.url, tokens.slice(0, PGBENCH_REPORTERS), run);
  measured.ingest.pgbench = await pgbenchOf(
    database.url,
    recorded,
    options.ingestConnections,
    options.ingestSeconds,
  );
  const stored = await storedRequests(
    database.url,
    tokens.map((t) => t.accountId),
    run,
  );
  measured.ingest.writes.lost = Math.max(0, measured.ingest.writes.acknowledged - stored);
  return { ...(database.filled ? { fill: { ...database.filled } } : {}), ...measured };
}

/** ` (403: 21, 503: 2)`, or nothing when every answer was a 201. */
const byStatus = (counts: Record<string, number>) => {
  const entries = Object.entries(counts);
  return entries.length ? ` (${entries.map(([status, n]) => `${status}: ${n}`).join(', ')})` : '';
};

export function summarizeActivity(result: ActivityBenchResult): string {
  const { ingest } = result;
  return [
    ...result.reads.map((r) => `${r.name}: p50 ${r.ms.p50} ms, p95 ${r.ms.p95} ms`),
    `${ingest.name}: ${ingest.requestsPerSecond} req/s (pgbench ${ingest.pgbench.transactionsPerSecond}), p50 ${ingest.latencyMs.p50} ms, p99 ${ingest.latencyMs.p99} ms, ` +
      `${ingest.errors} errors, ${ingest.non201} other than 201${byStatus(ingest.non201ByStatus)}, ${ingest.writes.acknowledged} acknowledged, ${ingest.writes.lost} lost`,
  ].join(' | ');
}

/** Each read's p95; the ingest's successful answers a second, p99, failures and lost writes. */
export function activityChecks(result: ActivityBenchResult): Check[] {
  const { ingest } = result;
  return [
    ...result.reads.map((r) => check('familyRead', `${r.name} (postgres)`, r.ms.p95)),
    check('ingestRate', ingest.name, ingest.requestsPerSecond),
    check('ingestLatency', ingest.name, ingest.latencyMs.p99),
    checkAgainst(
      'ingestVsPgbench',
      `${ingest.name}, ${ingest.pgbench.statements.length} statements`,
      ingest.requestsPerSecond,
      ingest.pgbench.transactionsPerSecond,
      'req/s',
    ),
    check('failures', ingest.name, ingest.errors + ingest.non201),
    check('lostWrites', ingest.name, ingest.writes.lost),
  ];
}
