import { and, eq, sql } from 'drizzle-orm';
import {
  REQUEST_MAX_AGE_DAYS,
  REQUEST_MAX_AHEAD_MS,
  RESULT_MAX_BYTES,
  type IngestRequest,
  type IngestRequestResult,
} from '@console/contract/activity';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { isMissingPartition } from '../../db/errors.ts';
import {
  accountUsers,
  customerAccounts,
  devices,
  locations,
  requestDailyRollups,
  verificationRequestKeys,
  verificationRequests,
} from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { utcDay } from '../../lib/days.ts';
import { refuseDeniedFeature } from '../features/enforce.ts';
import { ensurePartitions } from './partitions.ts';
import type { ProductAccount } from './product-account.ts';

/**
 * The product API's write (DESIGN.md "Product activity"): one request stored with its daily rollup,
 * the account's lastScan and the device's last sighting, in one transaction. The same externalId
 * again (a product retrying after a lost answer) answers the first request and writes nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** lastScan is kept to the minute: a busy account costs one write of its row a minute, not one a scan. */
const LAST_SCAN_RESOLUTION = sql`interval '1 minute'`;

interface Times {
  startedAt: Date;
  completedAt: Date | null;
}

/** The request's times, within what the console keeps; a refusal names the field. */
function timesOf(input: IngestRequest, now: Date): Times {
  const startedAt = new Date(input.startedAt);
  const completedAt = input.completedAt === undefined ? null : new Date(input.completedAt);
  if (startedAt.getTime() > now.getTime() + REQUEST_MAX_AHEAD_MS) {
    throw validationError({ startedAt: ['startedAt is in the future'] });
  }
  if (startedAt.getTime() < now.getTime() - REQUEST_MAX_AGE_DAYS * DAY_MS) {
    throw validationError({
      startedAt: [`startedAt is more than ${REQUEST_MAX_AGE_DAYS} days ago; the console keeps two years`],
    });
  }
  if (completedAt && completedAt < startedAt) {
    throw validationError({ completedAt: ['completedAt is before startedAt'] });
  }
  return { startedAt, completedAt };
}

function refuseLargeResult(input: IngestRequest): void {
  if (input.result && Buffer.byteLength(JSON.stringify(input.result)) > RESULT_MAX_BYTES) {
    throw validationError({ result: [`result may take at most ${RESULT_MAX_BYTES / 1024} KB as JSON`] });
  }
}

/** The account's location the request names, or a refusal naming locationId. */
async function locationOf(db: Queryable, account: ProductAccount, locationId: number | undefined) {
  if (locationId === undefined) return null;
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.accountId, account.accountId)));
  if (!location) {
    throw validationError({ locationId: [`Location ${locationId} is not a location of this account`] });
  }
  return location.id;
}

/** The account's user the request names by login (in any case), or a refusal naming userLogin. */
async function userOf(db: Queryable, account: ProductAccount, login: string | undefined) {
  if (login === undefined) return null;
  const [user] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, account.accountId),
        sql`lower(${accountUsers.userName}) = lower(${login})`,
      ),
    );
  if (!user) throw validationError({ userLogin: [`${login} is not a user of this account`] });
  return user.id;
}

/** Claims the externalId for a new request id, or answers the id it already names. */
async function claimKey(tx: Tx, account: ProductAccount, externalId: string, startedAt: Date) {
  const { rows } = await tx.execute<{ request_id: string }>(sql`
    insert into verification_request_keys (account_id, product_id, external_id, request_id, started_at)
    values (${account.accountId}, ${account.productId}, ${externalId},
      nextval(pg_get_serial_sequence('verification_requests', 'id')), ${startedAt.toISOString()})
    on conflict do nothing
    returning request_id`);
  if (rows[0]) return { id: Number(rows[0].request_id), created: true };
  const [known] = await tx
    .select({ id: verificationRequestKeys.requestId })
    .from(verificationRequestKeys)
    .where(
      and(
        eq(verificationRequestKeys.accountId, account.accountId),
        eq(verificationRequestKeys.productId, account.productId),
        eq(verificationRequestKeys.externalId, externalId),
      ),
    );
  if (!known) throw new Error(`the key of ${externalId} was neither new nor found`);
  return { id: known.id, created: false };
}

