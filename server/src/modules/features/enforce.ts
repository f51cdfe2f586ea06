import { sql, type SQL } from 'drizzle-orm';
import { featureDeniedMessage, requestFeatureDenial } from '@console/contract/features/rule';
import { SERVICE_FEATURES } from '@console/contract/features/api';
import type { Queryable } from '../../db/client.ts';
import { type AppError, forbidden } from '../../http/errors.ts';

/**
 * Enforcement (DESIGN.md "Feature toggles"): the product API asks here before it stores a request.
 * A request for a service that needs a feature (contract SERVICE_FEATURES) is refused with 403 and a
 * message naming the feature when the feature is off for the request's customer, or at its location
 * or for its user when it names them. One query, each switch a primary-key lookup; the location and
 * the user (by login, in any case) count only as the account's own (one of another account is refused
 * by the write that follows, naming the field). The product API's write asks the same query inside
 * its own statement (featureSwitches, FEATURE_ALLOWED); `refuseDeniedFeature` asks it alone (Face
 * Compare before its engines run, and a product with a check of its own before that check).
 */
export interface RequestScope {
  companyId: number;
  accountId: number;
  service: string | null;
  locationId: number | null;
  userLogin: string | null;
}

/** A feature's switches for one request, as featureSwitches answers them. */
export interface FeatureSwitchRow extends Record<string, unknown> {
  title: string;
  granted: boolean;
  customer: boolean | null;
  location: boolean | null;
  user: boolean | null;
}

/** The feature a request's service needs, or null when it needs none. */
export function featureOfService(service: string | null): string | null {
  return (service === null ? undefined : SERVICE_FEATURES[service]) ?? null;
}

/**
 * The switches of a feature (by name) for a request's scope, as one query: one row (FeatureSwitchRow)
 * or none when the catalogue lacks the feature. Each switch is a primary-key lookup; a location
 * or a user (by login, in any case) counts only as the account's own, and one the request does not
 * name (null) has no switch. Every value is a parameter, so the text is one whatever the request
 * names, and it may stand in a prepared statement (the product API's write, activity/ingest.ts).
 */
export function featureSwitches(featureName: string | null, request: Omit<RequestScope, 'service'>): SQL {
  return sql`select f.title,
      coalesce((select cf.enabled from company_features cf
        where cf.company_id = ${request.companyId}::integer and cf.feature_id = f.id), false) as granted,
      (select af.enabled from account_features af
        where af.account_id = ${request.accountId}::integer and af.feature_id = f.id) as customer,
      (select lf.enabled from location_features lf
        join locations l on l.id = lf.location_id
        where lf.location_id = ${request.locationId}::integer and l.account_id = ${request.accountId}::integer
          and lf.feature_id = f.id) as location,
      (select uf.enabled from account_user_features uf
        join account_users u on u.id = uf.account_user_id
        where u.account_id = ${request.accountId}::integer and lower(u.user_name) = lower(${request.userLogin}::text)
          and uf.feature_id = f.id) as "user"
    from features f where f.name = ${featureName}::text`;
}

/**
 * The contract's rule (`requestFeatureDenial`: no denial) as SQL over featureSwitches' columns, for
 * a statement that must decide in the database whether to write (activity/ingest.ts). It must say
 * what the rule says: enforce.test.ts compares the two over every combination of switches.
 */
export const FEATURE_ALLOWED = sql.raw(
  `(granted and customer is true and location is not false and "user" is not false)`,
);

/** The 403 of a request whose feature its switches deny, or null when they allow it. */
export function featureRefusal(row: FeatureSwitchRow): AppError | null {
  const denial = requestFeatureDenial(row);
  return denial && forbidden(featureDeniedMessage(row.title, denial));
}

export async function refuseDeniedFeature(db: Queryable, request: RequestScope): Promise<void> {
  const featureName = featureOfService(request.service);
  if (featureName === null) return;
  const { rows } = await db.execute<FeatureSwitchRow>(featureSwitches(featureName, request));
  const [row] = rows;
  // A mapped feature missing from the catalogue is a deployment fault, not a customer's refusal.
  if (!row) throw unknownFeature(request.service, featureName);
  const refusal = featureRefusal(row);
  if (refusal) throw refusal;
}

/** The fault of a service mapped to a feature the catalogue lacks. */
export function unknownFeature(service: string | null, featureName: string): Error {
  return new Error(`the service ${service} needs the unknown feature ${featureName}`);
}
