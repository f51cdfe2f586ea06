import { and, count, eq, sql } from 'drizzle-orm';
import {
  checkSeverity,
  SEVERITIES,
  type AddressValidationQuery,
  type AddressValidationRow,
  type FailedVerificationsQuery,
  type FailedVerificationsRow,
  type HistoryLogEntry,
  type HistoryLogEntryDetail,
  type HistoryLogQuery,
  type Severity,
} from '@console/contract/validation-reports/api';
import { checkTitle } from '@console/contract/dvs/result';
import type { ReportWindow } from '@console/contract/kit';
import type { Queryable } from '../../db/client.ts';
import { addressValidations, validationHistory } from './tables.ts';
import { customerAccounts, verificationRequests } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { containsAny, exactCount, type ListSource, type SortKey } from '../../kit/list.ts';
import { momentInWindow } from '../../kit/report-window.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';

/**
 * The validation reports (contract/src/validation-reports/api.ts). Each reads the tenant's rows in the
 * period (the caller's reportWindowOf, kit/report-window.ts) on an index led by (company, test,
 * time): the failed requests' partial index of the request store, and the two tables the
 * migration's triggers keep. The period is compared to the instant, not by the rollups' days.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

// ---------------------------------------------------------------------------------------------
// Failed Verifications
// ---------------------------------------------------------------------------------------------

const r = verificationRequests;
const FV = 'failed_by_customer';
/** A column of the per-customer subquery, by its alias. */
const fv = (name: string) => sql`${sql.identifier(FV)}.${sql.identifier(name)}`;

interface FailedRow {
  accountId: number;
  customerName: string;
  failed: number;
  lastFailedAt: Date | string;
  topReason: string | null;
}

/**
 * GET /api/Reports/FailedVerifications: the tenant's failed requests in the period (the partial
 * index verification_requests_failed) counted per customer, then joined to the customers, whose
 * name the search and one sort read. A customer without a failure in the window is not listed.
 */
