import { and, eq, sql } from 'drizzle-orm';
import {
  REQUEST_MAX_AGE_DAYS,
  REQUEST_MAX_AHEAD_MS,
  RESULT_MAX_BYTES,
  type IngestRequest,
  type IngestRequestResult,
} from '@console/contract/activity/api';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { isMissingPartition } from '../../db/errors.ts';
import { accountUsers, locations, verificationRequestKeys } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { utcDay } from '../../lib/days.ts';
import {
  FEATURE_ALLOWED,
  featureOfService,
  featureRefusal,
  featureSwitches,
  refuseDeniedFeature,
  unknownFeature,
  type FeatureSwitchRow,
} from '../features/enforce.ts';
import type { ProductChecks } from '../../platform/product-check.ts';
import { ensurePartitions } from './partitions.ts';
import type { ProductAccount } from '../../platform/product-account.ts';

/**
 * The product API's write (DESIGN.md "Product activity"): one request checked against its feature
 * and stored with its daily rollup, the account's lastScan and the device's last sighting, in one
 * statement. The same externalId
 * again (a product retrying after a lost answer) answers the first request and writes nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An account's lastScan and a device's last sighting are kept to the minute: a busy account costs
 * one write of its row a minute, not one a scan. A device is seen on every request that names it,
 * and its row's update changes no indexed column within the minute, so PostgreSQL updates it in
 * place (a HOT update) rather than writing an entry in each of its nine indexes (0.5 of the write's
 * 1.35 ms in EXPLAIN ANALYZE when last_seen_at, which the devices list sorts by, moved every time).
 */
const SIGHTING_RESOLUTION = sql`interval '1 minute'`;

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

/** What the write's statement answers. */
interface Written extends Record<string, unknown> {
  feature_ok: boolean;
  location_ok: boolean;
  user_ok: boolean;
  /** The new request's id; null when nothing was stored. */
  id: string | null;
  /** The request the externalId named before the statement, if any (a retry's). */
  known_id: number | string | null;
  /** The feature's switches (features/enforce.ts), null when no feature is checked or known. */
  title: string | null;
  granted: boolean | null;
  customer: boolean | null;
  location: boolean | null;
  user: boolean | null;
}

/**
 * The write, as ONE statement (one round trip, and atomic without a transaction around it). First the
 * checks: the feature the request's service needs must be on for its customer, at its location and
 * for its user (features/enforce.ts: its switches and the contract's rule, in SQL); the location the
 * request names must be the account's; the user it names by login (in any case) one of the account's
 * users. When any is not, nothing is written and the answer says which (`refusal`). Then the
 * externalId is claimed for a new request id; only when it was new (every step below reads
 * `claimed`) is the device registered on first sight (kind Unknown, named by its serial, at the
 * request's location) or seen at the request's time, the request stored, its daily rollup counted,
 * and the account's lastScan moved on. An externalId stored before writes nothing: the answer is
 * then the request it names (read by the same statement, so a retry costs no second round trip).
 */
