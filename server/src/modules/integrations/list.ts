import { and, count, eq, sql } from 'drizzle-orm';
import type {
  IntegrationListItem,
  IntegrationsQuery,
  PartnerSystem,
} from '@console/contract/integrations/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, locations } from '../../db/schema.ts';
import { locationIntegrations } from './tables.ts';
import { containsAny, type ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { onlineCustomersOf, vsOnlineProductIds } from '../vsonline/scope.ts';

/**
 * The company's integrations (GET /api/Integrations/Locations), of every system or one, by location
 * name. The rows are the tenant's online customers' locations that have an integration: few per
 * company, read from location_integrations_company_system and joined to their locations.
 */
export async function integrationsSource(
  db: Queryable,
  tenant: Tenant,
  query: IntegrationsQuery,
): Promise<ListSource<IntegrationListItem, IntegrationListItem>> {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const where = and(
    eq(locationIntegrations.companyId, tenant.companyId),
    query.system === undefined ? undefined : eq(locationIntegrations.system, query.system),
    onlineCustomersOf(db, tenant, productIds),
    containsAny(query.textFilter ?? '', [locations.name]),
  );
  const from = () =>
    db
      .select({ total: count() })
      .from(locationIntegrations)
      .innerJoin(locations, eq(locations.id, locationIntegrations.locationId))
      .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId));
  return {
    select: (extra) =>
      db
        .select({
          id: locationIntegrations.id,
          system: sql<PartnerSystem>`${locationIntegrations.system}`,
          locationGuid: locations.guid,
          locationName: locations.name,
          customerId: locations.accountId,
          customerName: customerAccounts.name,
          partnerLocationId: locationIntegrations.partnerLocationId,
          enabled: locationIntegrations.enabled,
          lastSyncAt: sql<string | null>`${locationIntegrations.lastSync}->>'finishedAt'`,
          lastSyncOutcome: sql<'synced' | 'failed' | null>`${locationIntegrations.lastSync}->>'outcome'`,
          ...extra,
        })
        .from(locationIntegrations)
        .innerJoin(locations, eq(locations.id, locationIntegrations.locationId))
        .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
        .$dynamic(),
    where,
    sorts: { locationName: { column: locations.name }, id: { column: locationIntegrations.id } },
    tieBreak: locationIntegrations.id,
    count: async () => {
      const [row] = await from().where(where);
      return { total: row?.total ?? 0 };
    },
    toItem: (row) => row,
  };
}
