import { eq, sql } from 'drizzle-orm';
import { featureDeniedMessage, requestFeatureDenial } from '@console/contract/feature-rule';
import { SERVICE_FEATURES } from '@console/contract/features';
import type { Queryable } from '../../db/client.ts';
import {
  accountFeatures,
  accountUserFeatures,
  companyFeatures,
  features,
  locationFeatures,
} from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * Enforcement (DESIGN.md "Feature toggles"): the product API asks here before it stores a request.
 * A request for a service that needs a feature (contract SERVICE_FEATURES) is refused with 403 and a
 * message naming the feature when the feature is off for the request's customer, or at its location
 * or for its user when it names them. One query, each switch a primary-key lookup.
 */
export interface RequestScope {
  companyId: number;
  accountId: number;
  service: string | null;
  locationId: number | null;
  accountUserId: number | null;
}

const none = sql<null>`null`;

export async function refuseDeniedFeature(db: Queryable, request: RequestScope): Promise<void> {
  const featureName = request.service === null ? undefined : SERVICE_FEATURES[request.service];
  if (featureName === undefined) return;
  const [row] = await db
    .select({
      title: features.title,
      granted: sql<boolean>`coalesce((select ${companyFeatures.enabled} from ${companyFeatures}
        where ${companyFeatures.companyId} = ${request.companyId} and ${companyFeatures.featureId} = ${features.id}), false)`,
      customer: sql<boolean | null>`(select ${accountFeatures.enabled} from ${accountFeatures}
        where ${accountFeatures.accountId} = ${request.accountId} and ${accountFeatures.featureId} = ${features.id})`,
      location:
        request.locationId === null
          ? none
          : sql<boolean | null>`(select ${locationFeatures.enabled} from ${locationFeatures}
        where ${locationFeatures.locationId} = ${request.locationId} and ${locationFeatures.featureId} = ${features.id})`,
      user:
        request.accountUserId === null
          ? none
          : sql<boolean | null>`(select ${accountUserFeatures.enabled} from ${accountUserFeatures}
        where ${accountUserFeatures.accountUserId} = ${request.accountUserId} and ${accountUserFeatures.featureId} = ${features.id})`,
    })
    .from(features)
    .where(eq(features.name, featureName));
  // A mapped feature missing from the catalogue is a deployment fault, not a customer's refusal.
  if (!row) throw new Error(`the service ${request.service} needs the unknown feature ${featureName}`);
  const denial = requestFeatureDenial(row);
  if (denial) throw forbidden(featureDeniedMessage(row.title, denial));
}
