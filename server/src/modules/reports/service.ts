import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  exists,
  gte,
  lt,
  lte,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { RequestStatus } from '@console/contract/activity/api';
import { periodDays, TEXT_FILTER_COUNT_CAP } from '@console/contract/kit';
import { Project } from '@console/contract/products/api';
import {
  EXP_DATES,
  UNASSIGNED,
  type AdminReportQuery,
  type AdminReportRow,
  type AdminReportSummary,
  type CustomerActiveChoice,
  type DeviceReportQuery,
  type DeviceReportRow,
  type EnhancedServiceRow,
  type EnhancedServicesQuery,
  type LocationReportQuery,
  type LocationReportRow,
  type ReportCustomer,
  type ReportFilterOptions,
  type ScansByDay,
  type ServicesByDay,
  type SubscriptionPlanOptions,
} from '@console/contract/reports/api';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  accountSubscriptions,
  customerAccountCounts,
  customerAccounts,
  deviceCounts,
  devices,
  locations,
  products,
  requestCompanyDailyRollups,
  requestDailyRollups,
  requestLocationDailyRollups,
  staffUsers,
  subscriptionPlans,
} from '../../db/schema.ts';
import {
  cappedCount,
  containsAny,
  exactCount,
  type Count,
  type ListSource,
  type SortKey,
} from '../../kit/list.ts';
import type { ResolvedReportWindow } from '../../kit/report-window.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { productIdsOf, productIn } from '../accounts/product-scope.ts';
import { daySeries, rolledUpDays } from '../activity/day-series.ts';
import { countedLocations } from '../activity/location-counts.ts';
import { scansOf } from './window.ts';

/**
 * The reports (product-families §7 "GET /api/Reports/"): each a list source of the kit, so a page,
 * its CSV (format=csv, the ...Csv calls, the scheduled e-mails of csv-sources.ts) and its sort and
 * filters are one code path. Rows come from indexed columns of the tenant's customers, locations and
 * devices; counts from the daily rollups over the UTC days of the report's period.
 */

const ca = customerAccounts;

/** The tenant's customers: the company's, on the Test Mode side it is on. */
const customersOf = (tenant: Tenant): SQL => inTenant(ca, tenant);

/** The customers' active flag the filter asks for; `all` (or no choice, where that is the default) any. */
function activeChosen(
  choice: CustomerActiveChoice | undefined,
  byDefault: CustomerActiveChoice,
): boolean | undefined {
  const chosen = choice ?? byDefault;
  return chosen === 'all' ? undefined : chosen === 'true';
}

/** The customers' active flag as the filter says it. */
function activeIs(
  choice: CustomerActiveChoice | undefined,
  byDefault: CustomerActiveChoice,
): SQL | undefined {
  const active = activeChosen(choice, byDefault);
  return active === undefined ? undefined : eq(ca.active, active);
}

const joinedCount = async (query: Promise<{ total: number }[]>): Promise<Count> => {
  const [row] = await query;
  return { total: row?.total ?? 0 };
};

// ---------------------------------------------------------------------------------------------
// Location report
// ---------------------------------------------------------------------------------------------

type LocationRow = LocationReportRow;

/**
 * GET /api/Reports/Locations. Sorting by customer name walks the customers' name index and their
 * locations, each page's rows summing their own scans (request_location_daily_rollups' primary
 * key). Sorted by scans (or with scansDuringThePeriodLessThan) every location's sum is needed: the
 * company's location sums of the period are read once (their company index) and grouped by
 * location, then joined to the locations (a probe of the rollups per location took 1.9-3.2 s at
 * 250,000 locations). The route gives the sort in the query, as the CSV sources do.
 */