async function store(
  db: Queryable,
  account: ProductAccount,
  input: IngestRequest,
  times: Times,
): Promise<IngestRequestResult> {
  const startedAt = times.startedAt.toISOString();
  const seenAt = (times.completedAt ?? times.startedAt).toISOString();
  const serial = input.deviceSerial ?? null;
  const locationId = input.locationId ?? null;
  const login = input.userLogin ?? null;
  const featureName = featureOfService(input.service ?? null);
  // known_id reads the statement's snapshot: a key claimed before it (a retry's), not the one it
  // claims. (No SQL comment in the text: the bench's pgbench replays it on one line.)
  const rows = await executePrepared<Written>(
    db,
    'ingest-request',
    sql`
    with feature as (
      ${featureSwitches(featureName, { companyId: account.companyId, accountId: account.accountId, locationId, userLogin: login })}
    ), refs as (
      select
        ${featureName}::text is null or exists (select 1 from feature where ${FEATURE_ALLOWED}) as feature_ok,
        ${locationId}::integer is null or exists (select 1 from ${locations}
          where ${locations.id} = ${locationId}::integer and ${locations.accountId} = ${account.accountId})
          as location_ok,
        (select ${accountUsers.id} from ${accountUsers}
          where ${accountUsers.accountId} = ${account.accountId}
            and lower(${accountUsers.userName}) = lower(${login}::text)) as account_user_id
    ), claimed as (
      insert into verification_request_keys (account_id, product_id, external_id, request_id, started_at)
      select ${account.accountId}, ${account.productId}, ${input.externalId},
        nextval(pg_get_serial_sequence('verification_requests', 'id')), ${startedAt}::timestamptz
      from refs
      where feature_ok and location_ok and (${login}::text is null or account_user_id is not null)
      on conflict do nothing
      returning request_id
    ), device as (
      insert into devices (company_id, account_id, location_id, name, serial, last_seen_at)
      select ${account.companyId}, ${account.accountId}, ${locationId}::integer, ${serial}::text,
        ${serial}::text, ${seenAt}::timestamptz
      from claimed where ${serial}::text is not null
      on conflict (account_id, serial) do update set
        last_seen_at = case when devices.last_seen_at is null
          or devices.last_seen_at < excluded.last_seen_at - ${SIGHTING_RESOLUTION}
          then excluded.last_seen_at else devices.last_seen_at end,
        location_id = coalesce(devices.location_id, excluded.location_id)
      returning id
    ), request as (
      insert into verification_requests (id, company_id, account_id, product_id, is_test, external_id,
        service, location_id, device_id, account_user_id, status, failure_reason, result, started_at,
        completed_at, token_id)
      select request_id, ${account.companyId}, ${account.accountId}, ${account.productId},
        ${account.isTest}::boolean, ${input.externalId}, ${input.service ?? null}::text,
        ${locationId}::integer, (select id from device), (select account_user_id from refs),
        ${input.status}, ${input.failureReason ?? null}::text,
        ${input.result === undefined ? null : JSON.stringify(input.result)}::jsonb, ${startedAt}::timestamptz,
        ${times.completedAt?.toISOString() ?? null}::timestamptz, ${account.tokenId}::integer
      from claimed
    ), rollup as (
      insert into request_daily_rollups (day, company_id, account_id, product_id, is_test, service,
        location_id, device_id, status, requests)
      select ${utcDay(times.startedAt)}::date, ${account.companyId}, ${account.accountId},
        ${account.productId}, ${account.isTest}::boolean, ${input.service ?? ''},
        coalesce(${locationId}::integer, 0), coalesce((select id from device), 0), ${input.status}, 1
      from claimed
      on conflict (account_id, day, product_id, service, location_id, device_id, status)
      do update set requests = request_daily_rollups.requests + 1
    ), scanned as (
      update customer_accounts set last_scan = ${startedAt}::timestamptz
      where id = ${account.accountId} and exists (select 1 from claimed)
        and (last_scan is null or last_scan < ${startedAt}::timestamptz - ${SIGHTING_RESOLUTION})
    )
    select feature_ok, location_ok, ${login}::text is null or account_user_id is not null as user_ok,
      (select request_id from claimed) as id,
      (select k.request_id from verification_request_keys k
        where k.account_id = ${account.accountId} and k.product_id = ${account.productId}
          and k.external_id = ${input.externalId}) as known_id,
      feature.title, feature.granted, feature.customer, feature.location, feature."user"
    from refs left join feature on true`,
  );
  const [written] = rows;
  if (!written) throw new Error(`the write of ${input.externalId} answered no row`);
  const retried = written.known_id === null ? undefined : { id: Number(written.known_id), created: false };
  if (!written.feature_ok) {
    // Before the references, as the check asked apart did; but a retry answers its stored request,
    // and so does a key stored meanwhile by a call racing this one.
    const known = retried ?? (await storedRequest(db, account, input.externalId));
    if (known) return known;
    throw featureRefusalOf(input, written);
  }
  if (!written.location_ok) {
    throw validationError({ locationId: [`Location ${locationId} is not a location of this account`] });
  }
  if (!written.user_ok) throw validationError({ userLogin: [`${login} is not a user of this account`] });
  if (written.id !== null) return { id: Number(written.id), created: true };
  if (retried) return retried;
  // Stored by a call that committed after this statement began; read again, so it is seen.
  const known = await storedRequest(db, account, input.externalId);
  if (!known) throw new Error(`the key of ${input.externalId} was neither new nor found`);
  return known;
}

