import { Type, type Static } from 'typebox';
import {
  AccountCreate,
  AccountCreateResponse,
  AccountDetail,
  AccountUser,
  AccountUserRow,
  AccountUsersList,
  Credentials,
  SubAccount,
} from '../accounts/api.ts';
import { EXPIRATION_WINDOWS } from '../books/api.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { vsOnlineFamily } from './gates.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { DailyScanMetrics, MetricsQuery } from '../kit/metrics.ts';
import { Permission } from '../permissions.ts';

export { vsOnlineFamily };

/*
 * Online customers (product-families §7 "Online customers" and "Locations"; console-core §2
 * "Customer detail panel"): the customer accounts that have Veriscan Online, with their activity
 * read from the product activity store (DESIGN.md "Product activity"). Every call needs the
 * Veriscan module (the family's gate, gates.ts). (rules: server/src/modules/vsonline/README.md)
 */

/** The window of a list's "scans in the last 30 days", in UTC days ending today (today included). */
export const RECENT_SCAN_DAYS = 30;

/** Why a locked user gets no registration e-mail: the server's 400, and the disabled button's reason. */
export const REGISTRATION_USER_LOCKED =
  'The user is locked: unlock the user before sending the registration e-mail';

const lastScan = Type.Union([DateTime(undefined, 'Start of the latest scan'), Type.Null()], {
  description: 'Start of the latest scan (to the minute); null when the customer never scanned',
});

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const OnlineCustomerListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactName: Type.String(),
  active: Type.Boolean(),
  lastScan,
  scansLast30Days: Type.Integer({ description: `Scans in the last ${RECENT_SCAN_DAYS} UTC days` }),
  locations: Type.Integer(),
  devices: Type.Integer(),
  issuesTotalRank: Type.Integer(),
});
export type OnlineCustomerListItem = Static<typeof OnlineCustomerListItem>;

/** Sort fields of the online customers list: each has an index led by the tenant scope. */
export const ONLINE_CUSTOMER_SORT_FIELDS = [
  'lastScan',
  'id',
  'name',
  'contactName',
  'active',
  'issuesTotalRank',
] as const;
export type OnlineCustomerSortField = (typeof ONLINE_CUSTOMER_SORT_FIELDS)[number];

const EXPIRATION_WINDOW_VALUES = EXPIRATION_WINDOWS.map((w) => w.value);

/**
 * The Dashboard's customers (product-families §9: sorted by lastScan descending; never-scanned
 * customers last in either order). Filters are the options of GET /api/Books/CustomerFilters, applied
 * to the Veriscan Online subscription: `expDate` a window's value, `subscriptionPlanId` a plan of
 * that list (matched by the plan's name, as the options list one entry per name); `active` true or
 * false. The text filter is the accounts list's (ID, name, contact; see accountSearchProblem).
 */
export const OnlineCustomersList = pagedList({
  item: OnlineCustomerListItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ONLINE_CUSTOMER_SORT_FIELDS,
  defaultSort: { field: 'lastScan', order: 'desc' },
  textFilter: 'Part of the customer ID, name or contact name; one or two digits: the customer with that ID',
  filters: {
    active: Type.Optional(Type.Boolean({ title: 'Active' })),
    expDate: Type.Optional(Type.Enum(EXPIRATION_WINDOW_VALUES, { title: 'Expiration' })),
    subscriptionPlanId: Type.Optional(Id({ title: 'Subscription Plan' })),
  },
  columns: {
    id: 'ID',
    name: 'Name',
    contactName: 'Contact',
    active: 'Active',
    lastScan: 'Last Scan',
    scansLast30Days: 'Scans (30 days)',
    locations: 'Locations',
    devices: 'Devices',
    issuesTotalRank: 'Issues',
  },
  fileName: 'online-customers',
});
export type OnlineCustomersQuery = Static<typeof OnlineCustomersList.query>;
export type OnlineCustomersPage = Static<typeof OnlineCustomersList.response>;

// ---------------------------------------------------------------------------------------------
// One customer
// ---------------------------------------------------------------------------------------------

/** How many sub-accounts the customer answers inline; the rest page through the accounts family. */
export const SUB_ACCOUNTS_INLINE = 20;

export const OnlineCustomerCounts = Type.Object({
  users: Type.Integer(),
  locations: Type.Integer(),
  devices: Type.Integer(),
  scansLast30Days: Type.Integer(),
});
export type OnlineCustomerCounts = Static<typeof OnlineCustomerCounts>;

/**
 * GET /api/VsOnlineCustomers/{id}: the Customer detail panel's fields (AccountDetail, both groups,
 * as the accounts family answers them), its parent, its first sub-accounts by name with their
 * total (the 'Sub Accounts List'; GET /api/CommonAccount/{id}/SubAccounts pages the rest), the
 * last scan, the MRI client id and counts.
 */
