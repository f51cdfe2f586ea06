import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  routerPath,
  type BodyOf,
  type Endpoint,
  type ListSpec,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@console/contract/kit';
import type { Actor } from '../audit/record.ts';
import type { Db, Queryable } from '../db/client.ts';
import { attachmentDisposition } from '../http/content-disposition.ts';
import type { AppContext } from '../http/context.ts';
import { allowLongWork } from '../http/budget.ts';
import { ErrorRef } from '../http/openapi.ts';
import type { StaffPrincipal } from '../http/principal.ts';
import { validationError } from '../http/errors.ts';
import { actorOf, staffOf } from '../http/session.ts';
import { csvFileName, readyCsvStream } from './csv.ts';
import { copyCsv } from './csv-copy.ts';
import { allRows, listPage, orderedRows, listRequestOf, type ListRequest, type ListSource } from './list.ts';
import { tenantOf, type Tenant } from '../platform/tenant.ts';

/** What a handler is given: the call's typed input, and who makes it. */
export interface Call<E> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  /** The signed-in staff user (every gate but a public one has one). */
  readonly staff: StaffPrincipal;
  /** Their administered company and mode; 404 when they have none. */
  readonly tenant: Tenant;
  /** Who the audit log records as making a change. */
  readonly actor: Actor;
}

/**
 * A 'file' call answers through the reply (headers and a stream); the others return their body, or
 * the reply when they answered otherwise (a redirect, a page for a form post).
 */
type Answer<E> = E extends { answer: 'file' }
  ? FastifyReply
  : E extends { answer: 'none' }
    ? unknown // a 204: whatever the handler returns is not sent
    : ResponseOf<E> | FastifyReply;
export type Handler<E> = (call: Call<E>) => Promise<Answer<E>> | Answer<E>;

