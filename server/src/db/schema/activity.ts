import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RequestResult, RequestStatus } from '@console/contract/activity/api';
import { accountUsers, ownedByAccount } from './accounts.ts';
import { ownedByCompany } from './companies.ts';

/**
 * Product activity (DESIGN.md "Product activity"): where a customer account works (locations, their
 * devices and team members) and what every product reports it did (verification requests, their
 * images and daily rollups). One store for all products; families read it and keep none of their own.
 */

/** A place where a customer scans; `guid` is its stable public id (integration pages link by it). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    timeZoneId: text('time_zone_id').notNull().default('Central Standard Time'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_account').on(t.accountId, t.id),
    index('locations_company').on(t.companyId, t.id),
    // The Locations lists sort by name (modules/vsonline/locations.ts), of one customer or the company.
    index('locations_account_name').on(t.accountId, t.name, t.id),
    index('locations_company_name').on(t.companyId, t.name, t.id),
  ],
);

/**
 * How many locations the companies' customers have, per customer Test Mode side, customer active
 * flag and product of the customer (product 0: every location, whatever its customer's products):
 * the Locations list's and the location report's totals without counting 250,000 locations joined
 * to their customers on each call. A location counts under its own company when its customer is of
 * the same company, as the lists find it. Kept exact in the same transaction as the change by
 * triggers on locations, account_products and customer_accounts (hand-written in migration
 * location_counts).
 */
export const locationCounts = pgTable(
  'location_counts',
  {
    companyId: integer('company_id').notNull(),
    isTest: boolean('is_test').notNull(),
    productId: integer('product_id').notNull(),
    customerActive: boolean('customer_active').notNull(),
    locations: integer('locations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTest, t.productId, t.customerActive] })],
);

/**
 * A device a customer scans with. A device first seen in a request (a new serial) is registered
 * then, with kind 'Unknown' until staff say what it is; its serial is unique within the account.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** iPad, Scanner, Phone, Desktop or Unknown (contract: DEVICE_KINDS). */
    kind: text('kind').notNull().default('Unknown'),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    appVersion: text('app_version').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_account_serial').on(t.accountId, t.serial),
    index('devices_location').on(t.locationId),
    // The device and iPad reports (modules/reports): the company's devices, of one kind or all,
    // most recently seen first (never seen last), or by name or app version.
    index('devices_company_last_seen').on(
      t.companyId,
      t.lastSeenAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('devices_company_kind_last_seen').on(
      t.companyId,
      t.kind,
      t.lastSeenAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('devices_company_name').on(t.companyId, t.name, t.id),
    index('devices_company_app_version').on(t.companyId, t.appVersion, t.id),
    // The reports' text filter is a contains-match on name or serial: a trigram index on each
    // serves it (a bitmap OR of the two).
    index('devices_name_search').using('gin', t.name.op('gin_trgm_ops')),
    index('devices_serial_search').using('gin', t.serial.op('gin_trgm_ops')),
  ],
);

/**
 * How many devices each company's customers have, per Test Mode side and kind: the device and iPad
 * reports' total without counting a million devices. Kept exact in the same transaction as the
 * change by triggers on devices and customer_accounts (hand-written in migration device_counts).
 */
export const deviceCounts = pgTable(
  'device_counts',
  {
    companyId: integer('company_id').notNull(),
    isTest: boolean('is_test').notNull(),
    kind: text('kind').notNull(),
    devices: integer('devices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTest, t.kind] })],
);

/** Account users assigned to a location (its team). */
export const locationTeamMembers = pgTable(
  'location_team_members',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.accountUserId] }),
    index('location_team_members_user').on(t.accountUserId),
  ],
);

/**
 * Every product's verification requests. Partitioned by month of startedAt (migration 0011 makes it
 * a partitioned table, which drizzle-kit cannot declare; the partitions are kept by
 * modules/activity/partitions.ts), so the primary key includes startedAt. References to other
 * rows are kept without foreign keys where a delete must not rewrite history in a partition scan:
 * the account's requests go with the account (cascade), a location or device removed leaves its id.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    accountId: ownedByAccount(),
    productId: integer('product_id').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    externalId: text('external_id').notNull(),
    service: text('service'),
    locationId: integer('location_id'),
    deviceId: integer('device_id'),
    accountUserId: integer('account_user_id'),
    status: text('status').$type<RequestStatus>().notNull(),
    failureReason: text('failure_reason'),
    result: jsonb('result').$type<RequestResult>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    tokenId: integer('token_id'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.startedAt] }),
    index('verification_requests_account').on(t.accountId, t.startedAt.desc()),
    index('verification_requests_company_product').on(t.companyId, t.productId, t.startedAt.desc()),
    // A product's list newest first, as ORDER BY started_at DESC, id DESC reads (nulls first: the
    // index above is NULLS LAST, which that ORDER BY cannot walk): the DIVE requests list's default.
    index('verification_requests_company_product_started').on(
      t.companyId,
      t.productId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('verification_requests_location').on(t.locationId, t.startedAt.desc()),
    // One device's requests newest first, as the DIVE list's ORDER BY started_at DESC, id DESC walks
    // it (nulls first, like the company's index above); the activity recount's latest per device too.
    index('verification_requests_device_started').on(
      t.deviceId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('verification_requests_review')
      .on(t.companyId, t.startedAt)
      .where(sql`${t.status} = 'review'`),
    // The Failed Verifications report (modules/validation-reports): a tenant's failed requests in a window.
    index('verification_requests_failed')
      .on(t.companyId, t.isTest, t.startedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * The judge of retries: a product account's externalId names one request, whatever month it falls
 * in (a unique index on the partitioned table would have to include startedAt).
 */