export const OnlineCustomer = Type.Intersect([
  AccountDetail,
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    parentAccountId: Type.Union([Type.Integer(), Type.Null()]),
    parentName: Type.Union([Type.String(), Type.Null()]),
    isParent: Type.Boolean(),
    subAccounts: Type.Object({ total: Type.Integer(), items: Type.Array(SubAccount) }),
    lastScan,
    mriClientId: Type.Union([Type.String(), Type.Null()]),
    counts: OnlineCustomerCounts,
  }),
]);
export type OnlineCustomer = Static<typeof OnlineCustomer>;

/**
 * POST /api/VsOnlineCustomers/Create: the accounts family's create (an account and its first user)
 * with Veriscan Online as its one product. The plan is the Veriscan Online plan; left out, the
 * product is provisioned without a subscription when the product allows it.
 */
export const OnlineCustomerCreate = Type.Object({
  ...Type.Omit(AccountCreate, ['products', 'subscriptionPlanIds']).properties,
  subscriptionPlanId: Type.Optional(Id({ title: 'Subscription Plan' })),
  subscriptionExpirationDate: Type.Optional(Day('Expiration Date')),
});
export type OnlineCustomerCreate = Static<typeof OnlineCustomerCreate>;

/**
 * PUT /api/VsOnlineCustomers/{id}/VsOnlineCustomerSettings saves the panel's 'General Settings'
 * group (time zone, day end, daylight saving). 'General Info' saves with PUT /api/CommonAccount/{id}
 * (the accounts family's update), the service both groups end in. All three fields are required:
 * the group's Save sends the group.
 */
export const OnlineCustomerSettings = Type.Required(
  Type.Pick(AccountDetail, ['timeZoneId', 'dayEnds', 'isDaylightSavingTime']),
);
export type OnlineCustomerSettings = Static<typeof OnlineCustomerSettings>;

// ---------------------------------------------------------------------------------------------
// Metrics
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Users, MRI, lookup
// ---------------------------------------------------------------------------------------------

/** PUT …/Users/{userId}/Status: lock (false) or unlock (true); locking ends the user's site sessions. */
export const UserStatus = Type.Object({ active: Type.Boolean({ title: 'Active' }) });
export type UserStatus = Static<typeof UserStatus>;

/** Where a registration e-mail went: the address it was sent to. */
export const RegistrationEmailSent = Type.Object({ sentTo: Type.String() });
export type RegistrationEmailSent = Static<typeof RegistrationEmailSent>;

/**
 * An MRI client id (kept for the MRI integration; the spec does not show its payload). MRI issues
 * them as short opaque strings; letters, digits, dot, dash and underscore cover them and keep the
 * value safe in a URL. null clears it.
 */
export const MRI_CLIENT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';
export const MriClientIdUpdate = Type.Object({
  mriClientId: Type.Union([
    Type.String({ title: 'MRI Client ID', pattern: MRI_CLIENT_ID_PATTERN, maxLength: 100 }),
    Type.Null(),
  ]),
});
export type MriClientIdUpdate = Static<typeof MriClientIdUpdate>;

export const CustomerChoice = Type.Object({ id: Type.Integer(), name: Type.String() });
export type CustomerChoice = Static<typeof CustomerChoice>;

/** GET /api/VsOnlineCustomers/Select: the online customers as a lookup, by name. */
export const CustomerSelectList = pagedList({
  item: CustomerChoice,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  textFilter: 'Part of the customer ID or name',
  columns: { id: 'ID', name: 'Name' },
  fileName: 'online-customer-choices',
});
export type CustomerSelectQuery = Static<typeof CustomerSelectList.query>;
export type CustomerSelectPage = Static<typeof CustomerSelectList.response>;

// ---------------------------------------------------------------------------------------------
// Locations
// ---------------------------------------------------------------------------------------------

export const LocationListItem = Type.Object({
  id: Type.Integer(),
  guid: Type.String({ format: 'uuid' }),
  customerId: Type.Integer(),
  customerName: Type.String(),
  name: Type.String(),
  city: Type.String(),
  state: Type.String(),
  active: Type.Boolean(),
  devices: Type.Integer(),
  teamMembers: Type.Integer(),
});
export type LocationListItem = Static<typeof LocationListItem>;

/** Locations of the company's online customers, or of one (`customerId`), by name unless sorted. */
export const LocationsList = pagedList({
  item: LocationListItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  textFilter: 'Part of the location name or city',
  filters: { customerId: Type.Optional(Id({ title: 'Customer' })) },
  columns: {
    id: 'ID',
    name: 'Name',
    customerName: 'Customer',
    city: 'City',
    state: 'State',
    active: 'Active',
    devices: 'Devices',
    teamMembers: 'Team Members',
  },
  fileName: 'locations',
});
export type LocationsQuery = Static<typeof LocationsList.query>;
export type LocationsPage = Static<typeof LocationsList.response>;

export const DEVICE_KINDS = ['iPad', 'Scanner', 'Phone', 'Desktop', 'Unknown'] as const;

