import { testModeApi } from '@console/contract/test-mode';
import type { FamilyRoutes } from '../../kit/register.ts';
import { setTestMode } from './test-mode.ts';

export function companiesRoutes(routes: FamilyRoutes): void {
  const { environmentId } = routes.ctx.config;
  // Read with the session (resolveSession), like every account scope.
  routes.add(testModeApi.get, ({ tenant }) => ({ enabled: tenant.testMode }));
  routes.add(testModeApi.set, ({ db, actor, tenant, body }) =>
    setTestMode(db, actor, tenant.companyId, body.enabled, environmentId),
  );
}
