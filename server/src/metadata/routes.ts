import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteMetadata } from '@console/contract/metadata';
import { notFound } from '../http/errors.ts';
import { ErrorRef } from '../http/openapi.ts';
import { deriveRouteMetadata } from './derive.ts';
import { RouteSchemaRegistry } from './registry.ts';
import { MetadataQuery, RouteMetadataSchema } from './schema.ts';

/**
 * GET /api/Metadata/v2: the field metadata of a route's payload. Install it before the routes it
 * describes: it collects their schemas as they are registered.
 */
export function installMetadata(app: FastifyInstance): void {
  const registry = new RouteSchemaRegistry();
  app.addHook('onRoute', (route) => registry.add(route));

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/Metadata/v2',
    {
      config: { gate: {} },
      schema: {
        summary: "The field metadata of a route's payload (POST/PUT: the body; GET: the answer's row)",
        tags: ['metadata'],
        querystring: MetadataQuery,
        response: { 200: RouteMetadataSchema, '4xx': ErrorRef },
      },
    },
    async (request): Promise<RouteMetadata> => {
      const httpMethod = request.query.httpMethod.toUpperCase();
      const { route } = request.query;
      const payload = registry.payloadOf(httpMethod, route);
      if (!payload) throw notFound(`The metadata of ${httpMethod} ${route}`);
      return deriveRouteMetadata({ httpMethod, route }, payload, (ref) => app.getSchema(ref));
    },
  );
}