const binary = (mediaType: string) => ({
  description: 'The file',
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

/** A call that declares no query takes none: a parameter it does not name is refused by name (http/input.ts). */
const NO_QUERY = Type.Object({});

/**
 * What an upload takes, for the API document: its body is read by the handler, so no body schema
 * says it (the summary names the files).
 */
const uploadDescription = (fields: TSchema): string => {
  const names = Object.keys((fields as { properties?: object }).properties ?? {});
  return `A multipart/form-data body: the files the summary names${names.length ? ` and the text fields ${names.join(', ')}` : ''}.`;
};

/** The route schema of an endpoint: its schemas, summary, tag, and its success and error answers. */
function schemaOf(endpoint: Endpoint): FastifySchema {
  const success =
    endpoint.answer === 'none'
      ? { 204: Type.Null({ description: 'Done' }) }
      : endpoint.answer === 'file'
        ? { 200: binary(endpoint.mediaType ?? 'application/octet-stream') }
        : endpoint.list
          ? {
              200: {
                description: 'A page, or with format=csv every matching row as CSV',
                content: {
                  'application/json': { schema: endpoint.response },
                  'text/csv': { schema: { type: 'string' } },
                },
              },
            }
          : { 200: endpoint.response ?? Type.Null() };
  return {
    summary: endpoint.summary,
    ...(endpoint.multipart ? { description: uploadDescription(endpoint.multipart) } : {}),
    tags: [endpoint.family],
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    querystring: endpoint.query ?? NO_QUERY,
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { ...success, '4xx': ErrorRef },
  } as FastifySchema;
}

function callOf<E>(request: FastifyRequest, reply: FastifyReply, db: Db): Call<E> {
  return {
    params: request.params as ParamsOf<E>,
    query: request.query as QueryOf<E>,
    body: request.body as BodyOf<E>,
    request,
    reply,
    db,
    get staff() {
      return staffOf(request);
    },
    get tenant() {
      return tenantOf(staffOf(request));
    },
    get actor() {
      return actorOf(request);
    },
  };
}

/** What a family may add to a call's registration. */
export interface RouteOptions {
  /**
   * A machine call's own credential (a product token), checked when the request arrives, before its
   * body is read or validated: a caller without one learns 401, not what its body lacks.
   */
  authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * A body `id` that names another record than the path's (the endpoint's `bodyId`) is refused: the
 * request is not what it claims. No id in the body is no claim.
 */
function checkBodyId(endpoint: Endpoint, request: FastifyRequest): void {
  if (!endpoint.bodyId) return;
  const bodyId = (request.body as { id?: unknown } | undefined)?.id;
  const pathId = (request.params as Record<string, unknown>)[endpoint.bodyId];
  if (bodyId !== undefined && bodyId !== pathId) {
    throw validationError({
      id: [`id (${String(bodyId)}) is not the ${endpoint.bodyId} of the path (${String(pathId)})`],
    });
  }
}

/**
 * How a family's plugin registers its calls: each from its descriptor, so the path, schemas, gate,
 * summary and tag are the contract's and the handler is all the family writes.
 */
export interface FamilyRoutes {
  app: FastifyInstance;
  ctx: AppContext;
  /** A call that answers JSON (200), nothing (204) or a file (through the reply). */
  add<E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions): void;
  /**
   * A paged list: the handler says where the rows come from; the kit answers a page, or with
   * `format=csv` a CSV of every matching row, streamed.
   */
  list<E extends Endpoint>(
    endpoint: E,
    source: (call: Call<E>) => ListSource<never, unknown> | Promise<ListSource<never, unknown>>,
  ): void;
}

export function familyRoutes(app: FastifyInstance, ctx: AppContext): FamilyRoutes {
  const db = ctx.database.db;
  // A file answer or a CSV export works on the connections of long work, with their longer
  // statement timeout, and within the long-work deadline (http/budget.ts).
  const longDb = ctx.database.long.db;
  const route = (
    endpoint: Endpoint,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    { authenticate }: RouteOptions = {},
  ) =>
    app.route({
      method: endpoint.method,
      url: routerPath(endpoint.path),
      schema: schemaOf(endpoint),
      config: {
        ...(endpoint.machine ? {} : { gate: endpoint.gate }),
        ...(endpoint.multipart ? { multipartFields: endpoint.multipart } : {}),
      },
      ...(authenticate
        ? {
            onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
              await authenticate(request, reply);
            },
          }
        : {}),
      handler: async (request, reply) => {
        checkBodyId(endpoint, request);
        return handler(request, reply);
      },
    });
  return {
    app,
    ctx,
    add(endpoint, handler, options) {
      const file = endpoint.answer === 'file';
      route(
        endpoint,
        async (request, reply) => {
          if (file) allowLongWork(request);
          const answer = await handler(callOf(request, reply, file ? longDb : db));
          if (answer === reply) return reply;
          if (endpoint.answer === 'none') return reply.status(204).send();
          return answer;
        },
        options,
      );
    },
    list(endpoint, sourceOf) {
      const spec = endpoint.list;
      if (!spec) throw new Error(`${endpoint.method} ${endpoint.path} is not a list`);
      route(endpoint, async (request, reply) => {
        const listRequest = listRequestOf(spec, request.query as Record<string, unknown>);
        if (listRequest.csv) allowLongWork(request);
        const source = await sourceOf(callOf(request, reply, listRequest.csv ? longDb : db));
        if (!listRequest.csv) return listPage(source, spec, listRequest);
        return sendCsv(reply, spec.fileName, await listCsv(spec, source, listRequest, longDb));
      });
    },
  };
}

/**
 * Every row of a list source as CSV text (header first): what `format=csv` answers, and what a call
 * that is a CSV of its own (a report's ...Csv) or a scheduled e-mail sends. Written by PostgreSQL's
 * COPY where `db` is PostgreSQL and the CSV is the source's row (csv-copy.ts), else read in
 * keyset batches (csv.ts). Ready once the first rows are read, so a failing query is an error, not
 * a cut file.
 */
export async function listCsv(
  spec: ListSpec,
  source: ListSource<never, unknown>,
  request: ListRequest,
  db?: Queryable,
): Promise<Readable> {
  const copied =
    db && source.csvOfRow ? await copyCsv(db, spec.columns, orderedRows(source, request)) : undefined;
  return copied ?? readyCsvStream(spec.columns, allRows(source, { ...request, csv: true }));
}

/** Answers a CSV stream as an attachment named after the list and today, never cached. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(csvFileName(fileName)))
    .header('cache-control', 'private, no-store')
    .send(csv);
}
