import type { FastifyInstance } from 'fastify';
import { metadataApi } from '@console/contract/metadata-schema';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { familyRoutes } from '../kit/register.ts';
import { deriveRouteMetadata } from './derive.ts';
import { RouteSchemaRegistry } from './registry.ts';

/**
 * GET /api/Metadata/v2: the field metadata of a route's payload. Install it before the routes it
 * describes: it collects their schemas as they are registered.
 */
export function installMetadata(app: FastifyInstance, ctx: AppContext): void {
  const registry = new RouteSchemaRegistry();
  app.addHook('onRoute', (route) => registry.add(route));

  familyRoutes(app, ctx).add(metadataApi.route, ({ query }) => {
    const httpMethod = query.httpMethod.toUpperCase();
    const payload = registry.payloadOf(httpMethod, query.route);
    if (!payload) throw notFound(`The metadata of ${httpMethod} ${query.route}`);
    return deriveRouteMetadata({ httpMethod, route: query.route }, payload, (ref) => app.getSchema(ref));
  });
}
