import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_COUNT_CAP,
  AUDIT_OBJECT_NEEDS_TYPE,
  AUDIT_STATES,
  auditActionsOfState,
  auditStateOf,
  auditTypeCaption,
  DASHBOARD_AUDIT_ACTIONS,
  SIMPLE_CUSTOMERS_MAX,
  type AuditEntry,
  type AuditEntryDetail,
  type AuditOption,
  type AuditQuery,
  type SimpleCustomer,
} from '@console/contract/audit/api';
import { AUDIT_ENTITY_TYPES, type AuditChanges } from '@console/contract/kit';
import type { Queryable } from '../../db/client.ts';
import { accountUsers, auditLog, devices, locations } from '../../db/schema.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { cappedCount, type ListSource, type SortKey } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { accountsLookupSource } from '../accounts/lookup.ts';
import { momentInDays, refuseBadPeriod } from '../../kit/day-period.ts';

/**
 * The audit pages read the change records every family writes (audit/record.ts). Entries are the
 * administered company's: those recorded while a staff user administered it (recordChange files an
 * entry under the actor's company). Test Mode does not narrow them: a change made in Test Mode was
 * made all the same, and the log says what happened, not which data set a screen shows.
 *
 * Which entries each call shows:
 * - 'company' (PassportAudit, /auditCustomer): every change of the company.
 * - 'dashboard' (VsOnline/Audit, /Dashboard/Audit): the Dashboard's (contract DASHBOARD_AUDIT_ACTIONS).
 *
 * Every filter is an equality on an indexed column within the company (migration 0027, audit_filters): the user
 * (lower(actor_name)), the object type (entity_type), the state (its actions, `action = any(...)`),
 * the object (entity_type, entity_id); the days bound `at`. The log is the largest table there is,
 * so there is no free-text search over it.
 */
export type AuditScope = 'company' | 'dashboard';

const a = auditLog;

type EntryRow = typeof a.$inferSelect;

const ofTenant = (tenant: Tenant, scope: AuditScope): SQL =>
  and(
    eq(a.companyId, tenant.companyId),
    scope === 'dashboard' ? inArray(a.action, [...DASHBOARD_AUDIT_ACTIONS]) : undefined,
  ) as SQL;

const entryOf = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  state: auditStateOf(row.action),
  objectType: row.entityType,
  objectId: row.entityId,
  fields: Object.keys(row.changes ?? {}),
});

const detailOf = (row: EntryRow): AuditEntryDetail => ({
  ...entryOf(row),
  changes: (row.changes ?? {}) as AuditChanges,
  requestId: row.requestId,
});

const SORTS = {
  at: { column: a.at },
  id: { column: a.id },
} satisfies Record<string, SortKey>;

/**
 * A customer's entries: the account's own (filed under 'account' by its id), and its users',
 * locations' and devices' (filed by their own ids). The customer's objects are listed first (the
 * accounts' and activity's tables, by their account index: an entry keeps no customer of its own,
 * and those tables are where an object's customer is), and each is looked up by the
 * (entity_type, entity_id) index; an OR of the four would read the company's whole log instead.
 */
function ofCustomer(customerId: number): SQL {
  const idsOf = (type: string, table: typeof accountUsers | typeof locations | typeof devices) =>
    sql`select ${type}, ${table.id}::text from ${table} where ${table.accountId} = ${customerId}`;
  return sql`(${a.entityType}, ${a.entityId}) in (
    select 'account', ${String(customerId)}
    union all ${idsOf('accountUser', accountUsers)}
    union all ${idsOf('location', locations)}
    union all ${idsOf('device', devices)})`;
}

/** The filters of both lists, checked together so that every refusal names its field. */
function filtersOf(query: AuditQuery): SQL | undefined {
  refuseBadPeriod(query.dateFrom, query.dateTo);
  if (query.objectId !== undefined && query.objectType === undefined) {
    throw validationError({ objectId: [AUDIT_OBJECT_NEEDS_TYPE] });
  }
  const user = query.user?.trim();
  return and(
    momentInDays(a.at, query),
    user ? eq(sql`lower(${a.actorName})`, user.toLowerCase()) : undefined,
    query.state === undefined ? undefined : inArray(a.action, auditActionsOfState(query.state)),
    query.objectType === undefined ? undefined : eq(a.entityType, query.objectType),
    query.objectId === undefined ? undefined : eq(a.entityId, query.objectId.trim()),
    query.customerId === undefined ? undefined : ofCustomer(query.customerId),
  );
}

/** GET /api/PassportAudit and /api/VsOnline/Audit: the scope's entries, latest first. */
export function auditSource(
  db: Queryable,
  tenant: Tenant,
  scope: AuditScope,
  query: AuditQuery,
): ListSource<EntryRow, AuditEntry> {
  const where = and(ofTenant(tenant, scope), filtersOf(query));
  return {
    select: (extra) =>
      db
        .select({ ...getTableColumns(a), ...extra })
        .from(a)
        .$dynamic(),
    where,
    sorts: SORTS,
    tieBreak: a.id,
    count: () => cappedCount(db, a, where, AUDIT_COUNT_CAP),
    toItem: entryOf,
  };
}

/** One entry of the scope with its values; another company's (or outside the scope) answers 404. */
export async function auditEntry(
  db: Queryable,
  tenant: Tenant,
  scope: AuditScope,
  id: number,
): Promise<AuditEntryDetail> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(ofTenant(tenant, scope), eq(a.id, id)));
  if (!row) throw notFound('The audit entry');
  return detailOf(row);
}

/** The catalogue's object types, as the type filter offers them. */
export const objectTypes = (): AuditOption[] =>
  AUDIT_ENTITY_TYPES.map((type) => ({ id: type, name: auditTypeCaption(type) }));

export const states = (): AuditOption[] => AUDIT_STATES.map((state) => ({ id: state, name: state }));

/**
 * The customers the customer filter offers: the company's, by name, at most a lookup page. The
 * path names the company (the web sends company 1 when none is chosen, console-core §9); only the
 * administered company's customers are anyone's to see here, so any other answers 404.
 */
export async function simpleCustomers(
  db: Queryable,
  tenant: Tenant,
  companyId: number,
  search: string | undefined,
): Promise<SimpleCustomer[]> {
  if (companyId !== tenant.companyId) throw notFound('The company');
  const { items } = await accountsLookupSource(db, tenant).page({
    textFilter: search ?? '',
    offset: 0,
    limit: SIMPLE_CUSTOMERS_MAX,
  });
  return items.map(({ id, name }) => ({ id, name }));
}
