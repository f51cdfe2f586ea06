import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner system on loopback (server/src/kit/partners/README.md): a test starts one, says what
 * it serves, and makes it misbehave on purpose: fail with a status, answer something that is not
 * JSON or not the agreed shape, or answer late. It records every request, so a test can check what
 * an adapter sent (its credentials, its paths, its paging). The demo's partner simulator
 * (modules/integrations/simulator.ts) is one too, on a port of its own and recording nothing.
 *
 * It serves collections: a path such as `/properties` holds records with an id field; GET lists
 * them (paged as the test says), GET `/properties/{id}` reads one, POST adds one, PUT changes one,
 * DELETE removes one. Other answers can be given per path with `on()`.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Paging =
  /** The whole collection as a JSON array. */
  | { style: 'none' }
  /** `?{page}=N&{size}=M` (pages from 1), answering `{[items]: [...], [totalPages]: T}`. */
  | { style: 'page'; page: string; size: string; items: string; totalPages: string }
  /** `?{cursor}=C`, answering `{[items]: [...], [next]: C | null}`; `pageSize` records per answer. */
  | { style: 'cursor'; cursor: string; items: string; next: string; pageSize: number };

export interface Collection {
  records: unknown[];
  /** The field holding a record's id. */
  idField: string;
  paging: Paging;
  /** Answer one record (read, created, changed) wrapped: `{[wrap]: record}`. */
  wrap?: string;
}

interface Misbehaviour {
  kind: 'status' | 'notJson' | 'wrongShape' | 'slow';
  status?: number;
  body?: string;
  delayMs?: number;
}

type Handler = (request: RecordedRequest) => { status?: number; body?: unknown } | undefined;

export interface PartnerServer {
  url: string;
  requests: RecordedRequest[];
  /** Serves a collection at `path` (replacing one there). */
  collection(path: string, collection: Collection): Collection;
  /** A handler of its own for one method and path (checked before the collections). */
  on(method: string, path: string, handler: Handler): void;
  /** Only requests for which `check` holds are served; others get 401. */
  requireAuth(check: (headers: IncomingHttpHeaders, path: string) => boolean): void;
  /** The next `count` requests fail with `status` (and a JSON message). */
  failNext(count: number, status?: number, message?: string): void;
  /** The next `count` requests answer 200 with text that is not JSON. */
  notJsonNext(count: number): void;
  /** The next `count` requests answer 200 with JSON of the wrong shape (a string). */
  wrongShapeNext(count: number): void;
  /** The next `count` requests are answered after `delayMs`. */
  slowNext(count: number, delayMs: number): void;
  close(): Promise<void>;
}

const json = (value: unknown) => JSON.stringify(value);
const MAX_BODY_BYTES = 1024 * 1024;

export interface PartnerServerOptions {
  /** The loopback port; any free one when not given. */
  port?: number;
  /** Keep every request in `requests` (a test reads them); a long-running server does not. */
  record?: boolean;
}

