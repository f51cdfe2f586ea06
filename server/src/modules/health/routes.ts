import { healthApi } from '@console/contract/health/api';
import type { FamilyRoutes } from '../../kit/register.ts';

export function healthRoutes(routes: FamilyRoutes): void {
  const { ctx } = routes;
  routes.add(healthApi.live, () => ({ status: 'ok' }));
  routes.add(healthApi.ready, async ({ request, reply }) => {
    try {
      await ctx.database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