export const verificationRequestKeys = pgTable(
  'verification_request_keys',
  {
    accountId: ownedByAccount(),
    productId: integer('product_id').notNull(),
    externalId: text('external_id').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId, t.externalId] })],
);

/** A request's images: the bytes are in the file storage under storageKey (local or S3). */
export const verificationRequestImages = pgTable(
  'verification_request_images',
  {
    id: serial('id').primaryKey(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    requestStartedAt: timestamp('request_started_at', { withTimezone: true }).notNull(),
    /** What the image shows, as the product names it (front, back, portrait, selfie, ...). */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'verification_request_images_request',
      columns: [t.requestId, t.requestStartedAt],
      foreignColumns: [verificationRequests.id, verificationRequests.startedAt],
    }).onDelete('cascade'),
    index('verification_request_images_request_idx').on(t.requestId),
  ],
);

/**
 * Requests counted per UTC day, account, product, service, location, device and status, kept in
 * the transaction of each insert: statistics and reports read these, never the raw rows over long
 * windows. A request without a service, location or device counts under '' or 0 (a primary key
 * column cannot be null).
 */
export const requestDailyRollups = pgTable(
  'request_daily_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    accountId: ownedByAccount(),
    productId: integer('product_id').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    service: text('service').notNull().default(''),
    locationId: integer('location_id').notNull().default(0),
    deviceId: integer('device_id').notNull().default(0),
    status: text('status').$type<RequestStatus>().notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.accountId, t.day, t.productId, t.service, t.locationId, t.deviceId, t.status],
    }),
    // A company's days (the screening statistics, the enhanced services and services per day):
    // covering, so they are read from the index alone. A busy company has a row per device and day,
    // 400,000 for 30 days at 10,000,000 requests, each on a heap page of its own: the reports' scans
    // per day (which now reads request_company_daily_rollups) took 237 ms (p95) from the heap, 33 ms
    // from this index. The price: an increment of requests is never
    // a HOT update, so each adds an entry to the rollups' indexes (microseconds of an ingest's
    // millisecond or two). Drizzle declares no INCLUDE, so the covered columns follow the day as keys.
    index('request_daily_rollups_company').on(
      t.companyId,
      t.isTest,
      t.day,
      t.productId,
      t.service,
      t.status,
      t.requests,
    ),
    index('request_daily_rollups_location').on(t.locationId, t.day),
    index('request_daily_rollups_device').on(t.deviceId, t.day),
  ],
);

/**
 * The daily rollups summed per company, product, test flag, UTC day and status: what a company's
 * statistics over two years read (DIVE Online's success statistics, the DIVE requests list's total,
 * the location report's scans per day), at most 3 rows a day, product and shard whatever the
 * number of accounts and devices. Kept by triggers on request_daily_rollups (hand-written in migrations
 * dvs_online, then location_rollups for every product), so every writer of the rollups (the product
 * API's insert, recountActivity, a status move, an account's cascade) keeps it too.
 */
export const requestCompanyDailyRollups = pgTable(
  'request_company_daily_rollups',
  {
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    isTest: boolean('is_test').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<RequestStatus>().notNull(),
    /**
     * The account's id modulo 32 (migration company_rollup_shards): a company's
     * day is that many rows a status, so its requests of the day do not all wait on one row's lock.
     * Readers sum over it.
     */
    shard: smallint('shard').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId, t.isTest, t.day, t.status, t.shard] })],
);

/**
 * The daily rollups summed per location and UTC day (every product, service, device and status):
 * the location report's scans. Sorted or filtered by scans, the report sums a company's rows of the
 * period on the company index (read alone) into one figure a location, instead of probing the
 * rollups once per location (1.9-3.2 s at 250,000 locations); a page sorted otherwise sums its own
 * rows' on the primary key. Kept by the same triggers as request_company_daily_rollups (migration
 * location_rollups); requests without a location are not summed.
 */
export const requestLocationDailyRollups = pgTable(
  'request_location_daily_rollups',
  {
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day, t.companyId] }),
    // Covering (Drizzle declares no INCLUDE, so the summed column follows as a key).
    index('request_location_daily_rollups_company').on(t.companyId, t.day, t.locationId, t.requests),
  ],
);
