import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LookupPath } from '@console/contract/annotations';
import { AdminUser, BookSubscriptionPlan, TimeZone } from '@console/contract/books';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { staffOf } from '../../http/session.ts';
import { accountScope } from '../accounts/scope.ts';
import { accountsLookupSource } from '../accounts/lookup.ts';
import { LookupPageOf, LookupQuery, lookupPage } from './paging.ts';
import * as lookups from './service.ts';

/** A plan as a lookup item: the book's plan with a caption naming its product. */
const SubscriptionPlanItem = Type.Object({ ...BookSubscriptionPlan.properties, caption: Type.String() });

/** The paged lookups that field metadata points at (lookupDataSource.path). */
export function lookupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const signedIn = { gate: {} };
  const byId = LookupQuery(Type.Integer({ minimum: 1 }));

  api.get(
    LookupPath.AdminUsers,
    {
      config: signedIn,
      schema: {
        summary: 'Admins of the administered company, paged (id, name)',
        tags: ['lookups'],
        querystring: byId,
        response: { 200: LookupPageOf(AdminUser), '4xx': ErrorRef },
      },
    },
    async (request) => lookups.adminUsersLookup(db, staffOf(request).companyId, request.query),
  );
  api.get(
    LookupPath.TimeZones,
    {
      config: signedIn,
      schema: {
        summary: 'Time zones, paged (value, name)',
        tags: ['lookups'],
        querystring: LookupQuery(Type.String({ maxLength: 100 })),
        response: { 200: LookupPageOf(TimeZone), '4xx': ErrorRef },
      },
    },
    async (request) => lookups.timeZonesLookup(request.query),
  );
  api.get(
    LookupPath.SubscriptionPlans,
    {
      config: signedIn,
      schema: {
        summary: "Plans of the company's products, paged (id, caption)",
        tags: ['lookups'],
        querystring: byId,
        response: { 200: LookupPageOf(SubscriptionPlanItem), '4xx': ErrorRef },
      },
    },
    async (request) => lookups.subscriptionPlansLookup(db, staffOf(request).companyId, request.query),
  );
  api.get(
    LookupPath.Accounts,
    {
      config: signedIn,
      schema: {
        summary: "The company's accounts, paged (id, name); currentAccountId is left out",
        tags: ['lookups'],
        querystring: byId,
        response: {
          200: LookupPageOf(Type.Object({ id: Type.Integer(), name: Type.String() })),
          '4xx': ErrorRef,
        },
      },
    },
    async (request) => {
      const scope = accountScope(staffOf(request));
      return lookupPage(accountsLookupSource(db, scope, request.query.currentAccountId), request.query);
    },
  );
}
