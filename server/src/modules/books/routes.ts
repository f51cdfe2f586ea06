import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminUser, BookSubscriptionPlan, CustomerFilters, TimeZone } from '@console/contract/books';
import type { AppContext } from '../../http/context.ts';
import { staffOf } from '../../http/session.ts';
import { TIME_ZONES } from './time-zones.ts';
import * as books from './service.ts';

export function booksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const signedIn = { gate: {} };

  api.get(
    '/api/Books/AdminUsers',
    {
      config: signedIn,
      schema: {
        summary: 'Admins of the administered company',
        tags: ['books'],
        response: { 200: Type.Array(AdminUser) },
      },
    },
    async (request) => books.adminUsers(db, staffOf(request).companyId),
  );
  for (const url of ['/api/Books/TimeZones', '/api/TimeZone']) {
    api.get(
      url,
      {
        config: signedIn,
        schema: {
          summary: 'Time zones (Windows ids)',
          tags: ['books'],
          response: { 200: Type.Array(TimeZone) },
        },
      },
      async () => [...TIME_ZONES],
    );
  }
  api.get(
    '/api/Books/subscriptionPlans',
    {
      config: signedIn,
      schema: {
        summary: "Plans of the company's products",
        tags: ['books'],
        response: { 200: Type.Array(BookSubscriptionPlan) },
      },
    },
    async (request) => books.subscriptionPlansOf(db, staffOf(request).companyId),
  );
  api.get(
    '/api/Books/CustomerFilters',
    {
      config: signedIn,
      schema: {
        summary: 'Filter options of customer lists',
        tags: ['books'],
        response: { 200: CustomerFilters },
      },
    },
    async (request) => books.customerFilters(db, staffOf(request).companyId),
  );
}
