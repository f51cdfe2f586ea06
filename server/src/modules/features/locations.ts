import { sql } from 'drizzle-orm';
import { resolveFeature, type FeatureLevel } from '@console/contract/feature-rule';
import type { LocationEffectiveFeatures } from '@console/contract/features';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { onlineLocations } from '../vsonline/scope.ts';

/**
 * POST /api/Features/DetermineLocationsFeatures: the effective features of many locations. Two
 * queries whatever their number: the scope (which ids are the tenant's online customers' locations)
 * and one read of every switch of every location, each a primary-key lookup; the rule then runs in
 * memory. Any id that is not the tenant's answers 404, as a single location would.
 */

interface Row extends Record<string, unknown> {
  location_id: number;
  account_id: number;
  feature_id: number;
  name: string;
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
  const scoped = await onlineLocations(db, tenant, ids);
  const missing = ids.find((id) => !scoped.has(id));
  if (missing !== undefined) throw notFound(`Location ${missing}`);

  const { rows } = await db.execute<Row>(sql`
    select l.id as location_id, l.account_id, f.id as feature_id, f.name,
      coalesce(cf.enabled, false) as granted, af.enabled as customer, lf.enabled as own
    from unnest(${`{${ids.join(',')}}`}::int[]) as given(id)
    join locations l on l.id = given.id
    cross join features f
    left join company_features cf on cf.company_id = ${tenant.companyId} and cf.feature_id = f.id
    left join account_features af on af.account_id = l.account_id and af.feature_id = f.id
    left join location_features lf on lf.location_id = l.id and lf.feature_id = f.id
    where f.scope = 'customer'
    order by l.id, f.id`);

  const byLocation = new Map<number, LocationEffectiveFeatures>();
  for (const row of rows) {
    const locationId = Number(row.location_id);
    let entry = byLocation.get(locationId);
    if (!entry) {
      entry = { locationId, customerId: Number(row.account_id), features: [] };
      byLocation.set(locationId, entry);
    }
    const state = resolveFeature('location', {
      granted: row.granted,
      customer: row.customer,
      location: row.own,
    });
    entry.features.push({
      featureId: Number(row.feature_id),
      name: row.name,
      enabled: state.enabled,
      lockedBy: state.lockedBy satisfies FeatureLevel | null,
    });
  }
  // In the order asked, each location once.
  return ids.flatMap((id) => byLocation.get(id) ?? []);
}
