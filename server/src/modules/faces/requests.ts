import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FACE_DECISIONS,
  faceDecisionConflict,
  FACE_RESULT,
  LAST_REQUESTS,
  type FaceRequestDetail,
  type FaceRequestItem,
  type FaceRequestsQuery,
} from '@console/contract/faces/api';
import { FACE_COMPARE_SERVICE } from '@console/contract/faces/api';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, verificationRequests } from '../../db/schema.ts';
import type { ListSource } from '../../kit/list.ts';
import { findProductAccount } from '../accounts/product-scope.ts';
import { findProductRequest, requestsOfProduct } from '../../kit/request-images.ts';
import { evidenceOf } from '../../kit/evidence/store.ts';
import {
  REQUEST_ITEM_COLUMNS,
  requestListSource,
  requestsMatching,
  requestsWithAccount,
  withStartedAtText,
  type RequestRowOf,
} from '../../kit/requests.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { faceSettingsOf } from './accounts.ts';
import { numberIn } from './decision-check.ts';

/**
 * Face requests: the requests the tenant's Face Compare product reported (the one request store,
 * DESIGN.md "Product activity"), with the scores the product put in their result (FACE_RESULT).
 */

const r = verificationRequests;

/** A number the product reported under `key`, or null when it sent none (or not a number). */
const reportedNumber = (key: string) =>
  sql<
    number | null
  >`case when jsonb_typeof(${r.result} -> ${key}) = 'number' then (${r.result} ->> ${key})::float8 end`;
const reportedBoolean = (key: string) =>
  sql<
    boolean | null
  >`case when jsonb_typeof(${r.result} -> ${key}) = 'boolean' then (${r.result} ->> ${key})::boolean end`;

const itemColumns = {
  ...REQUEST_ITEM_COLUMNS,
  matchScore: reportedNumber(FACE_RESULT.matchScore),
  livenessPassed: reportedBoolean(FACE_RESULT.livenessPassed),
};

type RequestRow = RequestRowOf<FaceRequestItem>;

const toItem = (row: RequestRow): FaceRequestItem => withStartedAtText(row);

/**
 * GET /api/Faces/Requests: newest first on the indexes led by (company, product, startedAt) or,
 * with an account, (account, startedAt); the partitions by month prune on the day range.
 */
export function faceRequestsSource(
  db: Queryable,
  tenant: Tenant,
  query: FaceRequestsQuery,
): ListSource<RequestRow, FaceRequestItem> {
  const where = and(
    requestsOfProduct(tenant, Project.Faces),
    query.accountId === undefined ? undefined : eq(r.accountId, query.accountId),
    requestsMatching(query),
  );
  return requestListSource(db, { columns: itemColumns, where, toItem });
}

/** GET /api/Faces/{id}/LastRequests: the account's latest requests; 404 for another account. */
/**
 * Whose threshold decided: the product's (sent with the request), the console's (Face Compare's
 * own call stores the account's threshold of its time), or the account's current one (none sent).
 */
function thresholdSourceOf(
  reported: number | null,
  service: string | null,
): FaceRequestDetail['thresholdSource'] {
  if (reported === null) return 'account';
  return service === FACE_COMPARE_SERVICE ? 'console' : 'request';
}

export async function lastFaceRequests(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<FaceRequestItem[]> {
  const { account } = await findProductAccount(db, tenant, Project.Faces, accountId);
  const rows = await requestsWithAccount(db, itemColumns)
    .where(and(eq(r.accountId, account.id), requestsOfProduct(tenant, Project.Faces)))
    .orderBy(desc(r.startedAt), desc(r.id))
    .limit(LAST_REQUESTS);
  return rows.map(toItem);
}

/** GET /api/Faces/Requests/{id}: the request with its scores, threshold, liveness and decision. */
export async function faceRequest(
  db: Queryable,
  tenant: Tenant,
  requestId: number,
): Promise<FaceRequestDetail> {
  const request = await findProductRequest(db, tenant, Project.Faces, requestId);
  const [[account], settings] = await Promise.all([
    db
      .select({ name: customerAccounts.name })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, request.accountId)),
    faceSettingsOf(db, request.accountId),
  ]);
  const reportedThreshold = numberIn(request.result, FACE_RESULT.matchThreshold);
  const matchThreshold = reportedThreshold ?? settings.matchThreshold;
  const matchScore = numberIn(request.result, FACE_RESULT.matchScore);
  const livenessPassed = request.result?.[FACE_RESULT.livenessPassed];
  return {
    id: request.id,
    accountId: request.accountId,
    accountName: account?.name ?? '',
    externalId: request.externalId,
    status: request.status,
    startedAt: request.startedAt.toISOString(),
    completedAt: request.completedAt?.toISOString() ?? null,
    service: request.service,
    failureReason: request.failureReason,
    matchScore,
    matchThreshold,
    thresholdSource: thresholdSourceOf(reportedThreshold, request.service),
    livenessScore: numberIn(request.result, FACE_RESULT.livenessScore),
    livenessPassed: typeof livenessPassed === 'boolean' ? livenessPassed : null,
    decision: FACE_DECISIONS[request.status],
    conflict: faceDecisionConflict(request.status, matchScore, matchThreshold),
    evidence: await evidenceOf(db, request.id, request.result),
  };
}
