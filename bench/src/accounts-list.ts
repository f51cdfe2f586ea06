import { eq } from 'drizzle-orm';
import { ACCOUNT_SORT_FIELDS, type AccountListQuery } from '@console/contract/accounts/api';
import { buildApp } from '@console/server/src/app.ts';
import type { Database } from '@console/server/src/db/client.ts';
import { staffUsers } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { BENCH_PASSWORD, benchConfig, openBenchDatabase, type BenchDatabaseKind } from './database.ts';
import { fillAccounts, type Spread } from './generate-accounts.ts';
import { signInOverHttp, type SignedIn } from '@console/server/src/testing/sign-in-over-http.ts';
import { leanGet } from './lean-get.ts';
import { statementRecorder, statementTexts, type StatementRecorder } from './statements.ts';
import { summarize, timeAlternately, type Measurement } from './stats.ts';
import { check, checkAgainst, type Check } from './targets.ts';

/**
 * The accounts list (GET /api/CommonAccount/list) at scale: every sort both ways, deep pages, the
 * text filter and the Assigned To filter, over real HTTP against every statement the request ran
 * (the session lookup, the company profile the gate reads, the list's own), recorded at the driver
 * and replayed directly (statements.ts). So HTTP/SQL is what the HTTP layer (routing, validation,
 * gates, serialization, loopback) adds, and nothing of the database's work is left out.
 *
 * A size is the accounts of the whole database, spread over SPREAD.companies companies as a service
 * holds them; the demo company measured holds one in SPREAD.every (50,000 of 1,000,000), so the
 * company filter is selective.
 */
export const SPREAD: Spread = { companies: 1000, every: 20 };

/**
 * What staff type into the filter: part of a name, a whole name, part of a contact, a fragment of
 * an id, and a typo that matches nothing (no row ends an ordered scan early: only the trigram
 * index keeps it fast).
 */
const TEXT_FILTERS = ['ridge', 'maple ridge', 'johnson', '4242', 'xqzw'];
const DEEP_PAGE = 50;
const WARM_UP = 10;

interface ListCase {
  name: string;
  query: AccountListQuery;
}

export interface ListMeasurement extends Measurement {
  case: string;
  database: BenchDatabaseKind;
  accounts: number;
  /** The list's `total` for the case: how many accounts the filter matched. */
  total: number;
  /** The statements the request ran (their first words), which the SQL side replays. */
  statements: string[];
}

export interface AccountsListResult {
  /** How long generating each size took, ms (PGlite is single-threaded WebAssembly). */
  fills: { database: BenchDatabaseKind; accounts: number; ms: number }[];
  cases: ListMeasurement[];
}

function listCases(myUserId: number): ListCase[] {
  return [
    ...ACCOUNT_SORT_FIELDS.flatMap((sortField) =>
      (['asc', 'desc'] as const).map((order) => ({
        name: `sort ${sortField} ${order}`,
        query: { sortField, order, page: 1, pageSize: 10 },
      })),
    ),
    {
      name: `sort id desc, page ${DEEP_PAGE}`,
      query: { sortField: 'id', order: 'desc', page: DEEP_PAGE, pageSize: 10 },
    },
    {
      name: `sort customerName asc, page ${DEEP_PAGE}`,
      query: { sortField: 'customerName', order: 'asc', page: DEEP_PAGE, pageSize: 10 },
    },
    { name: 'sort id desc, 100 a page', query: { sortField: 'id', order: 'desc', page: 1, pageSize: 100 } },
    ...TEXT_FILTERS.map((textFilter) => ({
      name: `filter '${textFilter}'`,
      query: { textFilter, sortField: 'id' as const, order: 'desc' as const, page: 1, pageSize: 10 },
    })),
    {
      name: 'assigned to me',
      query: { assignedToCollection: [myUserId], sortField: 'id', order: 'desc', page: 1, pageSize: 10 },
    },
  ];
}

