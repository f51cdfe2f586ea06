import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { Gate } from '@console/contract/gates';
import { routesOf } from '../http/gates.ts';

/**
 * The app's routes as the generated suites walk them (the gate suite, the fuzz suite): read from
 * what the app registered, so a new route is walked without being listed anywhere.
 */
export interface AppRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as descriptors and fixtures write it: `/api/X/{id}`. */
  path: string;
  /** Absent on a route outside /api and /Authorize (a machine call, a page). */
  gate?: Gate;
  /** The family that registered it (its API document tag), or 'core'. */
  family: string;
  /** The named path parameters (a wildcard is not one: it names no record). */
  params: string[];
  /**
   * The schemas Fastify validates the route's input with, and an upload's text fields, which its
   * handler validates as it reads the multipart body.
   */
  schema: { params?: TSchema; query?: TSchema; body?: TSchema; multipart?: TSchema };
}

const NAMED = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

function appRoutesOf(options: RouteOptions): AppRoute[] {
  const schema = (options.schema ?? {}) as {
    tags?: string[];
    params?: TSchema;
    querystring?: TSchema;
    body?: TSchema;
  };
  return [options.method]
    .flat()
    .filter((method) => METHODS.has(method))
    .map((method) => ({
      method: method as AppRoute['method'],
      path: options.url.replace(NAMED, '{$1}'),
      ...(options.config?.gate ? { gate: options.config.gate } : {}),
      family: schema.tags?.[0] ?? 'core',
      params: [...options.url.matchAll(NAMED)].map((m) => m[1] ?? ''),
      schema: {
        ...(schema.params ? { params: schema.params } : {}),
        ...(schema.querystring ? { query: schema.querystring } : {}),
        ...(schema.body ? { body: schema.body } : {}),
        ...(options.config?.multipartFields ? { multipart: options.config.multipartFields } : {}),
      },
    }));
}

/** Every route the app registered (GET, POST, PUT, DELETE). */
export const appRoutes = (app: FastifyInstance): AppRoute[] => routesOf(app).flatMap(appRoutesOf);