export const LocationDevice = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: DEVICE_KINDS.join(', ') }),
  name: Type.String(),
  serial: Type.String(),
  appVersion: Type.String(),
  lastSeenAt: Type.Union([DateTime(undefined, 'When it last reported a scan'), Type.Null()]),
});
export type LocationDevice = Static<typeof LocationDevice>;

export const TeamMember = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

/** The most devices or team members a location answers inline (each list says its total). */
export const LOCATION_DETAIL_ROWS = 200;

/** GET /api/Locations/{id}: the location, its devices (last seen first) and team (by login). */
export const LocationDetail = Type.Object({
  id: Type.Integer(),
  guid: Type.String({ format: 'uuid' }),
  customerId: Type.Integer(),
  customerName: Type.String(),
  name: Type.String(),
  address1: Type.String(),
  address2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  timeZoneId: Type.String(),
  active: Type.Boolean(),
  lastScan,
  devices: Type.Object({ total: Type.Integer(), items: Type.Array(LocationDevice) }),
  teamMembers: Type.Object({ total: Type.Integer(), items: Type.Array(TeamMember) }),
});
export type LocationDetail = Static<typeof LocationDetail>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const id = Id();
const CustomerId = Type.Object({ id });
const CustomerUserIds = Type.Object({ id, userId: id });

const BASE = '/api/VsOnlineCustomers';

export const vsOnlineApi = {
  list: vsOnlineFamily.endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Online customers, latest scan first',
    query: OnlineCustomersList.query,
    response: OnlineCustomersList.response,
    list: OnlineCustomersList.spec,
  }),
  select: vsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Select`,
    summary: 'Online customers as a paged lookup (id and name)',
    query: CustomerSelectList.query,
    response: CustomerSelectList.response,
    list: CustomerSelectList.spec,
  }),
  create: vsOnlineFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Create`,
    summary: 'Create a customer with Veriscan Online and its first user',
    body: OnlineCustomerCreate,
    response: AccountCreateResponse,
  }),
  get: vsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'An online customer: the detail panel, sub-accounts, last scan and counts',
    params: CustomerId,
    response: OnlineCustomer,
  }),
  updateSettings: vsOnlineFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/VsOnlineCustomerSettings`,
    summary: "Save the customer's General Settings (time zone, day end, daylight saving)",
    params: CustomerId,
    body: OnlineCustomerSettings,
    response: OnlineCustomer,
  }),
  metrics: vsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Metrics`,
    summary: 'Scans per UTC day by status, success rate, active devices and locations',
    params: CustomerId,
    query: MetricsQuery,
    response: DailyScanMetrics,
  }),
  users: vsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Users`,
    summary: "The customer's users, one page",
    params: CustomerId,
    query: AccountUsersList.query,
    response: AccountUsersList.response,
    list: AccountUsersList.spec,
  }),
  createUser: vsOnlineFamily.endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Users`,
    summary: 'Add a user to the customer',
    params: CustomerId,
    body: AccountUser,
    response: AccountUserRow,
  }),
  user: vsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Users/{userId}`,
    summary: 'One user of the customer',
    params: CustomerUserIds,
    response: AccountUserRow,
  }),
  updateUser: vsOnlineFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Users/{userId}`,
    summary: 'Update a user of the customer; the password changes only when a new one is sent',
    params: CustomerUserIds,
    bodyId: 'userId',
    body: AccountUser,
    response: AccountUserRow,
  }),
  credential: vsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Users/{userId}/Credential`,
    gate: { permission: Permission.ReadCredentials },
    summary: "The user's credentials (never a password); each read is audited",
    params: CustomerUserIds,
    response: Credentials,
  }),
  setUserStatus: vsOnlineFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Users/{userId}/Status`,
    summary: "Lock or unlock a user; locking ends the user's customer-site sessions",
    params: CustomerUserIds,
    body: UserStatus,
    response: AccountUserRow,
  }),
  resendRegistrationEmail: vsOnlineFamily.endpoint({
    method: 'POST',
    // The spec writes this one path with a lowercase `users`.
    path: `${BASE}/{id}/users/{userId}/ResendRegistrationEmail`,
    summary: 'E-mail the user a new one-time registration link (earlier links stop working)',
    params: CustomerUserIds,
    response: RegistrationEmailSent,
  }),
  updateMriClientId: vsOnlineFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/UpdateMRIClientID`,
    gate: { permission: Permission.ManageIntegrations },
    summary: "Set or clear the customer's MRI client id (the MRI integration)",
    params: CustomerId,
    body: MriClientIdUpdate,
    response: MriClientIdUpdate,
  }),
  locations: vsOnlineFamily.endpoint({
    method: 'GET',
    path: '/api/Locations',
    summary: "Locations of the company's online customers, or of one customer",
    query: LocationsList.query,
    response: LocationsList.response,
    list: LocationsList.spec,
  }),
  location: vsOnlineFamily.endpoint({
    method: 'GET',
    path: '/api/Locations/{id}',
    summary: 'A location with its devices and team members',
    params: CustomerId,
    response: LocationDetail,
  }),
};
