import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Routes only tests have (testing/budget-console.ts adds them to a console run as a process): a
 * request that never ends because it spins in a synchronous loop, and one that answers after `ms`
 * milliseconds. Never part of the app.
 */
export const SPIN_PATH = '/testing/spin';
export const SLOW_PATH = '/testing/slow';

export function addBudgetRoutes(app: FastifyInstance): void {
  app.get(SPIN_PATH, () => {
    // Holds the event loop for good: no timer, no I/O and no signal handler runs again.
    for (let turns = 0; ; turns += 1) if (turns < 0) return;
  });
  app.get<{ Querystring: { ms: string } }>(SLOW_PATH, async (request) => {
    await sleep(Number(request.query.ms));
    return { slept: Number(request.query.ms) };
  });
}
