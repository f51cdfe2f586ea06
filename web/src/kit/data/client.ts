import type { ErrorBody } from '@console/contract/errors';
import {
  ADMINISTERED_COMPANY_HEADER,
  ANTI_FORGERY_HEADER,
  ANTI_FORGERY_META,
} from '@console/contract/constants';
import {
  asErrorBody,
  describeFailure,
  NO_RESPONSE_MESSAGE,
  NO_RESPONSE_STATUS,
  type ForbiddenMode,
  type PropertyErrors,
  type Reaction,
} from './errors';
import { applyReaction } from './notify';

// The one place the web talks to the server: same-origin fetch with the session cookie, the
// anti-forgery token on every change, the page's company on every call, and the error catalogue
// applied before the caller sees a failure.

type Scalar = string | number | boolean;
export type QueryValue = Scalar | readonly Scalar[] | null | undefined;
export type Query = Record<string, QueryValue>;

export interface CallOptions {
  /** false: no notification for this call (the collector pages only stop their loading indicator). */
  handleErrors?: boolean;
  /** How a 403 is shown; 'notify' for actions, the default 'redirect' for page and data loads. */
  forbidden?: ForbiddenMode;
  /**
   * A 404 is an answer, not a failure to report: the read of something that may never have been
   * saved (onboarding settings, product-families §8 "some 404 replies ... are tolerated silently").
   */
  absentIsAnswer?: boolean;
  /** TanStack Query passes one so a cancelled query aborts its request. */
  signal?: AbortSignal;
}

/** A failed call after the catalogue has run; status 0 means no answer came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: ErrorBody | undefined;
  /** ValidationError field errors, keyed as the form names its fields. */
  readonly propertyErrors: PropertyErrors | undefined;
  readonly firstError: string | undefined;

  constructor(status: number, statusText: string, body: unknown, reaction: Reaction) {
    const errorBody = asErrorBody(body);
    const noResponse = status === NO_RESPONSE_STATUS;
    super(errorBody?.message || statusText || (noResponse ? NO_RESPONSE_MESSAGE : `HTTP ${status}`));
    this.status = status;
    this.statusText = statusText;
    this.body = errorBody;
    this.propertyErrors = reaction.kind === 'fieldErrors' ? reaction.propertyErrors : undefined;
    this.firstError = reaction.kind === 'fieldErrors' ? reaction.firstError : undefined;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The company the page's data was loaded for, as the header carries it; none before it is known. */
let pageCompany: string | undefined;

/**
 * Names on every call the company the page shows (main.tsx, from the preloaded page data). The tabs
 * of a browser share one session: once another tab chooses another company, the server refuses
 * this page's calls with 409 CompanyChanged instead of answering them for a company it does not show.
 */
export function setPageCompany(companyId: number | null | undefined): void {
  pageCompany = companyId?.toString();
}

export interface Call extends CallOptions {
  query?: Query;
  body?: unknown;
}

/** Sends one call and answers its Response; a failure has been through the error catalogue. */
export async function send(
  method: Method,
  path: string,
  { query, body, ...options }: Call,
): Promise<Response> {
  const headers = new Headers();
  // The server refuses any change without the token it put into index.html; GET needs none.
  const token = method === 'GET' ? undefined : antiForgeryToken();
  if (token) headers.set(ANTI_FORGERY_HEADER, token);
  if (pageCompany) headers.set(ADMINISTERED_COMPANY_HEADER, pageCompany);
  // FormData (uploads) and URLSearchParams (form posts) set their own content type.
  const isForm = body instanceof FormData || body instanceof URLSearchParams;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report; TanStack Query expects the abort error back.
    if (options.signal?.aborted) throw error;
    throw fail(NO_RESPONSE_STATUS, '', undefined, options);
  }
  if (!response.ok) throw fail(response.status, response.statusText, await readBody(response), options);
  return response;
}

function fail(status: number, statusText: string, body: unknown, options: CallOptions): ApiError {
  const reaction = describeFailure({ status, statusText, body, forbidden: options.forbidden });
  if (status === 404 && options.absentIsAnswer) return new ApiError(status, statusText, body, reaction);
  // Opting out silences notifications only: an ended session still reloads, a 403 still redirects.
  if (options.handleErrors !== false || reaction.kind !== 'notify') applyReaction(reaction);
  return new ApiError(status, statusText, body, reaction);
}

/** Success bodies are returned directly; 204 and other empty answers become undefined. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The error body when it is JSON; a proxy's HTML page or an empty answer gives undefined. */
async function readBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

function antiForgeryToken(): string | undefined {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${ANTI_FORGERY_META}"]`)?.content;
}

/** Arrays go as repeated keys (a=1&a=2), the form the server's list filters bind; blanks are left out. */
export function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  // RFC 6266: filename* (percent-encoded UTF-8) wins over the plain ASCII filename.
  const encoded = /filename\*\s*=\s*[^']*''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}
