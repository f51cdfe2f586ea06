import { Type, type Static } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import { Module } from '../gates.ts';
import { auditFamily } from './gates.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditChanges,
  type AuditEntityType,
} from '../kit/audit.ts';
import { Id } from '../kit/integers.ts';
import { pagedList } from '../kit/list.ts';
import { LOOKUP_PAGE_SIZE } from '../lookups/api.ts';
import { Day, DateTime } from '../kit/dates.ts';

export { auditFamily };

/*
 * The audit pages (product-families §2 /auditCustomer and /Dashboard/Audit, §7 "Audit"): they read
 * the change records every family writes through recordChange() (server/src/audit/record.ts). The
 * spec shows the calls only; which entries each call shows, the filters and the shapes are ours.
 * (rules: server/src/modules/audit/README.md)
 */

// ---------------------------------------------------------------------------------------------
// Pure rules over the audit catalogue (contract/src/kit/audit.ts)

/**
 * The state of an entry, as an audit log of records names it: a record added, modified or deleted,
 * or a secret viewed (showing a customer user's credentials is recorded, and it changes nothing).
 * The spec names the call (PassportAudit/States) and not its values.
 */
export const AUDIT_STATES = ['Added', 'Modified', 'Deleted', 'Viewed'] as const;
export type AuditState = (typeof AUDIT_STATES)[number];

/** The last word of an action that adds a record, removes one, or reads one; any other modifies one. */
const ADDING = new Set(['create', 'add', 'issue']);
const DELETING = new Set(['delete', 'remove']);
const VIEWING = new Set(['read']);

/**
 * The state of an action: by its last word (`apiToken.issue` adds, `account.product.remove`
 * deletes, `accountUser.credentials.read` views).
 */
export function auditStateOf(action: string): AuditState {
  const last = action.slice(action.lastIndexOf('.') + 1);
  if (ADDING.has(last)) return 'Added';
  if (DELETING.has(last)) return 'Deleted';
  if (VIEWING.has(last)) return 'Viewed';
  return 'Modified';
}

const ALL_ACTIONS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The catalogue's actions of a state: a state filter is `action = any(these)`, on an index. */
export const auditActionsOfState = (state: AuditState): AuditAction[] =>
  ALL_ACTIONS.filter((action) => auditStateOf(action) === state);

/**
 * The Dashboard's changes (/Dashboard/Audit): what its screens change, i.e. the online customers'
 * accounts, their users, locations, devices and team members, their MRI client id, and the imports
 * of users, devices, team members and locations. Another product's settings on the same account
 * (screening, DIVE, Face/ID, onboarding) are that product's, not the Dashboard's.
 */
const DASHBOARD_ACTION_PREFIXES = [
  'account.',
  'accountUser.',
  'location.',
  'locationTeamMember.',
  'device.',
  'import.',
  'vsOnlineCustomer.',
] as const;

export const DASHBOARD_AUDIT_ACTIONS: readonly AuditAction[] = ALL_ACTIONS.filter((action) =>
  DASHBOARD_ACTION_PREFIXES.some((prefix) => action.startsWith(prefix)),
);

/** The object types of the Dashboard's changes, each once. */
export const DASHBOARD_AUDIT_ENTITY_TYPES: readonly AuditEntityType[] = [
  ...new Set(DASHBOARD_AUDIT_ACTIONS.map((action) => AUDIT_ACTIONS[action])),
];

/** Words of the catalogue's type names that read better written out. */
const TYPE_WORDS: Record<string, string> = { api: 'API', dvs: 'DIVE', mri: 'MRI' };

