import { sql } from 'drizzle-orm';
import { resolveFeature } from '@console/contract/features/rule';
import type { LocationEffectiveFeatures } from '@console/contract/features/api';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { onlineCustomersOf, vsOnlineProductIds } from '../vsonline/scope.ts';

/**
 * POST /api/Features/DetermineLocationsFeatures: the effective features of many locations. Two
 * queries whatever their number: the company's Veriscan Online products (the online customers'
 * scope), then one read of every location in scope with every switch above it, each a primary-key
 * lookup; the rule then runs in memory. Any id that is not the tenant's answers 404, as a single
 * location would.
 */

interface Row extends Record<string, unknown> {
  location_id: number;
  account_id: number;
  feature_id: number | null;
  name: string | null;
  granted: boolean;
  customer: boolean | null;
  own: boolean | null;
}

export async function determineLocationsFeatures(
  db: Queryable,
  tenant: Tenant,
  locationIds: readonly number[],
): Promise<LocationEffectiveFeatures[]> {
  const ids = [...new Set(locationIds)];
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  // customer_accounts keeps its own name: the scope's subquery refers to it.
  const { rows } = await db.execute<Row>(sql`
    select l.id as location_id, l.account_id, f.id as feature_id, f.name,
      coalesce(cf.enabled, false) as granted, af.enabled as customer, lf.enabled as own
    from locations l
    join customer_accounts on customer_accounts.id = l.account_id
    left join features f on f.scope = 'customer'
    left join company_features cf on cf.company_id = ${tenant.companyId} and cf.feature_id = f.id
    left join account_features af on af.account_id = l.account_id and af.feature_id = f.id
    left join location_features lf on lf.location_id = l.id and lf.feature_id = f.id
    where l.id = any(${`{${ids.join(',')}}`}::int[]) and l.company_id = ${tenant.companyId}
      and ${onlineCustomersOf(db, tenant, productIds)}
    order by l.id, f.id`);

  const byLocation = new Map<number, LocationEffectiveFeatures>();
  for (const row of rows) {
    const locationId = Number(row.location_id);
    let entry = byLocation.get(locationId);
    if (!entry) {
      entry = { locationId, customerId: Number(row.account_id), features: {}, lockedBy: {} };
      byLocation.set(locationId, entry);
    }
    if (row.feature_id === null || row.name === null) continue;
    const state = resolveFeature('location', {
      granted: row.granted,
      customer: row.customer,
      location: row.own,
    });
    entry.features[row.name] = state.enabled;
    if (state.lockedBy) entry.lockedBy[row.name] = state.lockedBy;
  }
  const missing = ids.find((id) => !byLocation.has(id));
  if (missing !== undefined) throw notFound(`Location ${missing}`);
  // In the order asked, each location once.
  return ids.flatMap((id) => byLocation.get(id) ?? []);
}
