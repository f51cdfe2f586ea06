import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The process answers: for a liveness probe.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // The database answers: for a readiness probe and for the browser tests' start-up wait.
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