/** The query string the web app sends: repeated keys for arrays. */
function queryString(query: AccountListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * Seeds the demo, then grows the demo company to each size in turn (ascending) and measures every
 * case at that size. PGlite keeps its files in a temporary directory, as `npm start` does.
 */
export async function benchAccountsList(
  kind: BenchDatabaseKind,
  sizes: readonly number[],
  requests: number,
): Promise<AccountsListResult> {
  const database = await openBenchDatabase(kind, { onDisk: true });
  const result: AccountsListResult = { fills: [], cases: [] };
  try {
    await database.migrate();
    await seedDemo(database.db, { password: BENCH_PASSWORD });
    const [me] = await database.db
      .select({ id: staffUsers.id, companyId: staffUsers.administeredCompanyId })
      .from(staffUsers)
      .where(eq(staffUsers.userName, 'admin'));
    if (!me?.companyId) throw new Error('the demo admin administers no company');
    for (const accounts of [...sizes].sort((a, b) => a - b)) {
      const fill = await fillAccounts(database.db, me.companyId, accounts, SPREAD);
      result.fills.push({ database: kind, accounts, ms: fill.ms });
      // Progress on stderr: stdout carries the JSON alone.
      console.error(`accounts list, ${kind}: ${accounts} accounts in ${fill.ms} ms; measuring`);
      result.cases.push(...(await measureSize(database, me.id, kind, accounts, requests)));
    }
  } finally {
    await database.close();
  }
  return result;
}

/**
 * Every case at one size, on a server started after the fill: PGlite runs on the main thread, so
 * a fill stalls the server, and a keep-alive socket left from before could be reset under the client.
 */
async function measureSize(
  database: Database,
  myUserId: number,
  kind: BenchDatabaseKind,
  accounts: number,
  requests: number,
): Promise<ListMeasurement[]> {
  const app = await buildApp(benchConfig(), database, { logger: false });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signedIn = await signInOverHttp(address, 'admin', BENCH_PASSWORD);
    const recorder = statementRecorder(database);
    const measured: ListMeasurement[] = [];
    for (const listCase of listCases(myUserId)) {
      const url = `${address}/api/CommonAccount/list`;
      const result = await measureCase(recorder, url, signedIn, listCase, requests);
      const name = `accounts list, ${listCase.name} (${kind}, ${accounts} accounts)`;
      measured.push({ ...result, name, case: listCase.name, database: kind, accounts });
    }
    return measured;
  } finally {
    await app.close();
  }
}

async function measureCase(
  recorder: StatementRecorder,
  url: string,
  { cookie }: SignedIn,
  listCase: ListCase,
  requests: number,
): Promise<Measurement & { total: number; statements: string[] }> {
  const get = leanGet(url, { cookie });
  const target = `${new URL(url).pathname}?${queryString(listCase.query)}`;
  // The answer is read whole but not parsed: the client runs in the server's process, and parsing
  // a 100-row page (30 to 44 KB) cost it about 0.2 ms, as much as a statement (lean-get.ts says why the
  // client must be lean). The first answer is parsed once, for its total.
  const overHttp = async () => {
    const { status, body } = await get(target);
    if (status !== 200) throw new Error(`${listCase.name}: HTTP ${status} ${body}`);
    return body;
  };
  const { total } = JSON.parse(await overHttp()) as { total: number };
  const statements = await recorder.record(overHttp);
  const replay = () => recorder.replay(statements);
  await timeAlternately(WARM_UP, overHttp, replay);
  const { http, sql } = await timeAlternately(requests, overHttp, replay);
  return { ...summarize(listCase.name, http, sql), total, statements: statementTexts(statements) };
}

/** One line: the worst HTTP p95 per database and size, and the worst HTTP/SQL ratio. */
export function summarizeAccountsList(result: AccountsListResult): string {
  const worst = <T>(items: T[], by: (item: T) => number) =>
    items.reduce<T | undefined>((a, b) => (a === undefined || by(b) > by(a) ? b : a), undefined);
  const groups = new Map<string, ListMeasurement[]>();
  for (const c of result.cases) {
    const key = `${c.database} ${c.accounts}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const perGroup = [...groups].map(([key, cases]) => {
    const slowest = worst(cases, (c) => c.http.p95);
    return `${key}: worst p95 ${slowest?.http.p95 ?? 0} ms (${slowest?.case ?? ''})`;
  });
  const ratio = worst(result.cases, (c) => c.ratio);
  return `accounts list: ${perGroup.join(', ')}; worst ratio ${ratio?.ratio ?? 0} (${ratio ? `${ratio.case}, ${ratio.database} ${ratio.accounts}` : ''})`;
}

/** Every case: HTTP p95 under the list target, and HTTP/SQL with SQL every statement the request ran. */
export const accountsListChecks = (result: AccountsListResult): Check[] =>
  result.cases.flatMap((c) => {
    const subject = `accounts list, ${c.case} (${c.database}, ${c.accounts} accounts)`;
    return [
      check('familyRead', subject, c.http.p95),
      checkAgainst(
        'httpOverSql',
        `${subject}, ${c.statements.length} statements`,
        c.http.p50,
        c.sql.p50,
        'ms',
      ),
    ];
  });