export function locationReportSource(
  db: Queryable,
  tenant: Tenant,
  query: LocationReportQuery,
  window: ResolvedReportWindow,
): ListSource<LocationRow, LocationReportRow> {
  const l = locations;
  const rl = requestLocationDailyRollups;
  const everyLocation = query.sortField === 'scans' || query.scansDuringThePeriodLessThan !== undefined;
  const periodScans = db
    .select({ locationId: rl.locationId, requests: sql<number>`sum(${rl.requests})`.as('requests') })
    .from(rl)
    .where(and(eq(rl.companyId, tenant.companyId), between(rl.day, window.dateFrom, window.dateTo)))
    .groupBy(rl.locationId)
    .as('period_scans');
  // The derived table's column named in full, as enhancedServicesSource's are.
  const scans = everyLocation
    ? sql<number>`coalesce(${sql.raw('"period_scans"."requests"')}, 0)::int`
    : scansOf(rl, rl.locationId, l.id, window);
  /** The locations with their customers (whom `where` names) and, sorted by scans, their sums. */
  const joined = <Q extends PgSelect>(rows: Q) => {
    const withCustomers = rows.innerJoin(ca, eq(ca.id, l.accountId));
    return everyLocation
      ? withCustomers.leftJoin(periodScans, eq(periodScans.locationId, l.id))
      : withCustomers;
  };
  const narrowed = and(
    containsAny(query.searchQuery ?? '', [l.name, ca.name]),
    query.scansDuringThePeriodLessThan === undefined
      ? undefined
      : lt(scans, query.scansDuringThePeriodLessThan),
  );
  const where = and(
    eq(l.companyId, tenant.companyId),
    customersOf(tenant),
    activeIs(query.customerActive, 'true'),
    narrowed,
  );
  const sorts = {
    customerName: { column: ca.name },
    locationName: { column: l.name },
    scans: { column: scans },
  } satisfies Record<string, SortKey>;
  return {
    select: (extra) =>
      joined(
        db
          .select({
            locationId: l.id,
            locationGuid: l.guid,
            locationName: l.name,
            city: l.city,
            state: l.state,
            customerId: ca.id,
            customerName: ca.name,
            customerActive: ca.active,
            scans,
            ...extra,
          })
          .from(l)
          .$dynamic(),
      ),
    where,
    sorts,
    tieBreak: l.id,
    // Unless searched or filtered by scans, the kept counters (location_counts).
    count: async () =>
      narrowed === undefined
        ? {
            total: await countedLocations(db, tenant, {
              customerActive: activeChosen(query.customerActive, 'true'),
            }),
          }
        : exactCount(db, l, where, joined),
    toItem: (row) => ({
      locationId: row.locationId,
      locationGuid: row.locationGuid,
      locationName: row.locationName,
      city: row.city,
      state: row.state,
      customerId: row.customerId,
      customerName: row.customerName,
      customerActive: row.customerActive,
      scans: row.scans,
    }),
  };
}

/**
 * GET /api/Reports/ScansByDay: the company's requests per day of the period, by status, from the
 * company's daily sums (request_company_daily_rollups: 32 rows a product, day and status), not the
 * daily rollups (about 1,000,000 rows over two years at 10,000,000 requests).
 */
export async function scansByDay(
  db: Queryable,
  tenant: Tenant,
  window: ResolvedReportWindow,
): Promise<ScansByDay> {
  const r = requestCompanyDailyRollups;
  const rows = await rolledUpDays(db, r, inTenant(r, tenant), window);
  const { days } = daySeries(window, rows);
  return { from: window.from.toISOString(), to: window.to.toISOString(), days };
}

// ---------------------------------------------------------------------------------------------
// Devices and iPads
// ---------------------------------------------------------------------------------------------

