/**
 * The HTTP every partner adapter speaks (server/src/kit/partners/README.md): requests to the base URL of
 * the integration's settings, JSON both ways, a timeout on every request, and every way a partner
 * can fail turned into a PartnerError whose message staff can act on. An adapter says what to ask;
 * this says how, once.
 *
 * Messages name the partner, the method and the path, never a header or a body: credentials travel
 * in those, and a message ends up in the log, on the Background jobs page and on the integration
 * page. A partner's own error text is kept (trimmed), since it is what tells staff what is wrong.
 */

import { outboundRefusal, type OutboundPolicy } from './outbound.ts';

/** How long one request to a partner may take, unless the adapter is given another. */
export const PARTNER_TIMEOUT_MS = 10_000;
/** The most of a partner's answer read: an answer larger than this is refused as malformed. */
export const PARTNER_MAX_ANSWER_BYTES = 5 * 1024 * 1024;
/** The most of a partner's error text a message carries. */
const PARTNER_TEXT_CHARACTERS = 200;

/** `notAllowed`: the base URL is at an address the console does not call (outbound.ts). */
export type PartnerFailure =
  'unreachable' | 'timeout' | 'refused' | 'unauthorized' | 'notFound' | 'malformed' | 'notAllowed';

/** A partner call that failed, and how. `retryable` says whether trying again later may succeed. */
export class PartnerError extends Error {
  readonly failure: PartnerFailure;
  readonly status: number | undefined;
  constructor(failure: PartnerFailure, message: string, status?: number) {
    super(message);
    this.name = 'PartnerError';
    this.failure = failure;
    this.status = status;
  }

  get retryable(): boolean {
    return (
      this.failure === 'unreachable' ||
      this.failure === 'timeout' ||
      (this.failure === 'refused' && (this.status === undefined || this.status >= 500 || this.status === 429))
    );
  }
}

export interface PartnerHttpOptions {
  /** The partner's title, for messages: 'Yardi'. */
  partner: string;
  /** The integration's base URL; paths are appended to it. */
  baseUrl: string;
  /** Headers every request carries (the adapter's credentials). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Which hosts may be called (config OUTBOUND_ALLOWED_HOSTS); every request goes through it. */
  outbound: OutboundPolicy;
}

export type Query = Record<string, string | number | undefined>;

export interface PartnerRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the base URL, starting with '/': '/properties/P1/units'. */
  path: string;
  query?: Query;
  body?: unknown;
  /** Headers of this request only (a token fetched at run time). */
  headers?: Record<string, string>;
}

/**
 * A base URL as the settings may hold it: http or https, absolute, with no user or password in it
 * (credentials live in the sealed secrets, not in a URL that is shown and logged). Answers the
 * problem, or undefined when it is fine.
 */
export function baseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Base URL must be an absolute URL, such as https://api.partner.example';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Base URL must start with http:// or https://';
  if (url.username || url.password)
    return 'Base URL must not carry a user or password: use the credentials fields';
  if (url.search || url.hash) return 'Base URL must not carry a query or a fragment';
  return undefined;
}

export class PartnerHttp {
  readonly partner: string;
  readonly #base: string;
  readonly #headers: Record<string, string>;
  readonly #timeoutMs: number;
  readonly #outbound: OutboundPolicy;

  constructor(options: PartnerHttpOptions) {
    const problem = baseUrlProblem(options.baseUrl);
    if (problem) throw new PartnerError('unreachable', `${options.partner}: ${problem}`);
    this.partner = options.partner;
    this.#base = options.baseUrl.replace(/\/+$/, '');
    this.#headers = options.headers ?? {};
    this.#timeoutMs = options.timeoutMs ?? PARTNER_TIMEOUT_MS;
    this.#outbound = options.outbound;
  }

  /** Sends one request and answers its JSON (undefined for an empty answer, a 204). */
  async send(request: PartnerRequest): Promise<unknown> {
    const url = new URL(this.#base + request.path);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const what = `${this.partner} ${request.method} ${url.pathname}`;
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let response: Response;
    try {
      response = await this.#outbound.fetch(url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...this.#headers,
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        redirect: 'error',
      });
    } catch (error) {
      throw this.#transportError(what, error, signal);
    }
    let text: string;
    try {
      text = await readLimited(response, PARTNER_MAX_ANSWER_BYTES);
    } catch (error) {
      if (error instanceof PartnerError) throw new PartnerError('malformed', `${what}: ${error.message}`);
      throw this.#transportError(what, error, signal);
    }
    if (!response.ok) throw statusError(what, response.status, text);
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new PartnerError('malformed', `${what} answered something that is not JSON`);
    }
  }

  #transportError(what: string, error: unknown, signal: AbortSignal): PartnerError {
    const refused = outboundRefusal(error);
    // Not retryable: the address stays refused until the settings or OUTBOUND_ALLOWED_HOSTS change.
    if (refused) return new PartnerError('notAllowed', `${what} was not sent: ${refused.message}`);
    if (signal.aborted) {
      return new PartnerError('timeout', `${what} did not answer within ${this.#timeoutMs / 1000} s`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    return new PartnerError('unreachable', `${what} could not be reached (${reason})`);
  }
}

/** The answer's text, refused past `limit` bytes so a runaway partner cannot fill the memory. */
async function readLimited(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) {
      await response.body.cancel().catch(() => undefined);
      throw new PartnerError('malformed', `answered more than ${limit / 1024 / 1024} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A partner's refusal, with its own message when its answer carries one. */
function statusError(what: string, status: number, text: string): PartnerError {
  const said = partnerMessage(text);
  const suffix = said ? `: ${said}` : '';
  if (status === 401 || status === 403) {
    return new PartnerError('unauthorized', `${what} refused the credentials (${status})${suffix}`, status);
  }
  if (status === 404)
    return new PartnerError('notFound', `${what} found no such record (404)${suffix}`, status);
  return new PartnerError('refused', `${what} failed with ${status}${suffix}`, status);
}

/** The message of a partner's error answer: its JSON `message`/`error`, or its text, trimmed. */
function partnerMessage(text: string): string {
  let said = text;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    said = String(parsed.message ?? parsed.error ?? text);
  } catch {
    // not JSON: the text itself
  }
  said = said.replace(/\s+/g, ' ').trim();
  return said.length > PARTNER_TEXT_CHARACTERS ? `${said.slice(0, PARTNER_TEXT_CHARACTERS)}…` : said;
}
