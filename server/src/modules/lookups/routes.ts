import { lookupsApi } from '@console/contract/lookups/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { accountsLookupSource } from '../accounts/lookup.ts';
import { lookupPage } from '../../kit/lookup-paging.ts';
import * as lookups from './service.ts';

/** The paged lookups that field metadata points at (lookupDataSource.path). */
export function lookupsRoutes(routes: FamilyRoutes): void {
  routes.add(lookupsApi.adminUsers, (c) => lookups.adminUsersLookup(c.db, c.tenant.companyId, c.query));
  routes.add(lookupsApi.timeZones, (c) => lookups.timeZonesLookup(c.query));
  routes.add(lookupsApi.subscriptionPlans, (c) =>
    lookups.subscriptionPlansLookup(c.db, c.tenant.companyId, c.query),
  );
  routes.add(lookupsApi.accounts, (c) =>
    lookupPage(accountsLookupSource(c.db, c.tenant, c.query.currentAccountId), c.query),
  );
}
