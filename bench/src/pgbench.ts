import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { statementTexts, type Recorded } from './statements.ts';

/**
 * The ingest's baseline: pgbench running the statements one product API request ran (recorded at
 * the driver, statements.ts), with their values written in, at the same concurrency, against the
 * same database, in the same run. Each transaction of the script is one request's statements; the
 * request's externalId becomes a value of pgbench's own per transaction, so every one stores a new
 * request as the product API's do, and its token's rate counter one per client, as the load's
 * requests come from many tokens.
 */

const run = promisify(execFile);

/** A driver value as SQL text, in parentheses so it stands wherever the parameter stood. */
function literal(value: unknown, externalId: string): string {
  if (value === null || value === undefined) return 'NULL';
  if (value === externalId) return `('pgbench-' || :client_id || '-' || :unique)`;
  // The per-token rate counter: the load reports from many tokens, so each pgbench client counts
  // under a key of its own rather than all 50 queueing on one row's lock. The key is the token's id
  // after the prefix, written in whole or (read with the token, platform/product-account.ts) only
  // the prefix, the statement adding the id.
  if (typeof value === 'string' && /^productApi:\d+$/.test(value)) return `('pgbench:' || :client_id)`;
  if (value === 'productApi:') return `('pgbench:' || :client_id || ':')`;
  const quote = (text: string) => `('${text.replace(/'/g, "''")}')`;
  if (typeof value === 'number' || typeof value === 'bigint') return `(${String(value)})`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      item === null ? 'NULL' : `"${String(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    );
    return quote(`{${items.join(',')}}`);
  }
  if (typeof value === 'object') return quote(JSON.stringify(value));
  return quote(String(value));
}

/** One statement's text with its $n parameters written in, on one line (pgbench reads a line a statement). */
function inline(statement: Recorded, externalId: string): string {
  const [first, second] = statement.args;
  const config =
    typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
  const values = (Array.isArray(second) ? second : config.values) ?? [];
  const text = config.text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1], externalId));
  return `${text.replace(/\s+/g, ' ').trim()};`;
}

export interface PgbenchResult {
  transactionsPerSecond: number;
  failed: number;
  latencyMs: number;
  /** The statements of a transaction (their first words). */
  statements: string[];
}

/** One request's statements, and the externalId it sent. */
export interface RecordedRequest {
  statements: Recorded[];
  externalId: string;
}

/**
 * pgbench at `connections` for `seconds`, each transaction one of the recorded requests (a script
 * each, picked at random): requests of many accounts, as the load's, so that pgbench's clients do not
 * all queue on one account's rows.
 */
export async function pgbenchOf(
  url: string,
  requests: readonly RecordedRequest[],
  connections: number,
  seconds: number,
): Promise<PgbenchResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-pgbench-'));
  try {
    const scripts = requests.map(({ statements, externalId }, i) => {
      const script = path.join(folder, `ingest-${i}.sql`);
      writeFileSync(
        script,
        ['\\set unique random(1, 1000000000000)', ...statements.map((s) => inline(s, externalId))].join(
          '\n',
        ) + '\n',
      );
      return script;
    });
    let stdout: string;
    try {
      ({ stdout } = await run(
        'pgbench',
        [
          ...['-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(seconds)],
          ...scripts.flatMap((script) => ['-f', script]),
          url,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      ));
    } catch (error) {
      const failure = error as { stderr?: string; message: string };
      throw new Error(`pgbench failed: ${failure.stderr ?? failure.message}`);
    }
    // With several scripts pgbench also prints each one's figures; the first tps line is the total.
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return {
      transactionsPerSecond: Math.round(Number(tps)),
      failed: Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0),
      latencyMs: Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? 0),
      statements: statementTexts(requests[0]?.statements ?? []),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
