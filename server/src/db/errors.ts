/** The error and every cause under it: Drizzle wraps the driver's error in `cause`. */
function* chain(error: unknown): Generator<Error> {
  for (let e: unknown = error; e instanceof Error; e = e.cause) yield e;
}

/** A unique index refused the write; 23505 is unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of chain(error)) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Socket failures of a connection to the database server (Node's system error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception),
 * 57P01 admin_shutdown (a fast stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up
 * or shutting down), and 53300 too_many_connections.
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;

/**
 * What node-postgres and PGlite say, without a code, of a connection that is gone: the server closed
 * it, the pool timed out connecting or waiting for a free client, a client whose connection failed
 * was used again, or the database was closed (the embedded one, while the process stops).
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * The database could not be reached, rather than refusing the query: the same request can succeed
 * once it is back, so the client is told to retry (http/errors.ts answers 503) instead of being
 * given a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * A row fell in no partition of a partitioned table (23514 check_violation, raised with this
 * message): its month's partition has not been made yet.
 */
export function isMissingPartition(error: unknown): boolean {
  for (const e of chain(error)) {
    if ((e as { code?: unknown }).code === '23514' && /no partition of relation/.test(e.message)) return true;
  }
  return false;
}

/**
 * The database stopped a statement that ran past its budget: 57014 query_canceled (statement_timeout,
 * db/client.ts) or 25P03 idle_in_transaction_session_timeout (a transaction left idle too long).
 * Not a fault of the console nor of the client's input: http/errors.ts answers 503.
 */
export function isStatementTimeout(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = (e as { code?: unknown }).code;
    if (code === '57014' || code === '25P03') return true;
  }
  return false;
}
