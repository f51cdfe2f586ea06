import { dvsOnlineApi as api } from '@console/contract/dvs-online/api';
import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { tokenRoutes } from '../../kit/tokens.ts';
import { metricsOf, metricsRange } from '../vsonline/metrics.ts';
import { dvsOnlineRequestsSource } from './requests.ts';
import { successStatistics } from './statistics.ts';
import { dvsOnlineUsersSource, findDvsOnlineUser, getDvsOnlineUser } from './users.ts';

/** DIVE Online: /api/DvsOnline/ (contract/src/dvs-online/api.ts), every call behind the DvsOnline module. */
export function dvsOnlineRoutes(routes: FamilyRoutes): void {
  routes.list(api.users, ({ db, tenant, query }) => dvsOnlineUsersSource(db, tenant, query));
  routes.add(api.user, ({ db, tenant, params }) => getDvsOnlineUser(db, tenant, params.id));
  // The rollups of the user's DIVE Online product only.
  routes.add(api.metrics, async ({ db, tenant, params, query }) => {
    const range = metricsRange(query);
    const { account, productIds } = await findDvsOnlineUser(db, tenant, params.id);
    return metricsOf(db, account.id, productIds, range);
  });
  routes.list(api.requests, ({ db, tenant, params, query }) =>
    dvsOnlineRequestsSource(db, tenant, params.id, query),
  );
  tokenRoutes(routes, api.tokens, async (call) => {
    const { id } = call.params as unknown as { id: number };
    const { account } = await findDvsOnlineUser(call.db, call.tenant, id);
    return {
      kind: PRODUCT_TOKEN_KINDS[Project.DvsOnline],
      companyId: account.companyId,
      ownerId: account.id,
    };
  });
  routes.add(api.successStatistics, ({ db, tenant, query }) => successStatistics(db, tenant, query));
}
