import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { accountsApi, type AccountListPage } from '@console/contract/accounts/api';
import { staffUsers } from '@console/server/src/db/schema.ts';
import { seedDemo } from '@console/server/src/demo/index.ts';
import { BENCH_PASSWORD, benchDatabaseUrl, openBenchDatabase } from './database.ts';
import { startBenchServer } from './server.ts';
import { fillAccounts } from './generate-accounts.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { check, checkAgainst, type Check } from './targets.ts';

/**
 * The accounts list's CSV export (GET /api/CommonAccount/list?format=csv) of a whole company at
 * scale, on PostgreSQL: every row read to the end over real HTTP, as a browser downloads it.
 *
 * The server runs as its own process, as in production (`node --import tsx server/src/main.ts`),
 * started after the fill: filling a million rows leaves a process's heap sized by that work, which
 * no real server has done before it serves. Its RSS is read from /proc/<pid>/status every 50 ms
 * during the export; the growth is the peak over the RSS just before the export's request, taken
 * after a warm-up request so that the baseline is a server that has served. The kernel's own
 * high-water mark (VmHWM, reset just before the request) checks that no peak fell between samples.
 * Targets (issue 28): at least 100,000 rows/s, under 100 MB growth, and at least half the rows/s
 * of PostgreSQL's own COPY of the same rows (the list's columns, joins and order) TO STDOUT, read
 * through psql in the same run, after the export.
 */

const SAMPLE_MS = 50;
const MB = 1024 * 1024;

export interface CsvExportMeasurement {
  name: string;
  database: 'postgres';
  accounts: number;
  /** Data rows in the file (the header left out); equal to the list's total. */
  rows: number;
  bytes: number;
  ms: number;
  rowsPerSecond: number;
  /** The server's RSS once ready, after the warm-up request, and just before the export, MB. */
  serverRssMb: { ready: number; afterWarmUp: number; beforeExport: number };
  /** The server's peak RSS during the export (sampled) over its RSS just before, MB. */
  peakRssGrowthMb: number;
  /** The same from the kernel's VmHWM, reset before the request; null where it cannot be reset. */
  highWaterGrowthMb: number | null;
  /** COPY of the same rows TO STDOUT through psql, read to the end: the baseline. */
  copy: { rows: number; ms: number; rowsPerSecond: number };
}

/** Seeds the demo, grows the demo company to `accounts`, then exports its accounts list once. */
export async function benchCsvExport(accounts: number): Promise<CsvExportMeasurement> {
  const database = await openBenchDatabase('postgres');
  let companyId: number;
  try {
    await database.migrate();
    await seedDemo(database.db, { password: BENCH_PASSWORD });
    const [me] = await database.db
      .select({ companyId: staffUsers.administeredCompanyId })
      .from(staffUsers)
      .where(eq(staffUsers.userName, 'admin'));
    if (!me?.companyId) throw new Error('the demo admin administers no company');
    const fill = await fillAccounts(database.db, me.companyId, accounts);
    console.error(`csv export, postgres: ${accounts} accounts in ${fill.ms} ms; exporting`);
    companyId = me.companyId;
  } finally {
    await database.close();
  }

  const server = await startBenchServer();
  try {
    const ready = rssOf(server.pid);
    const { cookie } = await signInOverHttp(server.baseURL, 'admin', BENCH_PASSWORD);
    const url = `${server.baseURL}${accountsApi.list.path}`;
    // The warm-up: one small page, which also gives the total the file must match.
    const list = await fetch(`${url}?pageSize=1`, { headers: { cookie } });
    if (!list.ok) throw new Error(`the accounts list answered ${list.status}`);
    const { total } = (await list.json()) as AccountListPage;
    const afterWarmUp = rssOf(server.pid);
    const measured = await exportOnce(`${url}?format=csv`, cookie, server.pid);
    if (measured.rows !== total) throw new Error(`the CSV has ${measured.rows} rows, the list ${total}`);
    const copy = await copyRows(companyId);
    if (copy.rows !== total) throw new Error(`COPY gave ${copy.rows} rows, the list ${total}`);
    return {
      name: `accounts CSV export (postgres, ${accounts} accounts)`,
      database: 'postgres',
      accounts,
      rows: measured.rows,
      bytes: measured.bytes,
      ms: measured.ms,
      rowsPerSecond: measured.rowsPerSecond,
      serverRssMb: { ready: mb(ready), afterWarmUp: mb(afterWarmUp), beforeExport: mb(measured.rssBefore) },
      peakRssGrowthMb: mb(measured.peakRss - measured.rssBefore),
      highWaterGrowthMb: measured.highWater === null ? null : mb(measured.highWater - measured.rssBefore),
      copy,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The baseline: the rows the export writes (the list's columns and joins, its default order) as
 * PostgreSQL's COPY … TO STDOUT writes CSV, through psql, read to the end here as the export is.
 */
async function copyRows(companyId: number): Promise<{ rows: number; ms: number; rowsPerSecond: number }> {
  const query = `copy (select a.id, a.name, p.name, a.contact_name, a.active, a.issues_total_rank, s.user_name
    from customer_accounts a
    left join customer_accounts p on p.id = a.parent_account_id
    left join staff_users s on s.id = a.assigned_to
    where a.company_id = ${companyId} and not a.is_test
    order by a.id desc) to stdout with (format csv, header)`;
  const start = performance.now();
  const child = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', query, benchDatabaseUrl()], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lines = 0;
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines++;
  }
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`psql COPY exited with ${code}`);
  const ms = performance.now() - start;
  const rows = lines - 1;
  return { rows, ms: Math.round(ms), rowsPerSecond: Math.round(rows / (ms / 1000)) };
}

/** Rows/s, the memory, and rows/s against COPY's. */
export const csvExportChecks = (r: CsvExportMeasurement): Check[] => [
  check('csvRate', r.name, r.rowsPerSecond),
  check('csvMemory', r.name, r.peakRssGrowthMb),
  checkAgainst('csvVsCopy', r.name, r.rowsPerSecond, r.copy.rowsPerSecond, 'rows/s'),
];

export const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** A /proc/<pid>/status field in bytes (the file gives kB). */
function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kb) * 1024;
}

export const rssOf = (pid: number) => statusField(pid, 'VmRSS');

/** Resets the process's VmHWM to its current RSS (`5` to clear_refs, Linux 4.0+); false if refused. */
function resetHighWater(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Reads one CSV over HTTP to the end, counting rows, while sampling the server's RSS (also the reports bench's). */
export async function exportOnce(url: string, cookie: string, pid: number) {
  const canReset = resetHighWater(pid);
  const rssBefore = rssOf(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
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
  peakRss = Math.max(peakRss, rssOf(pid));
  const rows = lines - 1;
  return {
    rows,
    bytes,
    ms: Math.round(ms),
    rowsPerSecond: Math.round(rows / (ms / 1000)),
    rssBefore,
    peakRss,
    highWater: canReset ? statusField(pid, 'VmHWM') : null,
  };
}

export function summarizeCsvExport(results: readonly CsvExportMeasurement[]): string {
  return results
    .map(
      (r) =>
        `${r.name}: ${r.rowsPerSecond} rows/s (${r.rows} rows in ${r.ms} ms), server peak RSS growth ${r.peakRssGrowthMb} MB`,
    )
    .join(', ');
}
