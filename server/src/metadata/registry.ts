import type { RouteOptions } from 'fastify';
import { isJsonSchema, type JsonSchema } from './derive.ts';

/** Methods whose payload is the request body; the others describe what they answer. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const DESCRIBED_METHODS = new Set([...BODY_METHODS, 'GET', 'DELETE']);

/**
 * One key per route whatever way its template is written: the spec's `/api/CommonAccount/{id}/Users`
 * and Fastify's `/api/CommonAccount/:id/Users` alike. Parameter names do not tell routes apart (the
 * router cannot either), and static segments compare case-insensitively, as the spec's own tables
 * spell one path in several cases.
 */
export function routeKey(method: string, template: string): string {
  const path = template.split('?')[0] ?? '';
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || /^\{[^}]+\}$/.test(segment) ? ':' : segment.toLowerCase()));
  return `${method.toUpperCase()} /${segments.join('/')}`;
}

/**
 * The schema a route's field metadata describes: the body of a POST, PUT or PATCH; otherwise the
 * success answer, and for a paged list (an object with an `items` array) the list's row.
 */
export function payloadSchemaOf(method: string, schema: RouteOptions['schema']): JsonSchema | undefined {
  if (!schema) return undefined;
  if (BODY_METHODS.has(method)) return isJsonSchema(schema.body) ? schema.body : undefined;
  const responses = isJsonSchema(schema.response) ? schema.response : {};
  const success = responses['200'] ?? responses['201'] ?? responses['2xx'];
  if (!isJsonSchema(success)) return undefined;
  const properties = isJsonSchema(success.properties) ? success.properties : {};
  const items = properties.items;
  if (success.type === 'object' && isJsonSchema(items) && items.type === 'array' && isJsonSchema(items.items))
    return items.items;
  return success;
}

/**
 * Every route's payload schema, collected as routes are registered (the onRoute hook), so the
 * metadata comes from the very schema that validates or serializes the payload.
 */
export class RouteSchemaRegistry {
  private readonly payloads = new Map<string, JsonSchema>();

  add(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.map((m) => m.toUpperCase())) {
      if (!DESCRIBED_METHODS.has(method)) continue;
      const payload = payloadSchemaOf(method, route.schema);
      if (payload) this.payloads.set(routeKey(method, route.url), payload);
    }
  }

  /** The payload schema of a route, by method and template; undefined for an unknown route. */
  payloadOf(method: string, template: string): JsonSchema | undefined {
    return this.payloads.get(routeKey(method, template));
  }
}
