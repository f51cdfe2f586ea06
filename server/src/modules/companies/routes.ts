import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TestMode } from '@console/contract/test-mode';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { actorOf, staffOf } from '../../http/session.ts';
import { notFound } from '../../http/errors.ts';
import { setTestMode } from './test-mode.ts';

export function companiesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;

  api.get(
    '/api/Company/TestMode',
    {
      config: { gate: {} },
      schema: {
        summary: "The administered company's Test Mode",
        tags: ['company'],
        response: { 200: TestMode, '4xx': ErrorRef },
      },
    },
    async (request) => {
      // Read with the session (resolveSession), like every account scope.
      const { companyId, testMode } = staffOf(request);
      if (companyId === null) throw notFound('An administered company');
      return { enabled: testMode };
    },
  );

  api.put(
    '/api/Company/TestMode',
    {
      config: { gate: { writes: true } },
      schema: {
        summary: 'Switch Test Mode for the administered company (environment 1, customerAdmin feature)',
        tags: ['company'],
        body: TestMode,
        response: { 200: TestMode, '4xx': ErrorRef },
      },
    },
    async (request) =>
      setTestMode(
        db,
        actorOf(request),
        staffOf(request).companyId,
        request.body.enabled,
        ctx.config.environmentId,
      ),
  );
}
