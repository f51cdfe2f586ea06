import { defaultFeaturesApi } from '@console/contract/default-features/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import * as defaults from './service.ts';

/** Default customer permissions (console-core §7): Checkpoint only (§6), as the contract's gate says. */
export function defaultFeaturesRoutes(routes: FamilyRoutes): void {
  routes.add(defaultFeaturesApi.list, ({ db, tenant }) => defaults.customerFeatures(db, tenant.companyId));
  routes.add(defaultFeaturesApi.update, ({ db, tenant, actor, body }) =>
    defaults.updateDefaultFeatures(db, tenant, actor, body),
  );
}
