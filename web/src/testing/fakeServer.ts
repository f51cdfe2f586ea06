import { vi } from 'vitest';
import { pathParameters, type Endpoint, type ResponseOf } from '@console/contract/kit';

/**
 * The one fake server of the component tests: `fetch` stubbed to answer the contract's endpoints,
 * each answer typed by the endpoint's response schema. Anything not declared answers 404 in the
 * error shape, so a test sees every call its screen makes.
 */
export interface FakeCall {
  method: string;
  path: string;
  /** The endpoint's path parameters, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, or the FormData or URLSearchParams sent. */
  body: unknown;
}

/** A failure (or any non-200 answer) instead of the endpoint's typed answer. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new Reply(status, body, headers);

/** A file answer: its bytes and the name Content-Disposition gives it. */
export const fileReply = (content: string, fileName: string, type = 'application/octet-stream') =>
  reply(200, new Blob([content], { type }), {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });

type Answer<E> = ResponseOf<E> | Reply;
type Handler<E> = Answer<E> | ((call: FakeCall) => Answer<E> | Promise<Answer<E>>);

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  names: string[];
  handler: Handler<Endpoint>;
}

const NOT_FOUND = reply(404, { code: 'NotFound', message: 'Not found' });

/** A path template as a pattern of the request path: each `{name}` one segment. */
function patternOf(path: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  return new RegExp(
    `^${path
      .split(/\{[A-Za-z_][A-Za-z0-9_]*\}/)
      .map(literal)
      .join('([^/]+)')}$`,
  );
}

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body === 'string') return JSON.parse(init.body);
  return init.body ?? undefined;
}

function responseOf(answer: unknown): Response {
  if (answer instanceof Reply) {
    const isBlob = answer.body instanceof Blob;
    return new Response(
      answer.body === undefined ? null : isBlob ? (answer.body as Blob) : JSON.stringify(answer.body),
      { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } },
    );
  }
  return new Response(answer === undefined ? null : JSON.stringify(answer), {
    status: answer === undefined ? 204 : 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fakeServer() {
  const routes: Route[] = [];
  const calls: FakeCall[] = [];
  // The path template each call was answered by, so callsOf never counts /List as an {id}.
  const answeredBy = new WeakMap<FakeCall, string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://console.test');
      const method = init.method ?? 'GET';
      const path = decodeURI(url.pathname);
      // As on the server, a literal path wins over a template (List over {id}); between two
      // declarations of one path the latest wins, so a test can change an answer halfway through.
      const route = [...routes]
        .reverse()
        .filter((r) => r.method === method && r.pattern.test(url.pathname))
        .sort((a, b) => a.names.length - b.names.length)[0];
      const values = route ? (route.pattern.exec(url.pathname) ?? []).slice(1) : [];
      const call: FakeCall = {
        method,
        path,
        params: Object.fromEntries(
          (route?.names ?? []).map((name, i) => [name, decodeURIComponent(values[i] ?? '')]),
        ),
        query: url.searchParams,
        body: bodyOf(init),
      };
      calls.push(call);
      if (!route) return responseOf(NOT_FOUND);
      answeredBy.set(call, route.path);
      const handler = route.handler;
      return responseOf(typeof handler === 'function' ? await handler(call) : handler);
    }),
  );
  const server = {
    calls,
    /** Declares the answer of an endpoint: a value, a Reply, or a function of the call. */
    on<E extends Endpoint>(endpoint: E, handler: Handler<E>) {
      routes.push({
        method: endpoint.method,
        path: endpoint.path,
        pattern: patternOf(endpoint.path),
        names: pathParameters(endpoint.path),
        handler: handler as Handler<Endpoint>,
      });
      return server;
    },
    /** The calls made of one endpoint, in order. */
    callsOf(endpoint: Endpoint): FakeCall[] {
      const pattern = patternOf(endpoint.path);
      return calls.filter(
        (call) =>
          call.method === endpoint.method &&
          (answeredBy.get(call) ?? (pattern.test(encodeURI(call.path)) ? endpoint.path : null)) ===
            endpoint.path,
      );
    },
    /** Every call that is not a read. */
    changes: () => calls.filter((call) => call.method !== 'GET'),
  };
  return server;
}

export type FakeServer = ReturnType<typeof fakeServer>;