export async function startPartnerServer({
  port: wanted = 0,
  record = true,
}: PartnerServerOptions = {}): Promise<PartnerServer> {
  const collections = new Map<string, Collection>();
  const handlers = new Map<string, Handler>();
  const misbehaviours: Misbehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let authorized: (headers: IncomingHttpHeaders, path: string) => boolean = () => true;

  const serveCollection = (request: RecordedRequest): { status: number; body?: unknown } => {
    for (const [path, collection] of collections) {
      const { idField } = collection;
      const records = collection.records as Record<string, unknown>[];
      if (request.path === path) {
        if (request.method === 'GET') return { status: 200, body: listed(collection, request.query) };
        if (request.method === 'POST') {
          const record = {
            [idField]: `${path.split('/').pop()}-${records.length + 1}`,
            ...(request.body as object),
          };
          records.push(record);
          return { status: 201, body: one(collection, record) };
        }
      }
      if (request.path.startsWith(`${path}/`) && !request.path.slice(path.length + 1).includes('/')) {
        const id = decodeURIComponent(request.path.slice(path.length + 1));
        const index = records.findIndex((r) => String(r[idField]) === id);
        if (index < 0) return { status: 404, body: { message: `No record ${id}` } };
        if (request.method === 'GET') return { status: 200, body: one(collection, records[index]) };
        if (request.method === 'PUT') {
          records[index] = {
            ...records[index],
            ...(request.body as object),
            [idField]: records[index]?.[idField],
          };
          return { status: 200, body: one(collection, records[index]) };
        }
        if (request.method === 'DELETE') {
          records.splice(index, 1);
          return { status: 204 };
        }
      }
    }
    return { status: 404, body: { message: `Nothing at ${request.method} ${request.path}` } };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      // Partner bodies are a location's name and address: a megabyte is no partner's request.
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const answer = (status: number, body?: unknown, raw?: string) => {
        if (res.destroyed) return;
        res.statusCode = status;
        if (status === 204) return void res.end();
        res.setHeader('content-type', raw === undefined ? 'application/json' : 'text/plain');
        res.end(raw ?? json(body));
      };
      const url = new URL(req.url ?? '/', 'http://partner');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        // Answered, never thrown: a server in the console's own process (the demo's) must not fall over.
        return answer(400, { message: 'The body is not JSON' });
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      if (record) requests.push(request);
      const serve = () => {
        if (!authorized(req.headers, request.path)) return answer(401, { message: 'Invalid credentials' });
        const handled = handlers.get(`${request.method} ${request.path}`)?.(request);
        if (handled) return answer(handled.status ?? 200, handled.body);
        const served = serveCollection(request);
        answer(served.status, served.body);
      };
      const misbehaviour = misbehaviours.shift();
      if (!misbehaviour) return serve();
      if (misbehaviour.kind === 'status')
        return answer(misbehaviour.status ?? 500, { message: misbehaviour.body });
      if (misbehaviour.kind === 'notJson') return answer(200, undefined, '<html>Service maintenance</html>');
      if (misbehaviour.kind === 'wrongShape') return answer(200, 'unexpected');
      const timer = setTimeout(() => {
        timers.delete(timer);
        serve();
      }, misbehaviour.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const queue = (count: number, misbehaviour: Misbehaviour) => {
    for (let i = 0; i < count; i++) misbehaviours.push(misbehaviour);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    collection(path, collection) {
      collections.set(path, collection);
      return collection;
    },
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    requireAuth(check) {
      authorized = check;
    },
    failNext: (count, status = 503, message = 'Service temporarily unavailable') =>
      queue(count, { kind: 'status', status, body: message }),
    notJsonNext: (count) => queue(count, { kind: 'notJson' }),
    wrongShapeNext: (count) => queue(count, { kind: 'wrongShape' }),
    slowNext: (count, delayMs) => queue(count, { kind: 'slow', delayMs }),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One record as the collection answers it alone. */
const one = (collection: Collection, record: unknown) =>
  collection.wrap ? { [collection.wrap]: record } : record;

/** One page of a collection, as its paging style answers it. */
function listed(collection: Collection, query: URLSearchParams): unknown {
  const { records, paging } = collection;
  if (paging.style === 'none') return records;
  if (paging.style === 'page') {
    const size = Math.max(1, Number(query.get(paging.size) ?? 50));
    const page = Math.max(1, Number(query.get(paging.page) ?? 1));
    return {
      [paging.items]: records.slice((page - 1) * size, page * size),
      [paging.totalPages]: Math.max(1, Math.ceil(records.length / size)),
    };
  }
  const start = Number(query.get(paging.cursor) ?? 0);
  const end = start + paging.pageSize;
  return {
    [paging.items]: records.slice(start, end),
    [paging.next]: end < records.length ? String(end) : null,
  };
}
