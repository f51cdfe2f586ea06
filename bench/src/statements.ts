import pg from 'pg';
import type { Database } from '@console/server/src/db/client.ts';

/**
 * The SQL side of an HTTP/SQL ratio: every statement one HTTP request ran, recorded at the driver as
 * the server sent them, then replayed one after another on the same database. So the ratio divides
 * by all the request's database work (the session lookup, the company profile the gate reads, the
 * call's own statements, whatever a later change adds) rather than by a hand-picked service call,
 * which hid about nine statements a request. Recording at the driver was chosen over replaying
 * service functions because it cannot drift from what the server does; over PostgreSQL's
 * log_statement or pg_stat_statements because it needs no server settings and works on PGlite.
 *
 * PostgreSQL: every pg.Client's query (a pool's query and a checked-out client's, prepared
 * statements included) is recorded with its arguments, and replayed with the same ones on the
 * database's pool, so a named prepared statement is replayed as one. PGlite: the client's query and
 * exec (a statement inside a PGlite transaction goes by its own handle and is not seen; the reads
 * measured this way, the session and the accounts list, open none). Statements the server ran concurrently (Promise.all) are replayed in turn: the SQL side is
 * their sum, as the issue asks.
 */

/** One statement as the driver was given it. */
export interface Recorded {
  args: unknown[];
}

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
  exec?: (...args: unknown[]) => Promise<unknown>;
}

let recording: Recorded[] | undefined;
let pgPatched = false;
const patchedClients = new WeakSet<object>();

/** Records every pg.Client query while `recording` is set; once per process. */
function patchPg(): void {
  if (pgPatched) return;
  pgPatched = true;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    // A pool's query passes its arguments on with a callback of its own, left out of the record.
    if (recording) recording.push({ args: typeof args.at(-1) === 'function' ? args.slice(0, -1) : args });
    return original.apply(this, args);
  };
}

export interface StatementRecorder {
  /** Runs `call` (an HTTP request), recording the statements run meanwhile; answers them. */
  record(call: () => Promise<unknown>): Promise<Recorded[]>;
  /** Runs the recorded statements one after another, directly on the database. */
  replay(statements: readonly Recorded[]): Promise<void>;
}

/** A recorder for a database opened in this process (the server under measure must use it too). */
export function statementRecorder(database: Database): StatementRecorder {
  const client = (database.db as unknown as { $client: Queryable }).$client;
  if (database.kind === 'postgres') {
    patchPg();
  } else if (!patchedClients.has(client)) {
    patchedClients.add(client);
    const original = { query: client.query.bind(client), exec: client.exec?.bind(client) };
    client.query = (...args: unknown[]) => {
      recording?.push({ args: ['query', ...args] });
      return original.query(...args);
    };
    if (original.exec) {
      const exec = original.exec;
      client.exec = (...args: unknown[]) => {
        recording?.push({ args: ['exec', ...args] });
        return exec(...args);
      };
    }
  }
  return {
    async record(call) {
      if (recording) throw new Error('one recording at a time');
      const statements: Recorded[] = [];
      recording = statements;
      try {
        await call();
      } finally {
        recording = undefined;
      }
      if (!statements.length) throw new Error('the request ran no statement: nothing to compare with');
      return statements;
    },
    async replay(statements) {
      for (const { args } of statements) {
        if (database.kind === 'postgres') await client.query(...args);
        else if (args[0] === 'exec' && client.exec) await client.exec(...args.slice(1));
        else await client.query(...args.slice(1));
      }
    },
  };
}

/** The first words of each statement, for the JSON (what the request ran). */
export function statementTexts(statements: readonly Recorded[]): string[] {
  return statements.map(({ args }) => {
    const first = args.find((a) => typeof a === 'string' && a !== 'query' && a !== 'exec') ?? args[0];
    const text =
      typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? '');
    return text.replace(/\s+/g, ' ').slice(0, 80);
  });
}
