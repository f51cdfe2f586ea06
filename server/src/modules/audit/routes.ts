import { auditApi as api } from '@console/contract/audit/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { auditEntry, auditSource, objectTypes, simpleCustomers, states } from './service.ts';

/**
 * The audit calls (product-families §7 "Audit"). Each list answers at its path and at its `/list`
 * form (calls.txt), one source; the Dashboard's calls show the Dashboard's changes only.
 */
export function auditRoutes(routes: FamilyRoutes): void {
  routes.list(api.list, (c) => auditSource(c.db, c.tenant, 'company', c.query));
  routes.list(api.listAlias, (c) => auditSource(c.db, c.tenant, 'company', c.query));
  routes.add(api.objectTypes, () => objectTypes());
  routes.add(api.states, () => states());
  routes.add(api.simpleCustomers, (c) => simpleCustomers(c.db, c.tenant, c.params.company, c.query.search));
  routes.add(api.entry, (c) => auditEntry(c.db, c.tenant, 'company', c.params.id));

  routes.list(api.dashboardList, (c) => auditSource(c.db, c.tenant, 'dashboard', c.query));
  routes.list(api.dashboardListAlias, (c) => auditSource(c.db, c.tenant, 'dashboard', c.query));
  routes.add(api.dashboardEntry, (c) => auditEntry(c.db, c.tenant, 'dashboard', c.params.id));
}
