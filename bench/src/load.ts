import autocannon from 'autocannon';
import { eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_SORT_FIELDS,
  accountsApi,
  type AccountCreate,
  type AccountCreateResponse,
  type AccountListQuery,
} from '@console/contract/accounts/api';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { customerAccounts, staffUsers } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '@console/server/src/db/client.ts';
import { BENCH_PASSWORD, benchDatabaseUrl, openBenchDatabase, type BenchDatabaseKind } from './database.ts';
import { fillAccounts } from './generate-accounts.ts';
import { random } from './random.ts';
import { startBenchServer } from './server.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { check, type Check } from './targets.ts';

/**
 * A mixed load, as a busy support floor makes it, on PostgreSQL and on the embedded database
 * (PGlite, as `npm start` runs it: filled in this process in a directory of its own, then opened by
 * the server): `connections` clients for `seconds` against a server started as its own process, each client cycling through list reads with varied
 * sort, order, text filter, page and page size, and one account creation in every READS_PER_WRITE + 1
 * requests. autocannon (the load generator) measures requests/s and latency; afterwards every
 * creation the server acknowledged (a 2xx with the new account's id) is looked up in the database:
 * an acknowledged write that is missing is a lost write, and there must be none.
 * Requests/s counts successful (2xx) answers only; every other answer, socket error and timeout is
 * a failure, and a single one misses its target.
 */

const READS_PER_WRITE = 9;
/** What staff type into the filter (see accounts-list.ts), and nothing at all, most often. */
const TEXT_FILTERS = ['', '', '', 'ridge', 'maple ridge', 'johnson', '4242'] as const;
const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface LoadMeasurement {
  name: string;
  database: BenchDatabaseKind;
  accounts: number;
  connections: number;
  seconds: number;
  requests: number;
  /** Successful (2xx) answers a second; the others are counted in errors and non2xx. */
  requestsPerSecond: number;
  /** p90 and the slowest beside p99: a tail near p50 is queueing, one far above it a stall. */
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Connection errors and timeouts, and answers that were not 2xx. */
  errors: number;
  non2xx: number;
  /** How many answers had each status, 2xx included. */
  statuses: Record<string, number>;
  writes: { acknowledged: number; lost: number };
}

function pick<T>(next: () => number, items: readonly [T, ...T[]]): T {
  return items[Math.floor(next() * items.length)] ?? items[0];
}

