import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { accountsApi, type AccountListPage } from '@console/contract/accounts';
import { buildApp } from '@console/server/src/app.ts';
import { staffUsers } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { BENCH_PASSWORD, benchConfig, openBenchDatabase, type BenchDatabaseKind } from './database.ts';
import { fillAccounts } from './generate-accounts.ts';
import { signIn } from './sign-in.ts';

/**
 * The accounts list's CSV export (GET /api/CommonAccount/list?format=csv) of a whole company at
 * scale: every row read to the end over real HTTP, as a browser downloads it. The server runs in
 * this process, so its memory is this process's: RSS is sampled every 50 ms during the export, and
 * the growth is the peak over what it was before. Targets (issue 9): at least 50,000 rows/s and
 * under 100 MB growth at 1,000,000 accounts on PostgreSQL.
 */

const SAMPLE_MS = 50;
const MB = 1024 * 1024;

/**
 * A full garbage collection. Generating a million accounts in this process leaves garbage, and
 * V8 sizes its heap by it: the export would be measured against the fill's leftovers, not against
 * a server that has been running. So the measurement starts from a collected heap.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export interface CsvExportMeasurement {
  name: string;
  database: BenchDatabaseKind;
  accounts: number;
  /** Data rows in the file (the header left out); equal to the list's total. */
  rows: number;
  bytes: number;
  ms: number;
  rowsPerSecond: number;
  /** The server process's peak RSS during the export over its RSS just before, MB. */
  peakRssGrowthMb: number;
  /** Of the peak, how much is the JavaScript heap (the rest is buffers and the runtime). */
  heapGrowthMb: number;
}

/** Seeds the demo, grows the demo company to `accounts`, and exports its accounts list once. */
export async function benchCsvExport(
  kind: BenchDatabaseKind,
  accounts: number,
): Promise<CsvExportMeasurement> {
  const database = await openBenchDatabase(kind, { onDisk: true });
  try {
    await database.migrate();
    await seedDemo(database.db, { password: BENCH_PASSWORD });
    const [me] = await database.db
      .select({ companyId: staffUsers.administeredCompanyId })
      .from(staffUsers)
      .where(eq(staffUsers.userName, 'admin'));
    if (!me?.companyId) throw new Error('the demo admin administers no company');
    const fill = await fillAccounts(database.db, me.companyId, accounts);
    console.error(`csv export, ${kind}: ${accounts} accounts in ${fill.ms} ms; exporting`);
    const app = await buildApp(benchConfig(), database, { logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie } = await signIn(address, 'admin', BENCH_PASSWORD);
      const url = `${address}${accountsApi.list.path}`;
      const list = await fetch(`${url}?pageSize=1`, { headers: { cookie } });
      const { total } = (await list.json()) as AccountListPage;
      const measured = await exportOnce(`${url}?format=csv`, cookie);
      if (measured.rows !== total) throw new Error(`the CSV has ${measured.rows} rows, the list ${total}`);
      return {
        name: `accounts CSV export (${kind}, ${accounts} accounts)`,
        database: kind,
        accounts,
        ...measured,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function exportOnce(url: string, cookie: string) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, SAMPLE_MS);
  const start = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`CSV export: HTTP ${response.status}`);
    // Read to the end, counting record ends and keeping nothing, as a download to disk would.
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - start;
  const rows = lines - 1;
  return {
    rows,
    bytes,
    ms: Math.round(ms),
    rowsPerSecond: Math.round(rows / (ms / 1000)),
    peakRssGrowthMb: Math.round(((peakRss - before.rss) / MB) * 10) / 10,
    heapGrowthMb: Math.round(((peakHeap - before.heapUsed) / MB) * 10) / 10,
  };
}

export function summarizeCsvExport(results: readonly CsvExportMeasurement[]): string {
  return results
    .map(
      (r) =>
        `${r.name}: ${r.rowsPerSecond} rows/s (${r.rows} rows in ${r.ms} ms), peak RSS growth ${r.peakRssGrowthMb} MB`,
    )
    .join(', ');
}
