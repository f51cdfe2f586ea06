import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DVS_REQUEST_COUNT_CAP,
  type DvsArchive,
  type DvsArchiveResult,
  type DvsDevice,
  type DvsDevicesQuery,
  type DvsRequest,
  type DvsRequestListItem,
  type DvsRequestsQuery,
} from '@console/contract/dvs/api';
import { readDiveResult } from '@console/contract/dvs/result';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { recordChanges, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import {
  customerAccounts,
  devices,
  requestCompanyDailyRollups,
  requestDailyRollups,
  verificationRequests,
} from '../../db/schema.ts';
import { dvsArchivedRequests } from './tables.ts';
import { notFound } from '../../http/errors.ts';
import { containsAny, exactCount, type Count, type ListSource, type SortKey } from '../../kit/list.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { productIn } from '../accounts/product-scope.ts';
import { dvsAccountsOf, dvsProductIds } from './scope.ts';
import {
  documentTypeOf,
  REQUEST_ACCOUNT_COLUMNS,
  REQUEST_COLUMNS,
  requestsMatching,
  requestsWithAccount,
  rollupsMatching,
  rolledUpRequests,
  withStartedAtText,
} from '../../kit/requests.ts';

/**
 * DIVE requests (product-families §7 "/api/DvsRequests/"): the activity store's requests of the
 * company's DIVE product. The list filters and sorts on indexed columns of the store (company,
 * product, then startedAt, status or document type; device), and counts from the daily rollups
 * where its filters are theirs. Archiving keeps the request as it is and files it apart
 * (dvs_archived_requests).
 */

const r = verificationRequests;
const x = dvsArchivedRequests;

/** The requests of the tenant's DIVE product, as stored (test ones in Test Mode). */
function dvsRequestsOf(tenant: Tenant, productIds: readonly number[]): SQL {
  return and(inTenant(r, tenant), productIn(r.productId, productIds)) as SQL;
}

const SORTS = {
  startedAt: { column: r.startedAt },
  id: { column: r.id },
} satisfies Record<string, SortKey>;

type RequestRow = Omit<DvsRequestListItem, 'startedAt' | 'archived'> & {
  startedAt: Date;
  archivedAt: Date | null;
};

/**
 * The total of a list that does not filter by document type or ask for the archived: the rollups'
 * sum over the same days, status, device and account, less the archived requests among them.
 */
async function countFromRollups(
  db: Queryable,
  tenant: Tenant,
  productIds: readonly number[],
  query: DvsRequestsQuery,
  archivedWhere: SQL,
): Promise<Count> {
  // Without a device or an account, the company's daily rollups (at most 3 × 32 rows a day); with one,
  // the daily rollups on their index by device or their primary key by account.
  const c = requestCompanyDailyRollups;
  const d = requestDailyRollups;
  const rolledUp =
    query.deviceId === undefined && query.accountId === undefined
      ? rolledUpRequests(
          db,
          c,
          and(inTenant(c, tenant), productIn(c.productId, productIds), rollupsMatching(c, query)),
        )
      : rolledUpRequests(
          db,
          d,
          and(
            inTenant(d, tenant),
            productIn(d.productId, productIds),
            rollupsMatching(d, query),
            query.deviceId === undefined ? undefined : eq(d.deviceId, query.deviceId),
            query.accountId === undefined ? undefined : eq(d.accountId, query.accountId),
          ),
        );
  const [rolled, archived] = await Promise.all([rolledUp, countArchived(db, tenant, archivedWhere)]);
  return { total: Math.max(0, rolled - archived.total) };
}

/**
 * The archived requests that match `filters` (conditions on the requests' columns), counted up to
 * `cap` when given. Walked from the archive, the company's few rows, each probing its request by id
 * in its month's partition: joined from the requests' side, the planner scanned every request of
 * the product to find the hundred archived (47 ms of a 56 ms list at 290,000 requests; this way
 * under 1 ms, npm run bench dive).
 */
async function countArchived(db: Queryable, tenant: Tenant, filters: SQL, cap?: number): Promise<Count> {
  const request = db
    .select({ one: sql`1` })
    .from(r)
    .where(and(eq(r.id, x.requestId), eq(r.startedAt, x.requestStartedAt), filters))
    .limit(1)
    .as('request');
  const archived = db
    .select({ one: sql`1` })
    .from(x)
    .innerJoinLateral(request, sql`true`)
    .where(eq(x.companyId, tenant.companyId))
    .$dynamic();
  const limited = cap === undefined ? archived : archived.limit(cap + 1);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited.as('archived'));
  const n = row?.n ?? 0;
  return cap === undefined ? { total: n } : { total: Math.min(n, cap), capped: n > cap };
}