/**
 * The device with this serial in the account, registered on first sight (kind Unknown, named by its
 * serial, at the request's location) and seen at the request's time.
 */
async function deviceOf(
  tx: Tx,
  account: ProductAccount,
  serial: string | undefined,
  locationId: number | null,
  seenAt: Date,
) {
  if (serial === undefined) return null;
  const [device] = await tx
    .insert(devices)
    .values({
      companyId: account.companyId,
      accountId: account.accountId,
      locationId,
      name: serial,
      serial,
      lastSeenAt: seenAt,
    })
    .onConflictDoUpdate({
      target: [devices.accountId, devices.serial],
      set: {
        lastSeenAt: sql`greatest(${devices.lastSeenAt}, excluded.last_seen_at)`,
        locationId: sql`coalesce(${devices.locationId}, excluded.location_id)`,
      },
    })
    .returning({ id: devices.id });
  if (!device) throw new Error(`the device ${serial} was neither registered nor found`);
  return device.id;
}

async function store(
  db: Db,
  account: ProductAccount,
  input: IngestRequest,
  times: Times,
  refs: { locationId: number | null; accountUserId: number | null },
): Promise<IngestRequestResult> {
  return db.transaction(async (tx) => {
    const key = await claimKey(tx, account, input.externalId, times.startedAt);
    // A retry answers the stored request whatever the features say now; a new request must be
    // allowed (the refusal rolls back the claimed key with everything else).
    if (!key.created) return key;
    await refuseDeniedFeature(tx, {
      companyId: account.companyId,
      accountId: account.accountId,
      service: input.service ?? null,
      ...refs,
    });
    const seenAt = times.completedAt ?? times.startedAt;
    const deviceId = await deviceOf(tx, account, input.deviceSerial, refs.locationId, seenAt);
    await tx.insert(verificationRequests).values({
      id: key.id,
      companyId: account.companyId,
      accountId: account.accountId,
      productId: account.productId,
      isTest: account.isTest,
      externalId: input.externalId,
      service: input.service ?? null,
      locationId: refs.locationId,
      deviceId,
      accountUserId: refs.accountUserId,
      status: input.status,
      failureReason: input.failureReason ?? null,
      result: input.result ?? null,
      startedAt: times.startedAt,
      completedAt: times.completedAt,
      tokenId: account.tokenId,
    });
    await tx
      .insert(requestDailyRollups)
      .values({
        day: utcDay(times.startedAt),
        companyId: account.companyId,
        accountId: account.accountId,
        productId: account.productId,
        isTest: account.isTest,
        service: input.service ?? '',
        locationId: refs.locationId ?? 0,
        deviceId: deviceId ?? 0,
        status: input.status,
        requests: 1,
      })
      .onConflictDoUpdate({
        target: [
          requestDailyRollups.accountId,
          requestDailyRollups.day,
          requestDailyRollups.productId,
          requestDailyRollups.service,
          requestDailyRollups.locationId,
          requestDailyRollups.deviceId,
          requestDailyRollups.status,
        ],
        set: { requests: sql`${requestDailyRollups.requests} + 1` },
      });
    await tx
      .update(customerAccounts)
      .set({ lastScan: times.startedAt })
      .where(
        and(
          eq(customerAccounts.id, account.accountId),
          sql`(${customerAccounts.lastScan} is null or ${customerAccounts.lastScan} < ${times.startedAt.toISOString()}::timestamptz - ${LAST_SCAN_RESOLUTION})`,
        ),
      );
    return key;
  });
}

/** Stores one reported request (see above); 400 names the field a refusal is about. */
export async function recordRequest(
  db: Db,
  account: ProductAccount,
  input: IngestRequest,
  now = new Date(),
): Promise<IngestRequestResult> {
  const times = timesOf(input, now);
  refuseLargeResult(input);
  const refs = {
    locationId: await locationOf(db, account, input.locationId),
    accountUserId: await userOf(db, account, input.userLogin),
  };
  try {
    return await store(db, account, input, times, refs);
  } catch (error) {
    if (!isMissingPartition(error)) throw error;
    await ensurePartitions(db, times.startedAt, 1);
    return store(db, account, input, times, refs);
  }
}