/** The 403 naming the feature the write refused, or a fault when the catalogue lacks it. */
function featureRefusalOf(input: IngestRequest, written: Written): Error {
  const service = input.service ?? null;
  if (written.title === null) return unknownFeature(service, featureOfService(service) ?? '');
  return (
    featureRefusal(written as FeatureSwitchRow) ??
    new Error(`the feature of ${service} was refused by the write, allowed by the rule`)
  );
}

/** The key of the request an externalId of the account's product names: its id and when it started. */
export async function requestKeyOf(db: Queryable, account: ProductAccount, externalId: string) {
  const [key] = await db
    .select({ id: verificationRequestKeys.requestId, startedAt: verificationRequestKeys.startedAt })
    .from(verificationRequestKeys)
    .where(
      and(
        eq(verificationRequestKeys.accountId, account.accountId),
        eq(verificationRequestKeys.productId, account.productId),
        eq(verificationRequestKeys.externalId, externalId),
      ),
    );
  return key;
}

/** The request an externalId of the account's product names, when it was stored. */
export async function storedRequest(
  db: Queryable,
  account: ProductAccount,
  externalId: string,
): Promise<IngestRequestResult | undefined> {
  const known = await requestKeyOf(db, account, externalId);
  return known && { id: known.id, created: false };
}

/**
 * A new request for a service whose feature is off for its customer, location or user is refused
 * (403 naming the feature, features/enforce.ts), as is one its product's own check refuses; a retry
 * of a request stored before answers it whatever the features or the product say now. The feature
 * is checked by the write's own statement (`store`), so a product without a check of its own costs
 * no query here. A product with one asks the feature first, apart, so that its check runs on a
 * request the features allow (and the write asks again).
 */
async function checkNewRequest(
  db: Db,
  account: ProductAccount,
  input: IngestRequest,
  checks: ProductChecks,
  now: Date,
): Promise<{ retried: IngestRequestResult } | { input: IngestRequest }> {
  const check = checks.get(account.project);
  if (!check) return { input };
  try {
    await refuseDeniedFeature(db, {
      companyId: account.companyId,
      accountId: account.accountId,
      service: input.service ?? null,
      locationId: input.locationId ?? null,
      userLogin: input.userLogin ?? null,
    });
    return { input: (await check(db, account, input, now)) ?? input };
  } catch (refusal) {
    const known = await storedRequest(db, account, input.externalId);
    if (known) return { retried: known };
    throw refusal;
  }
}

/**
 * What is written with a new request in its transaction (Face Compare's call: the images it
 * compared and the match it computed), given the stored request; never for a retry of one stored
 * before, which writes nothing.
 */
export type WithNewRequest = (tx: Tx, request: { id: number; startedAt: Date }) => Promise<void>;

export async function recordRequest(
  db: Db,
  account: ProductAccount,
  input: IngestRequest,
  checks: ProductChecks = new Map(),
  now = new Date(),
  withNewRequest?: WithNewRequest,
): Promise<IngestRequestResult> {
  const times = timesOf(input, now);
  refuseLargeResult(input);
  const checked = await checkNewRequest(db, account, input, checks, now);
  if ('retried' in checked) return checked.retried;
  const write = async () => {
    if (!withNewRequest) return store(db, account, checked.input, times);
    return db.transaction(async (tx) => {
      const result = await store(tx, account, checked.input, times);
      if (result.created) await withNewRequest(tx, { id: result.id, startedAt: times.startedAt });
      return result;
    });
  };
  try {
    return await write();
  } catch (error) {
    // A failed statement ends its transaction too: the partition is made apart, then all again.
    if (!isMissingPartition(error)) throw error;
    await ensurePartitions(db, times.startedAt, 1);
    return write();
  }
}
