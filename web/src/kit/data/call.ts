import type { QueryKey } from '@tanstack/react-query';
import { fillPath, type ArgsOf, type Endpoint, type ResponseOf } from '@console/contract/kit/endpoint';
import { fileNameOf, readJson, send, type CallOptions, type Query } from './client';

/**
 * Calls an endpoint of the contract: the path filled from its params, the query and body typed by
 * its schemas, the answer typed by its response schema (a file comes back as a blob and its name).
 * Components never call this directly: they use the hooks of kit/data/queries.ts.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  args: ArgsOf<E>,
  { asForm = false, ...options }: CallOptions & { asForm?: boolean } = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = args as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  // A form post (application/x-www-form-urlencoded) where the spec asks for one: sign-out.
  const sent = asForm ? new URLSearchParams(body as Record<string, string>) : body;
  const response = await send(endpoint.method, fillPath(endpoint.path, params), {
    ...options,
    query,
    body: sent,
  });
  if (endpoint.answer === 'file') {
    const file = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')),
    };
    return file as ResponseOf<E>;
  }
  if (endpoint.answer === 'none') return undefined as ResponseOf<E>;
  return readJson<ResponseOf<E>>(response);
}

/**
 * A call that uploads a file as multipart/form-data (an import): the contract declares no JSON body
 * for it, so the form is sent as it is, with the call's path parameters and the anti-forgery token.
 */
export async function uploadToEndpoint<E extends Endpoint>(
  endpoint: E,
  params: Record<string, unknown>,
  form: FormData,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const response = await send(endpoint.method, fillPath(endpoint.path, params), { ...options, body: form });
  return readJson<ResponseOf<E>>(response);
}

/** A list's rows as CSV: the same call with `format=csv`, saved by the caller as a file. */
export async function downloadCsv<E extends Endpoint>(
  endpoint: E,
  args: ArgsOf<E>,
  options: CallOptions = {},
) {
  const { params, query } = args as { params?: Record<string, unknown>; query?: Query };
  const response = await send('GET', fillPath(endpoint.path, params), {
    ...options,
    query: { ...query, format: 'csv' },
  });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/**
 * Query keys, one scheme for every family: [family, path, params, query]. Invalidating a prefix
 * refreshes what it covers: a family's every query, one call's every variant, or one record's.
 */
export const queryKeys = {
  family: (family: string): QueryKey => [family],
  endpoint: (endpoint: Endpoint): QueryKey => [endpoint.family, endpoint.path],
  of: <E extends Endpoint>(endpoint: E, args?: ArgsOf<E>): QueryKey => {
    const { params, query } = (args ?? {}) as { params?: unknown; query?: unknown };
    return [endpoint.family, endpoint.path, params ?? null, ...(query === undefined ? [] : [query])];
  },
};
