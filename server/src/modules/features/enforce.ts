import { eq, sql } from 'drizzle-orm';
import { featureDeniedMessage, requestFeatureDenial } from '@console/contract/features/rule';
import { SERVICE_FEATURES } from '@console/contract/features/api';
import type { Queryable } from '../../db/client.ts';
import { accountFeatures, companyFeatures, features } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * Enforcement (DESIGN.md "Feature toggles"): the product API asks here before it stores a request.
 * A request for a service that needs a feature (contract SERVICE_FEATURES) is refused with 403 and a
 * message naming the feature when the feature is off for the request's customer, or at its location
 * or for its user when it names them. One query, each switch a primary-key lookup; the location and
 * the user (by login, in any case) count only as the account's own (one of another account is refused
 * by the write that follows, naming the field).
 */
export interface RequestScope {
  companyId: number;
  accountId: number;
  service: string | null;
  locationId: number | null;
  userLogin: string | null;
}

const none = sql<null>`null`;
/** The outer row's feature, named in full for the subqueries that join. */
const FEATURE_ID = sql.raw('"features"."id"');

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
      // Raw names with aliases below: drizzle writes the outer query's columns unqualified, which
      // inside a join would name the joined table's own id.
      location:
        request.locationId === null
          ? none
          : sql<boolean | null>`(select lf.enabled from location_features lf
        join locations l on l.id = lf.location_id
        where lf.location_id = ${request.locationId} and l.account_id = ${request.accountId}
          and lf.feature_id = ${FEATURE_ID})`,
      user:
        request.userLogin === null
          ? none
          : sql<boolean | null>`(select uf.enabled from account_user_features uf
        join account_users u on u.id = uf.account_user_id
        where u.account_id = ${request.accountId} and lower(u.user_name) = lower(${request.userLogin})
          and uf.feature_id = ${FEATURE_ID})`,
    })
    .from(features)
    .where(eq(features.name, featureName));
  // A mapped feature missing from the catalogue is a deployment fault, not a customer's refusal.
  if (!row) throw new Error(`the service ${request.service} needs the unknown feature ${featureName}`);
  const denial = requestFeatureDenial(row);
  if (denial) throw forbidden(featureDeniedMessage(row.title, denial));
}
