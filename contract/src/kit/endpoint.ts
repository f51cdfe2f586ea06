import type { Static, TSchema } from 'typebox';
import type { Gate } from '../gates.ts';
import { Permission } from '../permissions.ts';
import type { ListSpec } from './list.ts';

/**
 * One API call, declared once (DESIGN.md "Families: the kit"): its method, path, schemas, gate and
 * summary. The server registers it (server/src/kit/register.ts), the web calls it
 * (web/src/kit/call.ts), and the route table and metadata templates read its path and gate, so a
 * path or a gate is written in this one place.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a successful call answers: JSON (200), nothing (204), or a file to save (200, binary). */
export type AnswerKind = 'json' | 'none' | 'file';

export interface EndpointSpec {
  method: HttpMethod;
  /** The template as the spec writes it: `/api/CommonAccount/{id}/Users`. */
  path: string;
  /** One line for the API document. */
  summary: string;
  /** Added to the family's gate; `writes` defaults to true for every method but GET. */
  gate?: Gate;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /**
   * An upload (multipart/form-data): the schema of its text fields, which are read as a query's
   * are (text its types coerce: "true" a flag). Its files are the handler's to read and check
   * (server/src/kit/uploads.ts), in a scope that reads multipart; the fuzz suite sends the route
   * malformed fields and bodies from this schema.
   */
  multipart?: TSchema;
  /** The JSON answer of a 'json' call. */
  response?: TSchema;
  answer?: AnswerKind;
  /** A 'file' answer's media type, for the API document. */
  mediaType?: string;
  /** A paged list: CSV export with `format=csv`, and the web's list state (kit/list.ts). */
  list?: ListSpec;
  /** Left out of the API document (pages, machine calls). */
  hidden?: boolean;
  /**
   * A machine call outside /api and /Authorize (a probe, a server-to-server call): no staff gate
   * at all, since the gate hook would want a session or, on a POST, an anti-forgery token that
   * no machine has. Its credential, if it needs one, is its own.
   */
  machine?: boolean;
  /**
   * The path parameter that a body's `id` names again (an update that carries the record it
   * changes: PUT …/Users/{userId} with the user). The server refuses a body whose `id` differs
   * (400): a request may not claim one record in its path and another in its body.
   */
  bodyId?: string;
}

export interface Endpoint extends EndpointSpec {
  /** The family that declares it: its folder name and the API document's tag. */
  family: string;
  /** The gate as enforced: the family's default merged with the call's own. */
  gate: Gate;
  answer: AnswerKind;
}

type Resolved<S extends EndpointSpec> = Omit<S, 'gate' | 'answer'> & {
  family: string;
  gate: Gate;
  answer: S['answer'] extends AnswerKind ? S['answer'] : 'json';
};

/**
 * The declarations of one family. Its default gate (a module, a permission) applies to every call
 * it declares; a call adds to it. Reads are open to read-only staff, changes are not, unless the
 * call says otherwise (choosing a company to look at is a POST that changes no data).
 *
 * Every signed-in call names the permission it needs (permissions.ts): its own, else the family
 * gate's, else a read's is reading the company's data and a change's is the family's `changes`.
 * A change that finds none is refused here, when the contract loads: no call can ship without one.
 */
export function defineFamily(name: string, defaults: { gate?: Gate; changes?: Permission } = {}) {
  return {
    name,
    gate: defaults.gate ?? {},
    endpoint<const S extends EndpointSpec>(spec: S): Resolved<S> {
      const gate: Gate = { writes: spec.method !== 'GET', ...defaults.gate, ...spec.gate };
      if (!gate.writes) delete gate.writes;
      if (!gate.public && !spec.machine && !gate.permission) {
        const permission = gate.writes ? defaults.changes : Permission.ReadData;
        if (!permission) throw new Error(`${spec.method} ${spec.path} (${name}) names no permission`);
        gate.permission = permission;
      }
      return { ...spec, family: name, gate, answer: spec.answer ?? 'json' } as unknown as Resolved<S>;
    },
  };
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type ParamsOf<E> = E extends { params: infer P } ? StaticOf<P> : undefined;
export type QueryOf<E> = E extends { query: infer Q } ? StaticOf<Q> : undefined;
export type BodyOf<E> = E extends { body: infer B } ? StaticOf<B> : undefined;

/** A downloaded file: its bytes and the name the server gave it, when it gave one. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** What a call answers: its response schema's type, a file, or nothing (204). */
export type ResponseOf<E> = E extends { answer: 'none' }
  ? undefined
  : E extends { answer: 'file' }
    ? DownloadedFile
    : E extends { response: infer R }
      ? StaticOf<R>
      : undefined;

/** What a call of the endpoint takes: its path parameters, query and body, each typed by its schema. */
export type ArgsOf<E> = (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

const PARAMETER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The names of a path template's parameters, in order. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(PARAMETER)].map((m) => m[1] ?? '');

/** The template with Fastify's parameter syntax: `/api/CommonAccount/:id/Users`. */
export const routerPath = (path: string): string => path.replace(PARAMETER, ':$1');

/** The path of one call: each `{name}` replaced by its parameter, percent-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(PARAMETER, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