/** The tenant's devices of one kind or all, as device_counts keeps them. */
async function keptDeviceCount(db: Queryable, tenant: Tenant, kind: string | undefined): Promise<Count> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${deviceCounts.devices}), 0)::int` })
    .from(deviceCounts)
    .where(and(inTenant(deviceCounts, tenant), kind === undefined ? undefined : eq(deviceCounts.kind, kind)));
  return { total: row?.total ?? 0 };
}

type DeviceRow = Omit<DeviceReportRow, 'lastSeenAt'> & { lastSeenAt: Date | null };

const DEVICE_SORTS = {
  lastSeenAt: { column: devices.lastSeenAt, nullable: true, nullsLast: true },
  name: { column: devices.name },
  appVersion: { column: devices.appVersion },
} satisfies Record<string, SortKey>;

/**
 * GET /api/Reports/Devices and /IPadsReport (kind fixed to iPad): the devices of the tenant's
 * customers, on the company's device indexes, with their scans in the period. The total is the kept
 * per-kind count (device_counts) unless a customer or text is chosen: a customer's devices are
 * counted on its index, a text's matches on the trigram indexes up to TEXT_FILTER_COUNT_CAP.
 */
export function deviceReportSource(
  db: Queryable,
  tenant: Tenant,
  query: DeviceReportQuery,
  window: ResolvedReportWindow,
): ListSource<DeviceRow, DeviceReportRow> {
  const d = devices;
  const scans = scansOf(requestDailyRollups, requestDailyRollups.deviceId, d.id, window);
  const search = containsAny(query.searchQuery ?? '', [d.name, d.serial]);
  const where = and(
    eq(d.companyId, tenant.companyId),
    customersOf(tenant),
    query.kind === undefined ? undefined : eq(d.kind, query.kind),
    query.custId === undefined ? undefined : eq(d.accountId, query.custId),
    search,
  );
  /** The devices with their customers, whom `where` names (the tenant's side of Test Mode). */
  const ofCustomers = <Q extends PgSelect>(rows: Q) => rows.innerJoin(ca, eq(ca.id, d.accountId));
  return {
    select: (extra) =>
      ofCustomers(
        db
          .select({
            id: d.id,
            kind: d.kind,
            name: d.name,
            serial: d.serial,
            appVersion: d.appVersion,
            lastSeenAt: d.lastSeenAt,
            locationName: locations.name,
            customerId: ca.id,
            customerName: ca.name,
            scans,
            ...extra,
          })
          .from(d)
          .$dynamic(),
      ).leftJoin(locations, eq(locations.id, d.locationId)),
    where,
    sorts: DEVICE_SORTS,
    tieBreak: d.id,
    count: () => {
      if (search) return cappedCount(db, d, where, TEXT_FILTER_COUNT_CAP, ofCustomers);
      if (query.custId === undefined) return keptDeviceCount(db, tenant, query.kind);
      return exactCount(db, d, where, ofCustomers);
    },
    toItem: (row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      serial: row.serial,
      appVersion: row.appVersion,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      locationName: row.locationName,
      customerId: row.customerId,
      customerName: row.customerName,
      scans: row.scans,
    }),
    // A million devices export at COPY's pace (csv-copy.ts): each column is the row's field.
    csvOfRow: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Enhanced services
// ---------------------------------------------------------------------------------------------

/** The company's Verification Service (screening) product ids: whose rollups name services. */
export const screeningProductIds = (db: Queryable, tenant: Tenant) =>
  productIdsOf(db, tenant.companyId, Project.Screening);

/**
 * The tenant's screening rollups of the period that name a service: the rows both enhanced services
 * reports sum, on the company's rollups index (company and day).
 */
const serviceRollupsOf = (tenant: Tenant, window: ResolvedReportWindow, productIds: readonly number[]) =>
  and(
    inTenant(requestDailyRollups, tenant),
    between(requestDailyRollups.day, window.dateFrom, window.dateTo),
    productIn(requestDailyRollups.productId, productIds),
    ne(requestDailyRollups.service, ''),
  );

const statusSum = (status: string) =>
  sql<number>`coalesce(sum(${requestDailyRollups.requests}) filter (where ${requestDailyRollups.status} = ${status}), 0)::int`;

/**
 * GET /api/Reports/EnhancedServices: the screening rollups of the period, summed per customer and
 * service (the company's rollups index, company and day), then joined to the customers. The sums
 * are a derived table, so the kit sorts, pages and continues CSV batches on its columns.
 */
export function enhancedServicesSource(
  db: Queryable,
  tenant: Tenant,
  query: EnhancedServicesQuery,
  window: ResolvedReportWindow,
  productIds: readonly number[],
): ListSource<EnhancedServiceRow, EnhancedServiceRow> {
  const r = requestDailyRollups;
  const usage = db
    .select({
      accountId: r.accountId,
      service: r.service,
      requests: sql<number>`sum(${r.requests})::int`.as('requests'),
      success: statusSum(RequestStatus.Success).as('success'),
      failed: statusSum(RequestStatus.Failed).as('failed'),
      review: statusSum(RequestStatus.Review).as('review'),
      // One text per row, unique, for the kit's tie-break and keyset (customer id, then service).
      rowKey: sql<string>`lpad(${r.accountId}::text, 10, '0') || ':' || ${r.service}`.as('row_key'),
    })
    .from(r)
    .where(
      and(
        serviceRollupsOf(tenant, window, productIds),
        query.custId === undefined ? undefined : eq(r.accountId, query.custId),
        query.service === undefined ? undefined : eq(r.service, query.service),
      ),
    )
    .groupBy(r.accountId, r.service)
    .as('usage');
  const where = containsAny(query.searchQuery ?? '', [ca.name]);
  // The derived table's columns named in full for the sort and the keyset: Drizzle writes an
  // aliased field bare ("requests"), which ORDER BY would take for the output column of that name.
  const column = (name: string) => sql.raw(`"usage"."${name}"`) as unknown as AnyColumn;
  return {
    select: (extra) =>
      db
        .select({
          customerId: usage.accountId,
          customerName: ca.name,
          service: usage.service,
          requests: usage.requests,
          success: usage.success,
          failed: usage.failed,
          review: usage.review,
          ...extra,
        })
        .from(usage)
        .innerJoin(ca, eq(ca.id, usage.accountId))
        .$dynamic(),
    where,
    sorts: {
      requests: { column: column('requests') },
      customerName: { column: ca.name },
      service: { column: column('service') },
    },
    tieBreak: column('row_key'),
    count: () =>
      joinedCount(
        db.select({ total: count() }).from(usage).innerJoin(ca, eq(ca.id, usage.accountId)).where(where),
      ),
    toItem: (row) => ({
      customerId: row.customerId,
      customerName: row.customerName,
      service: row.service,
      requests: row.requests,
      success: row.success,
      failed: row.failed,
      review: row.review,
    }),
  };
}

/** GET /api/Reports/EnhancedServicesByDay: the screening requests per day and service. */
export async function servicesByDay(
  db: Queryable,
  tenant: Tenant,
  window: ResolvedReportWindow,
  productIds: readonly number[],
): Promise<ServicesByDay> {
  const r = requestDailyRollups;
  const rows = await db
    .select({ day: r.day, service: r.service, requests: sql<number>`sum(${r.requests})::int` })
    .from(r)
    .where(serviceRollupsOf(tenant, window, productIds))
    .groupBy(r.day, r.service);
  const services = [...new Set(rows.map((row) => row.service))].sort();
  const byDay = new Map<string, Record<string, number>>();
  for (const day of periodDays(window.dateFrom, window.dateTo)) {
    byDay.set(day, Object.fromEntries(services.map((service) => [service, 0])));
  }
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.service] = row.requests;
  }
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    services,
    days: [...byDay].map(([day, counts]) => ({ day, counts })),
  };
}

// ---------------------------------------------------------------------------------------------
// Admin report
// ---------------------------------------------------------------------------------------------

type AdminRow = Omit<AdminReportRow, 'lastScan' | 'assignedToName'> & {
  lastScan: Date | null;
  firstName: string | null;
  lastName: string | null;
};

const staffName = (first: string | null, last: string | null) =>
  first === null && last === null ? '' : `${first ?? ''} ${last ?? ''}`.trim();

/** A customer with a subscription of the plan, or expiring as the filter says (days from today, UTC). */
function subscriptionFilter(db: Queryable, query: AdminReportQuery, now: Date): SQL | undefined {
  if (query.subscriptionPlanId === undefined && query.expDate === undefined) return undefined;
  const s = accountSubscriptions;
  const today = utcDay(now);
  const expiring =
    query.expDate === undefined
      ? undefined
      : query.expDate === 'expired'
        ? lt(s.expirationDate, today)
        : and(gte(s.expirationDate, today), lte(s.expirationDate, addDays(today, Number(query.expDate))));
  return exists(
    db
      .select({ one: sql`1` })
      .from(s)
      .where(
        and(
          sql`${s.accountId} = ${sql.raw('"customer_accounts"."id"')}`,
          query.subscriptionPlanId === undefined
            ? undefined
            : eq(s.subscriptionPlanId, query.subscriptionPlanId),
          expiring,
        ),
      ),
  );
}

const ADMIN_SORTS = {
  // Unassigned customers last, as the (company, test, assignedTo, id) index orders them ascending.
  assignedTo: { column: ca.assignedTo, nullable: true },
  customerName: { column: ca.name },
  lastScan: { column: ca.lastScan, nullable: true, nullsLast: true },
} satisfies Record<string, SortKey>;

/**
 * GET /api/Reports/AdminReport: the tenant's customers with the staff user assigned to them, on the
 * customers' indexes, each with its scans in the period (the rollups' primary key, account and day).
 * Without filters the total is the kept per-assignee counts (customer_account_counts).
 */
export function adminReportSource(
  db: Queryable,
  tenant: Tenant,
  query: AdminReportQuery,
  window: ResolvedReportWindow,
  now = new Date(),
): ListSource<AdminRow, AdminReportRow> {
  const scans = scansOf(requestDailyRollups, requestDailyRollups.accountId, ca.id, window);
  const assigned =
    query.assignedTo === undefined
      ? undefined
      : query.assignedTo === UNASSIGNED
        ? sql`${ca.assignedTo} is null`
        : eq(ca.assignedTo, query.assignedTo);
  const narrowed = and(
    activeIs(query.customerActive, 'all'),
    containsAny(query.searchQuery ?? '', [ca.name]),
    subscriptionFilter(db, query, now),
  );
  const where = and(customersOf(tenant), assigned, narrowed);
  const counted = async (): Promise<Count> => {
    if (narrowed !== undefined) return exactCount(db, ca, where);
    const c = customerAccountCounts;
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${c.accounts}), 0)::int` })
      .from(c)
      .where(
        and(
          inTenant(c, tenant),
          query.assignedTo === undefined ? undefined : eq(c.assignedTo, query.assignedTo),
        ),
      );
    return { total: row?.total ?? 0 };
  };
  return {
    select: (extra) =>
      db
        .select({
          customerId: ca.id,
          customerName: ca.name,
          customerActive: ca.active,
          assignedTo: ca.assignedTo,
          firstName: staffUsers.firstName,
          lastName: staffUsers.lastName,
          lastScan: ca.lastScan,
          scans,
          ...extra,
        })
        .from(ca)
        .leftJoin(staffUsers, eq(staffUsers.id, ca.assignedTo))
        .$dynamic(),
    where,
    sorts: ADMIN_SORTS,
    tieBreak: ca.id,
    count: counted,
    toItem: (row) => ({
      customerId: row.customerId,
      customerName: row.customerName,
      customerActive: row.customerActive,
      assignedTo: row.assignedTo,
      assignedToName: staffName(row.firstName, row.lastName),
      lastScan: row.lastScan?.toISOString() ?? null,
      scans: row.scans,
    }),
  };
}