/** An object type as staff read it: `accountUser` → "Account user", `dvsLicense` → "DIVE license". */
export function auditTypeCaption(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const text = words.map((word) => TYPE_WORDS[word] ?? word).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * How a secret's change is written to the log: the fact without the value. recordChange's diff()
 * writes '(changed)' for its secret fields; the integrations write '(set)' for a partner secret.
 */
export const AUDIT_SECRET_MARKERS: readonly string[] = ['(changed)', '(set)'];

/** Whether a field's recorded change is a secret's: its values were never recorded. */
export const isSecretChange = (change: { from?: unknown; to?: unknown }): boolean =>
  AUDIT_SECRET_MARKERS.includes(change.from as string) || AUDIT_SECRET_MARKERS.includes(change.to as string);

// ---------------------------------------------------------------------------------------------
// Schemas

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: DateTime('When'),
  /** The staff user; null for the server's own work (an invoice run, a job). */
  actorId: nullable(Type.Integer()),
  actorName: Type.String(),
  action: Type.String(),
  state: Type.Enum([...AUDIT_STATES]),
  objectType: Type.String(),
  objectId: Type.String(),
  /** The names of the fields the change recorded, in the order recorded. */
  fields: Type.Array(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** One entry with what it recorded: each field's value before and after (a secret's never). */
export const AuditEntryDetail = Type.Object({
  ...AuditEntry.properties,
  changes: Type.Record(
    Type.String(),
    Type.Object({ from: Type.Optional(Type.Unknown()), to: Type.Optional(Type.Unknown()) }),
  ),
  /** The request that made the change, to find it in the server's log. */
  requestId: nullable(Type.String()),
});
export type AuditEntryDetail = Omit<Static<typeof AuditEntryDetail>, 'changes'> & { changes: AuditChanges };

export const AUDIT_SORT_FIELDS = ['at', 'id'] as const;
/**
 * Where a list's total stops: counting a company's whole log (millions of entries) would cost more
 * than the page it is for, and no one pages past a thousand pages; the answer says `totalCapped`.
 */
export const AUDIT_COUNT_CAP = 10_000;
export const AUDIT_OBJECT_ID_MAX = 100;
/** Why an object's id is refused without its type: an id means nothing across types. */
export const AUDIT_OBJECT_NEEDS_TYPE = 'Choose the object type of the object';

/**
 * Both audit lists: latest change first. Every filter is an equality on an indexed column of the
 * company's entries (who, object type, object, state by its actions) or a range of UTC days; there
 * is no free-text search, which would read the whole log.
 */
const auditList = (fileName: string) =>
  pagedList({
    item: AuditEntry,
    textFilter: false,
    capped: true,
    sortFields: AUDIT_SORT_FIELDS,
    defaultSort: { field: 'at', order: 'desc' },
    filters: {
      dateFrom: Type.Optional(Day('From', 'First UTC day of the change (YYYY-MM-DD)')),
      dateTo: Type.Optional(Day('To', 'Last UTC day of the change, included (YYYY-MM-DD)')),
      user: Type.Optional(
        Type.String({ title: 'User', minLength: 1, maxLength: 200, description: 'The user name, any case' }),
      ),
      state: Type.Optional(Type.Enum([...AUDIT_STATES], { title: 'Change' })),
      objectType: Type.Optional(Type.Enum([...AUDIT_ENTITY_TYPES], { title: 'Object Type' })),
      objectId: Type.Optional(
        Type.String({
          title: 'Object ID',
          minLength: 1,
          maxLength: AUDIT_OBJECT_ID_MAX,
          description: 'One object of the object type',
        }),
      ),
      customerId: Type.Optional(
        Id({
          title: 'Customer',
          description: "The customer's own changes and its users', locations' and devices'",
        }),
      ),
    },
    columns: {
      id: 'ID',
      at: 'When',
      actorName: 'User',
      state: 'Change',
      action: 'Action',
      objectType: 'Object Type',
      objectId: 'Object ID',
      fields: 'Fields',
    },
    fileName,
  });

export const PassportAuditList = auditList('audit');
export const DashboardAuditList = auditList('dashboard-audit');
export type AuditQuery = Static<typeof PassportAuditList.query>;
export type AuditPage = Static<typeof PassportAuditList.response>;

export const AuditOption = Type.Object({ id: Type.String(), name: Type.String() });
export type AuditOption = Static<typeof AuditOption>;

export const SimpleCustomer = Type.Object({ id: Type.Integer(), name: Type.String() });
export type SimpleCustomer = Static<typeof SimpleCustomer>;

/** At most one lookup page of customers (console-core §9: 100), the closest names first. */
export const SIMPLE_CUSTOMERS_MAX = LOOKUP_PAGE_SIZE;
export const SimpleCustomersQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'The start of the customer name' })),
});

const EntryParams = Type.Object({ id: Id() });
const api = auditFamily;
/** The Dashboard's audit (/api/VsOnline/Audit) is also the Dashboard's: the Veriscan module. */
const dashboard = { gate: { module: Module.Veriscan } } as const;

/*
 * Each list answers at two paths (calls.txt: `/Audit || /Audit/list`), one handler: the `/list`
 * form is left out of the API document.
 */
const dashboardList = {
  method: 'GET',
  summary: "The Dashboard's changes, latest first",
  query: DashboardAuditList.query,
  response: DashboardAuditList.response,
  list: DashboardAuditList.spec,
  ...dashboard,
} as const;
const passportList = {
  method: 'GET',
  summary: "The company's changes, latest first",
  query: PassportAuditList.query,
  response: PassportAuditList.response,
  list: PassportAuditList.spec,
} as const;

export const auditApi = {
  dashboardList: api.endpoint({ ...dashboardList, path: '/api/VsOnline/Audit' }),
  dashboardListAlias: api.endpoint({ ...dashboardList, path: '/api/VsOnline/Audit/list', hidden: true }),
  dashboardEntry: api.endpoint({
    method: 'GET',
    path: '/api/VsOnline/Audit/{id}',
    summary: "One of the Dashboard's changes with its values before and after",
    params: EntryParams,
    response: AuditEntryDetail,
    ...dashboard,
  }),
  list: api.endpoint({ ...passportList, path: '/api/PassportAudit' }),
  listAlias: api.endpoint({ ...passportList, path: '/api/PassportAudit/list', hidden: true }),
  objectTypes: api.endpoint({
    method: 'GET',
    path: '/api/PassportAudit/ObjectTypes',
    summary: 'The object types of the audit catalogue',
    response: Type.Array(AuditOption),
  }),
  states: api.endpoint({
    method: 'GET',
    path: '/api/PassportAudit/States',
    summary: 'The kinds of change: added, modified, deleted',
    response: Type.Array(AuditOption),
  }),
  simpleCustomers: api.endpoint({
    method: 'GET',
    path: '/api/PassportAudit/{company}/SimpleCustomersList',
    summary: "The company's customers by name, for the customer filter",
    params: Type.Object({ company: Id({ title: 'Company' }) }),
    query: SimpleCustomersQuery,
    response: Type.Array(SimpleCustomer),
  }),
  entry: api.endpoint({
    method: 'GET',
    path: '/api/PassportAudit/{id}',
    summary: 'One change with its values before and after',
    params: EntryParams,
    response: AuditEntryDetail,
  }),
};

/**
 * The company whose customers the filter lists: the administered one, or company 1 when none is
 * chosen (console-core §9, "Default company id 1 when none is chosen for the audit customer list").
 */
export const AUDIT_DEFAULT_COMPANY_ID = 1;
export const auditCustomersCompany = (administered: number | null | undefined): number =>
  administered ?? AUDIT_DEFAULT_COMPANY_ID;
