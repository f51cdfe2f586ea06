import { and, eq, inArray, sql } from 'drizzle-orm';
import { isRequest } from '../../db/request-key.ts';
import type { IngestRequest } from '@console/contract/activity/api';
import { diveFeaturesUsed, diveFeatureTitle, type DiveFeatureName } from '@console/contract/dvs/result';
import { featureDeniedMessage } from '@console/contract/features/rule';
import type { Queryable } from '../../db/client.ts';
import { accountUsers, verificationRequestKeys, verificationRequests } from '../../db/schema.ts';
import { dvsAccountFeatures, dvsUserFeatures } from './tables.ts';
import { forbidden } from '../../http/errors.ts';
import type { ProductAccount } from '../../platform/product-account.ts';

/**
 * The DIVE features on the product API (features.ts keeps them): a new DIVE request that used a
 * feature (diveFeaturesUsed: barcode or MRZ data, or a check that needs one) is refused when the
 * feature is off for the account, or, when the request names its user (userLogin), off for that
 * user: a user's feature works only while the account's is on too, and a feature without a stored
 * switch is off. The images sent after a request need imageStorage ('Keep images') the same way.
 * The refusal is a 403 naming the feature and where it is off, in the product API's
 * words for features (contract/src/features/rule.ts). A request that used no feature costs no query.
 */

/** The features of `used` switched on in a set of switches (a table of features.ts) for one owner. */
async function switchedOn(
  db: Queryable,
  table: typeof dvsAccountFeatures | typeof dvsUserFeatures,
  ownerId: number,
  used: readonly DiveFeatureName[],
): Promise<Set<string>> {
  const rows = await db
    .select({ feature: table.feature })
    .from(table)
    .where(and(eq(table.ownerId, ownerId), eq(table.enabled, true), inArray(table.feature, [...used])));
  return new Set(rows.map((row) => row.feature));
}

/** The first feature of `used` that is not on for the account (and the user, when named). */
async function deniedFeature(
  db: Queryable,
  accountId: number,
  userLogin: string | undefined,
  used: readonly DiveFeatureName[],
): Promise<{ feature: DiveFeatureName; level: 'customer' | 'user' } | undefined> {
  if (userLogin === undefined) return deniedFor(db, accountId, null, used);
  const [user] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(
      and(eq(accountUsers.accountId, accountId), sql`lower(${accountUsers.userName}) = lower(${userLogin})`),
    );
  // An unknown login is the ingest's own refusal ("… is not a user of this account"); the account's
  // features are still checked.
  return deniedFor(db, accountId, user?.id ?? null, used);
}

/** The first feature of `used` off for the account or, when given, for the user (by id). */
async function deniedFor(
  db: Queryable,
  accountId: number,
  userId: number | null,
  used: readonly DiveFeatureName[],
): Promise<{ feature: DiveFeatureName; level: 'customer' | 'user' } | undefined> {
  const forAccount = await switchedOn(db, dvsAccountFeatures, accountId, used);
  const offForAccount = used.find((feature) => !forAccount.has(feature));
  if (offForAccount) return { feature: offForAccount, level: 'customer' };
  if (userId === null) return undefined;
  const forUser = await switchedOn(db, dvsUserFeatures, userId, used);
  const offForUser = used.find((feature) => !forUser.has(feature));
  return offForUser ? { feature: offForUser, level: 'user' } : undefined;
}

/**
 * The images of a stored DIVE request (POST /ingest/requests/{externalId}/images) need imageStorage
 * ('Keep images') on for the account and for the request's user, when it named one; otherwise 403
 * naming the feature, before the upload is read. An unknown externalId is the upload's own 404.
 */
export async function refuseImagesNotKept(db: Queryable, account: ProductAccount, externalId: string) {
  const [request] = await db
    .select({ userId: verificationRequests.accountUserId })
    .from(verificationRequestKeys)
    .innerJoin(
      verificationRequests,
      isRequest(verificationRequestKeys.requestId, verificationRequestKeys.startedAt),
    )
    .where(
      and(
        eq(verificationRequestKeys.accountId, account.accountId),
        eq(verificationRequestKeys.productId, account.productId),
        eq(verificationRequestKeys.externalId, externalId),
      ),
    );
  if (!request) return;
  const denied = await deniedFor(db, account.accountId, request.userId, ['imageStorage']);
  if (denied) throw forbidden(featureDeniedMessage(diveFeatureTitle(denied.feature), denied.level));
}

/** Throws the 403 when the request used a DIVE feature that is off for its account or user. */
export async function refuseDisabledFeature(
  db: Queryable,
  account: ProductAccount,
  input: IngestRequest,
): Promise<void> {
  const used = diveFeaturesUsed(input.result);
  if (!used.length) return;
  const denied = await deniedFeature(db, account.accountId, input.userLogin, used);
  if (denied) throw forbidden(featureDeniedMessage(diveFeatureTitle(denied.feature), denied.level));
}