/** GET /api/Reports/AdminReportSummary: the kept count of customers per assignee, most first. */
export async function adminReportSummary(db: Queryable, tenant: Tenant): Promise<AdminReportSummary> {
  const c = customerAccountCounts;
  const rows = await db
    .select({
      assignedTo: c.assignedTo,
      customers: c.accounts,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
    })
    .from(c)
    .leftJoin(staffUsers, eq(staffUsers.id, c.assignedTo))
    .where(and(inTenant(c, tenant), sql`${c.accounts} > 0`))
    .orderBy(desc(c.accounts), asc(c.assignedTo));
  return rows.map((row) => ({
    assignedTo: row.assignedTo === UNASSIGNED ? null : row.assignedTo,
    assignedToName: staffName(row.firstName, row.lastName),
    customers: row.customers,
  }));
}

// ---------------------------------------------------------------------------------------------
// Report state (product-families §3)
// ---------------------------------------------------------------------------------------------

/** GET /api/Reports/Customers: the tenant's customers by name (the accounts' name index). */
export function reportCustomersSource(
  db: Queryable,
  tenant: Tenant,
  searchQuery: string | undefined,
): ListSource<ReportCustomer, ReportCustomer> {
  const where = and(customersOf(tenant), containsAny(searchQuery ?? '', [ca.searchText]));
  return {
    select: (extra) =>
      db
        .select({ id: ca.id, name: ca.name, active: ca.active, ...extra })
        .from(ca)
        .$dynamic(),
    where,
    sorts: { name: { column: ca.name } },
    tieBreak: ca.id,
    count: () => exactCount(db, ca, where),
    toItem: (row) => ({ id: row.id, name: row.name, active: row.active }),
  };
}

/** GET /api/Reports/SubscriptionPlans: the plans of the company's products, named with their product. */
export async function reportSubscriptionPlans(
  db: Queryable,
  tenant: Tenant,
): Promise<SubscriptionPlanOptions> {
  const rows = await db
    .select({ id: subscriptionPlans.id, plan: subscriptionPlans.name, product: products.displayName })
    .from(subscriptionPlans)
    .innerJoin(products, eq(products.id, subscriptionPlans.productId))
    .where(eq(products.companyId, tenant.companyId))
    .orderBy(asc(products.displayName), asc(subscriptionPlans.id));
  return rows.map((row) => ({ id: row.id, name: `${row.product}: ${row.plan}` }));
}

/** GET /api/Reports/FilterOptions: the expiration choices and the subscription plans. */
export async function reportFilterOptions(db: Queryable, tenant: Tenant): Promise<ReportFilterOptions> {
  return {
    expDates: EXP_DATES.map((option) => ({ ...option })),
    subscriptionPlans: await reportSubscriptionPlans(db, tenant),
  };
}