/** One list read: a sort both ways, a filter or none, one of the first pages. */
function listPath(next: () => number): string {
  const query: AccountListQuery = {
    sortField: pick(next, ACCOUNT_SORT_FIELDS),
    order: pick(next, ['asc', 'desc'] as const),
    pageSize: pick(next, PAGE_SIZES),
    page: 1 + Math.floor(next() * 5),
  };
  const filter = pick(next, TEXT_FILTERS);
  if (filter) query.textFilter = filter;
  const text = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${accountsApi.list.path}?${text}`;
}

/** Seeds the demo, grows its company to `accounts`, then runs the mixed load once. */
export async function benchLoad(
  kind: BenchDatabaseKind,
  accounts: number,
  connections: number,
  seconds: number,
): Promise<LoadMeasurement> {
  // PGlite's files: filled here, closed, then opened by the server (DATA_DIR/pglite), as npm start keeps them.
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'bench-load-')) : undefined;
  const open = (): Promise<Database> =>
    dataDir ? openPglite(path.join(dataDir, 'pglite')) : openPostgres(benchDatabaseUrl());
  try {
    return await loadOnce(kind, accounts, connections, seconds, dataDir, open);
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function loadOnce(
  kind: BenchDatabaseKind,
  accounts: number,
  connections: number,
  seconds: number,
  dataDir: string | undefined,
  open: () => Promise<Database>,
): Promise<LoadMeasurement> {
  const database = dataDir ? await open() : await openBenchDatabase('postgres');
  let adminId: number;
  try {
    await database.migrate();
    await seedDemo(database.db, { password: BENCH_PASSWORD });
    const [admin] = await database.db
      .select({ id: staffUsers.id, companyId: staffUsers.administeredCompanyId })
      .from(staffUsers)
      .where(eq(staffUsers.userName, 'admin'));
    if (!admin?.companyId) throw new Error('the demo admin administers no company');
    adminId = admin.id;
    const fill = await fillAccounts(database.db, admin.companyId, accounts);
    console.error(`load, ${kind}: ${accounts} accounts in ${fill.ms} ms; loading`);
  } finally {
    await database.close();
  }

  const server = dataDir ? await startBenchServer('', { DATA_DIR: dataDir }) : await startBenchServer();
  const acknowledged: number[] = [];
  let result: autocannon.Result;
  try {
    const { cookie, token } = await signInOverHttp(server.baseURL, 'admin', BENCH_PASSWORD);
    const next = random(20250401);
    let created = 0;
    const newAccount = (): AccountCreate => {
      created += 1;
      const tag = `load${Date.now().toString(36)}${created}`;
      return {
        customerName: `Load Test ${tag}`,
        assignedTo: adminId,
        firstName: 'Load',
        lastName: 'Tester',
        userName: tag,
        email: `${tag}@load.example`,
      };
    };
    // Every answer is looked at, not only the write's: once a connection is closed under it (a 503
    // answers with Connection: close), autocannon may hand an answer to another request's callback,
    // and a list page taken for a creation's answer counted as a write it could not find. A creation
    // is recognised by its answer: the new account's id.
    const onResponse = (status: number, body: string) => {
      if (status < 200 || status >= 300 || !body.includes('"customerId"')) return;
      const { customerId } = JSON.parse(body) as Partial<AccountCreateResponse>;
      if (typeof customerId === 'number') acknowledged.push(customerId);
    };
    const read: autocannon.Request = {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: listPath(next) }),
      onResponse,
    };
    const write: autocannon.Request = {
      method: 'POST',
      path: accountsApi.create.path,
      headers: { 'content-type': 'application/json', [ANTI_FORGERY_HEADER]: token },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(newAccount()) }),
      onResponse,
    };
    result = await autocannon({
      url: server.baseURL,
      connections,
      duration: seconds,
      headers: { cookie },
      requests: [...Array.from({ length: READS_PER_WRITE }, () => read), write],
    });
  } finally {
    await server.stop();
  }

  const lost = await missingAccounts(await open(), acknowledged);
  return {
    name: `mixed load (${kind}, ${accounts} accounts, ${connections} connections, ${seconds} s)`,
    database: kind,
    accounts,
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    // autocannon counts timeouts among its errors.
    errors: result.errors,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    ),
    writes: { acknowledged: acknowledged.length, lost },
  };
}

/** How many of the acknowledged accounts the database does not hold, read after the server stopped. */
async function missingAccounts(database: Database, ids: readonly number[]): Promise<number> {
  try {
    if (ids.length === 0) return 0;
    const unique = [...new Set(ids)];
    let found = 0;
    // In chunks: a statement takes at most 65,535 parameters.
    for (let at = 0; at < unique.length; at += 10_000) {
      const rows = await database.db
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(inArray(customerAccounts.id, unique.slice(at, at + 10_000)));
      found += rows.length;
    }
    return unique.length - found;
  } finally {
    await database.close();
  }
}

export function summarizeLoad(results: readonly LoadMeasurement[]): string {
  return results
    .map(
      (r) =>
        `${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ` +
        `${r.errors} errors, ${r.non2xx} non-2xx, ${r.writes.acknowledged} writes acknowledged, ${r.writes.lost} lost`,
    )
    .join(', ');
}

/** p99 under the load target, and no failed answer, no lost write. */
export const loadChecks = (r: LoadMeasurement): Check[] => [
  check('loadLatency', r.name, r.latencyMs.p99),
  check('failures', r.name, r.errors + r.non2xx),
  check('lostWrites', r.name, r.writes.lost),
];