export function failedVerificationsSource(
  db: Queryable,
  tenant: Tenant,
  query: FailedVerificationsQuery,
  window: ReportWindow,
): ListSource<FailedRow, FailedVerificationsRow> {
  const perCustomer = db
    .select({
      accountId: r.accountId,
      failed: sql<number>`count(*)::int`.as('failed'),
      lastFailedAt: sql<string>`max(${r.startedAt})`.as('last_failed_at'),
      // The most frequent reason; nulls are left out by mode(), a tie goes to the first in order.
      topReason: sql<string | null>`mode() within group (order by ${r.failureReason})`.as('top_reason'),
    })
    .from(r)
    .where(
      and(
        inTenant(r, tenant),
        // A literal, not a parameter, so the planner matches the partial index's predicate.
        sql`${r.status} = 'failed'`,
        momentInWindow(r.startedAt, window),
        query.custId === undefined ? undefined : eq(r.accountId, query.custId),
      ),
    )
    .groupBy(r.accountId)
    .as(FV);
  const joined = (fields: Record<string, unknown>) =>
    db
      .select(fields as never)
      .from(perCustomer)
      .innerJoin(customerAccounts, eq(customerAccounts.id, fv('account_id')))
      .$dynamic();
  const where = containsAny(query.searchQuery ?? '', [customerAccounts.name]);
  const sorts = {
    failed: { column: fv('failed') },
    customerName: { column: customerAccounts.name },
    lastFailedAt: { column: fv('last_failed_at') },
  } satisfies Record<string, SortKey>;
  return {
    select: (extra) =>
      joined({
        accountId: customerAccounts.id,
        customerName: customerAccounts.name,
        failed: sql<number>`${fv('failed')}`,
        lastFailedAt: sql<string>`${fv('last_failed_at')}`,
        topReason: sql<string | null>`${fv('top_reason')}`,
        ...extra,
      }),
    where,
    sorts,
    tieBreak: customerAccounts.id,
    count: async () => {
      const [row] = (await joined({ total: count() }).where(where)) as { total: number }[];
      return { total: row?.total ?? 0 };
    },
    toItem: (row) => ({
      accountId: row.accountId,
      customerName: row.customerName,
      failed: Number(row.failed),
      lastFailedAt: iso(row.lastFailedAt),
      topReason: row.topReason,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// History Log
// ---------------------------------------------------------------------------------------------

const h = validationHistory;
type HistoryRow = typeof h.$inferSelect & { customerName: string };

const severityOf = (rank: number): Severity => SEVERITIES[rank] ?? 'none';

const entryOf = (row: HistoryRow): HistoryLogEntry => ({
  id: row.id,
  requestId: row.requestId,
  accountId: row.accountId,
  customerName: row.customerName,
  kind: row.kind,
  validated: row.validated,
  severity: severityOf(row.severity),
  documentType: row.documentType,
  documentNumber: row.documentNumber,
  personName: row.personName,
  failedChecks: row.failedChecks,
  validatedAt: row.validatedAt.toISOString(),
  validatedBy: row.validatedBy,
});

const selectHistory = (db: Queryable, extra: object = {}) =>
  db
    .select({ ...tableFields(h), customerName: customerAccounts.name, ...extra })
    .from(h)
    .innerJoin(customerAccounts, eq(customerAccounts.id, h.accountId))
    .$dynamic();

function tableFields<T extends typeof h>(table: T) {
  return {
    id: table.id,
    companyId: table.companyId,
    accountId: table.accountId,
    isTest: table.isTest,
    requestId: table.requestId,
    kind: table.kind,
    validated: table.validated,
    severity: table.severity,
    failedChecks: table.failedChecks,
    documentType: table.documentType,
    documentNumber: table.documentNumber,
    personName: table.personName,
    checks: table.checks,
    validatedAt: table.validatedAt,
    validatedBy: table.validatedBy,
  };
}

/** GET /api/Reports/HistoryLogReport: the filters of product-families §3, in SQL. */
export function historyLogSource(
  db: Queryable,
  tenant: Tenant,
  query: HistoryLogQuery,
  window: ReportWindow,
): ListSource<HistoryRow, HistoryLogEntry> {
  const where = and(
    inTenant(h, tenant),
    momentInWindow(h.validatedAt, window),
    query.validated === undefined ? undefined : eq(h.validated, query.validated),
    query.severity === undefined ? undefined : eq(h.severity, SEVERITIES.indexOf(query.severity)),
    query.id === undefined ? undefined : eq(h.id, query.id),
    query.custId === undefined ? undefined : eq(h.accountId, query.custId),
    containsAny(query.searchQuery ?? '', [h.documentNumber, h.personName]),
  );
  return {
    select: (extra) => selectHistory(db, extra),
    where,
    sorts: { validatedAt: { column: h.validatedAt } },
    tieBreak: h.id,
    count: () => exactCount(db, h, where),
    toItem: entryOf,
  };
}

/** GET /api/HistoryLog/{id}: one entry of the tenant with its checks; another company's is 404. */
export async function historyLogEntry(
  db: Queryable,
  tenant: Tenant,
  id: number,
): Promise<HistoryLogEntryDetail> {
  const [row] = await selectHistory(db).where(and(inTenant(h, tenant), eq(h.id, id)));
  if (!row) throw notFound('The history log entry');
  return {
    ...entryOf(row),
    checks: row.checks.map((check) => ({
      name: check.name,
      title: check.title ?? checkTitle(check.name),
      result: check.result,
      reason: check.reason ?? null,
      severity: checkSeverity(check.name, check.result),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Address Validation
// ---------------------------------------------------------------------------------------------

const a = addressValidations;
type AddressRow = typeof a.$inferSelect & { customerName: string };

/** GET /api/Reports/AddressValidationReport: the filters of product-families §3, in SQL. */
export function addressValidationSource(
  db: Queryable,
  tenant: Tenant,
  query: AddressValidationQuery,
  window: ReportWindow,
): ListSource<AddressRow, AddressValidationRow> {
  const where = and(
    inTenant(a, tenant),
    momentInWindow(a.checkedAt, window),
    query.validated === undefined ? undefined : eq(a.validated, query.validated),
    query.valid === undefined ? undefined : eq(a.valid, query.valid),
    query.found === undefined ? undefined : eq(a.found, query.found),
    query.id === undefined ? undefined : eq(a.requestId, query.id),
    query.custId === undefined ? undefined : eq(a.accountId, query.custId),
    containsAny(query.searchQuery ?? '', [a.address, a.city, a.zip]),
  );
  return {
    select: (extra) =>
      db
        .select({
          requestId: a.requestId,
          companyId: a.companyId,
          accountId: a.accountId,
          isTest: a.isTest,
          validated: a.validated,
          valid: a.valid,
          found: a.found,
          address: a.address,
          city: a.city,
          state: a.state,
          zip: a.zip,
          checkedAt: a.checkedAt,
          customerName: customerAccounts.name,
          ...extra,
        })
        .from(a)
        .innerJoin(customerAccounts, eq(customerAccounts.id, a.accountId))
        .$dynamic(),
    where,
    sorts: { checkedAt: { column: a.checkedAt } },
    tieBreak: a.requestId,
    count: () => exactCount(db, a, where),
    toItem: (row) => ({
      id: row.requestId,
      accountId: row.accountId,
      customerName: row.customerName,
      checkedAt: row.checkedAt.toISOString(),
      validated: row.validated,
      valid: row.valid,
      found: row.found,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
    }),
  };
}