/**
 * The rows of a select counted up to `cap`: one document type is counted from the rows themselves
 * (the rollups do not know it), and no one pages through ten thousand of them.
 */
async function countUpTo(db: Queryable, matches: PgSelect, cap: number): Promise<Count> {
  const limited = matches.limit(cap + 1).as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/** GET /api/DvsRequests (exported for bench/). */
export async function dvsRequestsSource(
  db: Queryable,
  tenant: Tenant,
  query: DvsRequestsQuery,
): Promise<ListSource<RequestRow, DvsRequestListItem>> {
  const matching = requestsMatching(query);
  const productIds = await dvsProductIds(db, tenant.companyId);
  const filters = and(
    dvsRequestsOf(tenant, productIds),
    matching,
    query.deviceId === undefined ? undefined : eq(r.deviceId, query.deviceId),
    query.documentType === undefined ? undefined : sql`${documentTypeOf} = ${query.documentType}`,
    query.accountId === undefined ? undefined : eq(r.accountId, query.accountId),
  ) as SQL;
  const archived = query.archived ?? false;
  const where = and(filters, archived ? isNotNull(x.requestId) : isNull(x.requestId));
  const rows = (extra: object) =>
    requestsWithAccount(db, {
      ...REQUEST_COLUMNS,
      ...REQUEST_ACCOUNT_COLUMNS,
      documentType: documentTypeOf,
      deviceId: r.deviceId,
      deviceName: devices.name,
      archivedAt: x.archivedAt,
      ...extra,
    })
      .leftJoin(devices, eq(devices.id, r.deviceId))
      // By the request's start too: the archive keeps it so an archived request is found in its
      // month's partition alone (the archived list walks the archive and probes one partition each).
      .leftJoin(x, and(eq(x.requestId, r.id), eq(x.requestStartedAt, r.startedAt)));
  return {
    select: rows,
    where,
    sorts: SORTS,
    tieBreak: r.id,
    count: () =>
      archived
        ? countArchived(db, tenant, filters, DVS_REQUEST_COUNT_CAP)
        : query.documentType !== undefined
          ? countUpTo(db, rows({}).where(where), DVS_REQUEST_COUNT_CAP)
          : countFromRollups(db, tenant, productIds, query, filters),
    toItem: ({ archivedAt, ...row }) => ({ ...withStartedAtText(row), archived: archivedAt !== null }),
  };
}

/** GET /api/DvsRequests/devices: the devices of the tenant's DIVE accounts. */
export async function dvsDevicesSource(
  db: Queryable,
  tenant: Tenant,
  query: DvsDevicesQuery,
): Promise<ListSource<DvsDevice, DvsDevice>> {
  const productIds = await dvsProductIds(db, tenant.companyId);
  const where = and(
    eq(devices.companyId, tenant.companyId),
    dvsAccountsOf(db, tenant, productIds),
    query.accountId === undefined ? undefined : eq(devices.accountId, query.accountId),
    containsAny(query.textFilter ?? '', [devices.name, devices.serial]),
  );
  const count = (): Promise<Count> =>
    exactCount(db, devices, where, (rows) =>
      rows.innerJoin(customerAccounts, eq(customerAccounts.id, devices.accountId)),
    );
  return {
    select: (extra) =>
      db
        .select({
          id: devices.id,
          name: devices.name,
          serial: devices.serial,
          accountId: devices.accountId,
          accountName: customerAccounts.name,
          ...extra,
        })
        .from(devices)
        .innerJoin(customerAccounts, eq(customerAccounts.id, devices.accountId))
        .$dynamic(),
    where,
    sorts: { name: { column: devices.name }, id: { column: devices.id } },
    tieBreak: devices.id,
    count,
    toItem: (row) => row,
  };
}

/** The tenant's DIVE requests among these ids, with what archiving files of them. */
async function requestsAmong(db: Queryable, tenant: Tenant, ids: readonly number[]) {
  const productIds = await dvsProductIds(db, tenant.companyId);
  return db
    .select({ id: r.id, accountId: r.accountId, startedAt: r.startedAt })
    .from(r)
    .where(and(dvsRequestsOf(tenant, productIds), inArray(r.id, [...ids])));
}

/**
 * PUT /api/DvsRequests/Archive: archives (or restores) the requests, all or none, in one
 * transaction; an id that is not one of the tenant's DIVE requests answers 404 naming it. A request
 * already where it is asked to be is left as it is, and not counted.
 */
export async function archiveRequests(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  input: DvsArchive,
): Promise<DvsArchiveResult> {
  const ids = [...new Set(input.ids)];
  const found = await requestsAmong(db, tenant, ids);
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw notFound(`The DIVE request ${missing}`);
  return db.transaction(async (tx) => {
    const changed = input.archived
      ? await tx
          .insert(x)
          .values(
            found.map((row) => ({
              requestId: row.id,
              companyId: tenant.companyId,
              accountId: row.accountId,
              requestStartedAt: row.startedAt,
              archivedBy: actor.name,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: x.requestId })
      : await tx
          .delete(x)
          .where(and(eq(x.companyId, tenant.companyId), inArray(x.requestId, ids)))
          .returning({ id: x.requestId });
    await recordChanges(
      tx,
      actor,
      changed.map(({ id }) => ({
        action: input.archived ? 'dvsRequest.archive' : 'dvsRequest.restore',
        entityId: id,
        changes: { archived: { from: !input.archived, to: input.archived } },
      })),
    );
    return { changed: changed.length };
  });
}

/** The tenant's DIVE request with this id, as stored; 404 for any other. */
export async function findDvsRequest(db: Queryable, tenant: Tenant, requestId: number) {
  const productIds = await dvsProductIds(db, tenant.companyId);
  const [row] = await db
    .select({
      id: r.id,
      externalId: r.externalId,
      accountId: r.accountId,
      accountName: customerAccounts.name,
      deviceId: devices.id,
      deviceName: devices.name,
      deviceSerial: devices.serial,
      status: r.status,
      failureReason: r.failureReason,
      result: r.result,
      startedAt: r.startedAt,
      completedAt: r.completedAt,
      archivedAt: x.archivedAt,
      archivedBy: x.archivedBy,
    })
    .from(r)
    .innerJoin(customerAccounts, eq(customerAccounts.id, r.accountId))
    .leftJoin(devices, eq(devices.id, r.deviceId))
    .leftJoin(x, eq(x.requestId, r.id))
    .where(and(dvsRequestsOf(tenant, productIds), eq(r.id, requestId)));
  if (!row) throw notFound('The DIVE request');
  return row;
}

/** GET /api/DvsRequests/{id}: the request with what DIVE found (its images are the kit's calls). */
export async function getDvsRequest(db: Queryable, tenant: Tenant, requestId: number): Promise<DvsRequest> {
  const row = await findDvsRequest(db, tenant, requestId);
  return {
    id: row.id,
    externalId: row.externalId,
    account: { id: row.accountId, name: row.accountName },
    device:
      row.deviceId === null
        ? null
        : { id: row.deviceId, name: row.deviceName ?? '', serial: row.deviceSerial ?? '' },
    status: row.status,
    failureReason: row.failureReason,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    result: readDiveResult(row.result),
  };
}
