import type { ServerFamily } from '../../kit/family.ts';
import { seedIntegrationsDemo } from './demo.ts';
import { integrationsRoutes } from './routes.ts';
import { realPageSitesJob } from './realpage.ts';
import { syncJobKind } from './sync.ts';

/**
 * Integrations with property-management systems (contract/src/integrations/api.ts): a location's
 * settings for each system, its sealed secrets, connection tests, and syncs run on the job queue.
 * (rules: server/src/modules/integrations/README.md)
 */
export const family: ServerFamily = {
  name: 'integrations',
  routes: integrationsRoutes,
  jobs: [syncJobKind, realPageSitesJob],
  // After every family that reports requests: it leaves alone the customer that reported last.
  demo: {
    order: 65,
    seed: ({ tx, companies, secrets, partners }) =>
      seedIntegrationsDemo(tx, companies.main, secrets, partners),
  },
};
