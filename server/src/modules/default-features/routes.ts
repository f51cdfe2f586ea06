import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Role } from '@console/contract/gates';
import { DefaultCustomerFeature, DefaultCustomerFeaturesUpdate } from '@console/contract/default-features';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { actorOf, staffOf } from '../../http/session.ts';
import * as defaults from './service.ts';

/** Default customer permissions (console-core §7): Checkpoint only (§6), enforced here. */
export function defaultFeaturesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const tags = ['default-features'];

  api.get(
    '/api/DefaultCustomerFeatures/Get',
    {
      config: { gate: { roles: [Role.Checkpoint] } },
      schema: {
        summary: 'Customer features and whether new customers of the company get them',
        tags,
        response: { 200: Type.Array(DefaultCustomerFeature), '4xx': ErrorRef },
      },
    },
    async (request) => defaults.defaultFeaturesOf(db, staffOf(request)),
  );

  api.post(
    '/api/DefaultCustomerFeatures/Update',
    {
      config: { gate: { roles: [Role.Checkpoint], writes: true } },
      schema: {
        summary: 'Switch default customer features (all or none); answers the new state',
        tags,
        body: DefaultCustomerFeaturesUpdate,
        response: { 200: Type.Array(DefaultCustomerFeature), '4xx': ErrorRef },
      },
    },
    async (request) => defaults.updateDefaultFeatures(db, staffOf(request), actorOf(request), request.body),
  );
}
