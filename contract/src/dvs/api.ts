import { Type, type Static } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import {
  AccountCreate,
  AccountCreateResponse,
  AccountUser,
  AccountUserRow,
  AccountUsersList,
} from '../accounts/api.ts';
import { REQUEST_STATUSES } from '../activity/api.ts';
import { DOCUMENT_TYPES, DIVE_FEATURE_NAMES, DiveResult } from './result.ts';
import { dvsFamily } from './gates.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { productAccountsList } from '../kit/product-accounts.ts';
import { RequestId as KitRequestId, requestImageEndpoints } from '../kit/request-images.ts';
import { tokenEndpoints } from '../kit/tokens.ts';
import { MetricsQuery, DailyScanMetrics } from '../kit/metrics.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { Permission } from '../permissions.ts';

export { dvsFamily };

/*
 * DIVE, the document product (product-families §7): its accounts (customer accounts with the DIVE
 * product) with their settings, tokens, licenses, users and features, and its requests, read from
 * the product activity store (DESIGN.md "Product activity"). The spec shows the calls only; every
 * field here is our design, said where it is declared. (rules: server/src/modules/dvs/README.md)
 */

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const DvsAccountListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactName: Type.String(),
  active: Type.Boolean(),
  licenses: Type.Integer({ description: 'Licenses that are neither disabled nor expired' }),
  deviceLimit: Type.Integer({ description: 'Devices those licenses allow together' }),
  devicesActivated: Type.Integer(),
  lastScan: nullable(DateTime('Last Scan')),
});
export type DvsAccountListItem = Static<typeof DvsAccountListItem>;

export const DVS_ACCOUNT_SORT_FIELDS = ['name', 'id', 'lastScan'] as const;

/** GET /api/DvsAccounts: the company's accounts with DIVE, by name unless sorted. */
export const DvsAccountsList = productAccountsList({
  item: DvsAccountListItem,
  sortFields: DVS_ACCOUNT_SORT_FIELDS,
  columns: {
    licenses: 'Licenses',
    deviceLimit: 'Device Limit',
    devicesActivated: 'Devices Activated',
    lastScan: 'Last Scan',
  },
  fileName: 'dive-accounts',
});
export type DvsAccountsQuery = Static<typeof DvsAccountsList.query>;
export type DvsAccountsPage = Static<typeof DvsAccountsList.response>;

/**
 * POST /api/DvsAccounts/Accounts: the accounts family's create (the account and its first user)
 * with DIVE as its product, on the DIVE plan chosen (DIVE needs a subscription). The company's
 * default DIVE account features and the account's default user features apply.
 */
export const DvsAccountCreate = Type.Object({
  ...Type.Omit(AccountCreate, ['products', 'subscriptionPlanIds']).properties,
  subscriptionPlanId: Id({ title: 'Subscription Plan' }),
  subscriptionExpirationDate: Type.Optional(Day('Expiration Date')),
});
export type DvsAccountCreate = Static<typeof DvsAccountCreate>;

/**
 * A DIVE account's own settings (PUT /api/DvsAccounts/{id}/Account). The account's name, contact
 * and address are the accounts family's (the account page); these are what DIVE does with its
 * requests.
 */
export const DvsAccountSettings = Type.Object(
  {
    imageRetentionDays: Type.Integer({
      title: 'Keep Images (days)',
      minimum: 1,
      maximum: 3650,
      description: 'How long the document images of a request are kept',
    }),
    reviewFailedRequests: Type.Boolean({
      title: 'Send Failed Requests to Review',
      description: 'A failed request goes to manual review instead of being final',
    }),
  },
  { additionalProperties: false },
);
export type DvsAccountSettings = Static<typeof DvsAccountSettings>;

/** What a new DIVE account's settings are until staff change them. */
export const DVS_DEFAULT_SETTINGS: DvsAccountSettings = {
  imageRetentionDays: 90,
  reviewFailedRequests: false,
};

export const DvsSubscription = Type.Object({
  planName: Type.String(),
  status: Type.String(),
  expirationDate: nullable(Day()),
});

/** GET /api/DvsAccounts/{id}/AggregatedAccount: the account with its settings, subscription and counts. */
export const DvsAccount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactName: Type.String(),
  active: Type.Boolean(),
  lastScan: nullable(DateTime('Last Scan')),
  settings: DvsAccountSettings,
  subscription: nullable(DvsSubscription),
  counts: Type.Object({
    users: Type.Integer(),
    tokens: Type.Integer(),
    licenses: Type.Integer(),
    deviceLimit: Type.Integer(),
    devicesActivated: Type.Integer(),
  }),
});
export type DvsAccount = Static<typeof DvsAccount>;

// ---------------------------------------------------------------------------------------------
// Licenses
// ---------------------------------------------------------------------------------------------

export const LicenseStatus = { Active: 'active', Disabled: 'disabled', Expired: 'expired' } as const;
export type LicenseStatus = (typeof LicenseStatus)[keyof typeof LicenseStatus];

/** The most devices one license binds. */
export const LICENSE_MAX_DEVICES = 10_000;

export const LicenseDevice = Type.Object({
  serial: Type.String(),
  activatedAt: DateTime('Activated'),
});
export type LicenseDevice = Static<typeof LicenseDevice>;

/**
 * A license of a DIVE account: it lets `deviceLimit` devices report DIVE requests until its
 * expiration date (the last day it works, UTC; none: it does not expire). A device is activated on
 * a license when it first reports (the product API takes the first license with room); it keeps its
 * seat until the license is deleted or staff release it. The key names the license (on invoices, in
 * support calls) and is shown always: it is not a credential, the product token is.
 */
export const License = Type.Object({
  id: Type.Integer(),
  key: Type.String({ title: 'Key' }),
  label: Type.String({ title: 'Label' }),
  deviceLimit: Type.Integer({ title: 'Device Limit' }),
  devices: Type.Array(LicenseDevice),
  status: Type.Enum([LicenseStatus.Active, LicenseStatus.Disabled, LicenseStatus.Expired], {
    title: 'Status',
  }),
  disabled: Type.Boolean(),
  expirationDate: nullable(Day('Expires', 'The last day the license works (UTC)')),
  createdAt: DateTime('Created'),
  createdBy: Type.String({ title: 'Created By' }),
});
export type License = Static<typeof License>;

const label = Type.String({ title: 'Label', maxLength: 100 });
const deviceLimit = Type.Integer({ title: 'Device Limit', minimum: 1, maximum: LICENSE_MAX_DEVICES });

export const LicenseCreate = Type.Object(
  {
    label: Type.Optional(label),
    deviceLimit,
    expirationDate: Type.Optional(Day('Expiration Date', 'The last day it works (UTC); none: no expiry')),
  },
  { additionalProperties: false },
);
export type LicenseCreate = Static<typeof LicenseCreate>;

/**
 * A change of a license: its label, device limit (not below the devices it holds), expiration
 * (null: none), disabled flag, and devices to release from it (by serial).
 */
export const LicenseUpdate = Type.Object(
  {
    label: Type.Optional(label),
    deviceLimit: Type.Optional(deviceLimit),
    expirationDate: Type.Optional(nullable(Day('Expiration Date', 'The new last day'))),
    disabled: Type.Optional(Type.Boolean({ title: 'Disabled' })),
    releaseDevices: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }),
    ),
  },
  { additionalProperties: false },
);
export type LicenseUpdate = Static<typeof LicenseUpdate>;

// ---------------------------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------------------------

const FeatureName = Type.Enum([...DIVE_FEATURE_NAMES], { title: 'Feature' });

export const DiveFeatureState = Type.Object({
  name: Type.String(),
  title: Type.String(),
  description: Type.String(),
  isEnabled: Type.Boolean(),
});
export type DiveFeatureState = Static<typeof DiveFeatureState>;
export const DiveFeatureStates = Type.Array(DiveFeatureState);

/** A PUT of features: the ones listed are switched, the others keep their state. */
export const DiveFeaturesUpdate = Type.Array(
  Type.Object({ name: FeatureName, isEnabled: Type.Boolean() }, { additionalProperties: false }),
  { maxItems: DIVE_FEATURE_NAMES.length * 2 },
);
export type DiveFeaturesUpdate = Static<typeof DiveFeaturesUpdate>;

export const DvsUserFeatures = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  active: Type.Boolean(),
  features: Type.Record(Type.String(), Type.Boolean(), { description: 'Feature name → on' }),
});
export type DvsUserFeatures = Static<typeof DvsUserFeatures>;

/** The most users one PUT /api/DvsUsersFeatures/{id} switches. */
export const USERS_FEATURES_MAX_USERS = 1000;

/** PUT /api/DvsUsersFeatures/{id}: the same switches for many users of the account, all or none. */
export const DvsUsersFeaturesUpdate = Type.Object(
  {
    userIds: Type.Array(Id(), { minItems: 1, maxItems: USERS_FEATURES_MAX_USERS }),
    features: DiveFeaturesUpdate,
  },
  { additionalProperties: false },
);
export type DvsUsersFeaturesUpdate = Static<typeof DvsUsersFeaturesUpdate>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** A request id (the kit's: within int4's range, as every input integer). */
const RequestId = KitRequestId();

export const DvsRequestListItem = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  accountId: Type.Integer(),
  accountName: Type.String(),
  startedAt: DateTime('Started'),
  status: Type.Enum(REQUEST_STATUSES),
  documentType: nullable(Type.String()),
  deviceId: nullable(Type.Integer()),
  deviceName: nullable(Type.String()),
  archived: Type.Boolean(),
});
export type DvsRequestListItem = Static<typeof DvsRequestListItem>;

export const DVS_REQUEST_SORT_FIELDS = ['startedAt', 'id'] as const;

/**
 * GET /api/DvsRequests: the DIVE requests of the company's accounts, latest first. Filters: a range
 * of UTC days of startedAt (both included; at most two years), status, device, document type, the
 * account, and `archived` (left out or false: the requests not archived; true: the archived ones).
 * The total is counted from the daily rollups where the filters allow it; a document type filter
 * counts its matches up to a cap (`totalCapped`).
 */
export const DvsRequestsList = pagedList({
  item: DvsRequestListItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: DVS_REQUEST_SORT_FIELDS,
  defaultSort: { field: 'startedAt', order: 'desc' },
  textFilter: false,
  filters: {
    dateFrom: Type.Optional(Day('From', 'First UTC day of startedAt (YYYY-MM-DD)')),
    dateTo: Type.Optional(Day('To', 'Last UTC day of startedAt, included (YYYY-MM-DD)')),
    status: Type.Optional(Type.Enum(REQUEST_STATUSES, { title: 'Status' })),
    deviceId: Type.Optional(Id({ title: 'Device' })),
    documentType: Type.Optional(Type.Enum([...DOCUMENT_TYPES], { title: 'Document Type' })),
    accountId: Type.Optional(Id({ title: 'Account' })),
    archived: Type.Optional(Type.Boolean({ title: 'Archived' })),
  },
  columns: {
    id: 'ID',
    externalId: 'External ID',
    accountName: 'Account',
    startedAt: 'Started',
    status: 'Status',
    documentType: 'Document Type',
    deviceName: 'Device',
    archived: 'Archived',
  },
  fileName: 'dive-requests',
  capped: true,
});
export type DvsRequestsQuery = Static<typeof DvsRequestsList.query>;
export type DvsRequestsPage = Static<typeof DvsRequestsList.response>;

/** The most requests a document type filter counts; beyond it the total says "more". */
export const DVS_REQUEST_COUNT_CAP = 10_000;

export const DvsDevice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  serial: Type.String(),
  accountId: Type.Integer(),
  accountName: Type.String(),
});
export type DvsDevice = Static<typeof DvsDevice>;

/** GET /api/DvsRequests/devices: the devices of DIVE accounts (the requests list's device filter). */
export const DvsDevicesList = pagedList({
  item: DvsDevice,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['name', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  textFilter: 'Part of the device name or serial',
  filters: { accountId: Type.Optional(Id({ title: 'Account' })) },
  columns: { id: 'ID', name: 'Name', serial: 'Serial', accountName: 'Account' },
  fileName: 'dive-devices',
});
export type DvsDevicesQuery = Static<typeof DvsDevicesList.query>;

/** The most requests one archive call moves. */
export const ARCHIVE_MAX_REQUESTS = 500;

/** PUT /api/DvsRequests/Archive: archive (true) or restore (false) requests, all or none. */
export const DvsArchive = Type.Object(
  {
    ids: Type.Array(RequestId, { minItems: 1, maxItems: ARCHIVE_MAX_REQUESTS }),
    archived: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DvsArchive = Static<typeof DvsArchive>;
export const DvsArchiveResult = Type.Object({ changed: Type.Integer({ description: 'Requests moved' }) });
export type DvsArchiveResult = Static<typeof DvsArchiveResult>;

/**
 * GET /api/DvsRequests/{id}: the request and what DIVE found. Its images (front, back, portrait) are
 * the kit's two calls, {id}/images and {id}/images/{imageId} (contract/src/kit/request-images.ts).
 */
export const DvsRequest = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  account: Type.Object({ id: Type.Integer(), name: Type.String() }),
  device: nullable(Type.Object({ id: Type.Integer(), name: Type.String(), serial: Type.String() })),
  status: Type.Enum(REQUEST_STATUSES),
  failureReason: nullable(Type.String()),
  startedAt: DateTime('Started'),
  completedAt: nullable(DateTime('Completed')),
  archivedAt: nullable(DateTime('Archived')),
  archivedBy: nullable(Type.String()),
  result: DiveResult,
});
export type DvsRequest = Static<typeof DvsRequest>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const id = Id();
const AccountId = Type.Object({ id });
const LicenseIds = Type.Object({ id, licenseId: id });
const AccountUserIds = Type.Object({ id, userId: id });
const RequestIds = Type.Object({ id: RequestId });

const ACCOUNTS = '/api/DvsAccounts';
const REQUESTS = '/api/DvsRequests';

export const dvsApi = {
  list: dvsFamily.endpoint({
    method: 'GET',
    path: ACCOUNTS,
    summary: "The company's DIVE accounts",
    query: DvsAccountsList.query,
    response: DvsAccountsList.response,
    list: DvsAccountsList.spec,
  }),
  create: dvsFamily.endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/Accounts`,
    summary: 'Create an account with DIVE and its first user; the default DIVE features apply',
    body: DvsAccountCreate,
    response: AccountCreateResponse,
  }),
  account: dvsFamily.endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/{id}/AggregatedAccount`,
    summary: 'A DIVE account with its settings, subscription and counts',
    params: AccountId,
    response: DvsAccount,
  }),
  updateAccount: dvsFamily.endpoint({
    method: 'PUT',
    path: `${ACCOUNTS}/{id}/Account`,
    summary: "Save the account's DIVE settings",
    params: AccountId,
    body: DvsAccountSettings,
    response: DvsAccount,
  }),
  metrics: dvsFamily.endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/{id}/Metrics`,
    summary: 'DIVE requests per UTC day by status, success rate, active devices and locations',
    params: AccountId,
    query: MetricsQuery,
    response: DailyScanMetrics,
  }),
  tokens: tokenEndpoints(dvsFamily, `${ACCOUNTS}/{id}/Tokens`, {
    params: AccountId,
    what: "account's DIVE product tokens",
  }),
  licenses: dvsFamily.endpoint({
    method: 'GET',
    path: `${ACCOUNTS}/{id}/Licenses`,
    summary: "The account's licenses with their devices, newest first",
    params: AccountId,
    response: Type.Array(License),
  }),
  createLicense: dvsFamily.endpoint({
    method: 'POST',
    path: `${ACCOUNTS}/{id}/Licenses`,
    gate: { permission: Permission.ManageCredentials },
    summary: 'Issue a license for a number of devices',
    params: AccountId,
    body: LicenseCreate,
    response: License,
  }),
  updateLicense: dvsFamily.endpoint({
    method: 'PUT',
    path: `${ACCOUNTS}/{id}/Licenses/{licenseId}`,
    gate: { permission: Permission.ManageCredentials },
    summary: 'Change its label, device limit or expiration, disable or enable it, release devices',
    params: LicenseIds,
    body: LicenseUpdate,
    response: License,
  }),
  deleteLicense: dvsFamily.endpoint({
    method: 'DELETE',
    path: `${ACCOUNTS}/{id}/Licenses/{licenseId}`,
    gate: { permission: Permission.ManageCredentials },
    summary: 'Delete it: its devices lose their seats',
    params: LicenseIds,
    answer: 'none',
  }),

  defaultAccountFeatures: dvsFamily.endpoint({
    method: 'GET',
    path: '/api/DvsDefaultAccountFeatures',
    summary: 'The DIVE features new DIVE accounts of the company start with',
    response: DiveFeatureStates,
  }),
  updateDefaultAccountFeatures: dvsFamily.endpoint({
    method: 'PUT',
    path: '/api/DvsDefaultAccountFeatures',
    gate: { permission: Permission.ChangeCompanyDefaults },
    summary: 'Switch default account features; existing accounts keep theirs',
    body: DiveFeaturesUpdate,
    response: DiveFeatureStates,
  }),
  defaultUserFeatures: dvsFamily.endpoint({
    method: 'GET',
    path: '/api/DvsDefaultUserFeatures/{id}',
    summary: "The DIVE features the account's new users start with",
    params: AccountId,
    response: DiveFeatureStates,
  }),
  updateDefaultUserFeatures: dvsFamily.endpoint({
    method: 'PUT',
    path: '/api/DvsDefaultUserFeatures/{id}',
    summary: "Switch the account's default user features; existing users keep theirs",
    params: AccountId,
    body: DiveFeaturesUpdate,
    response: DiveFeatureStates,
  }),
  accountFeatures: dvsFamily.endpoint({
    method: 'GET',
    path: '/api/DvsAccountFeatures/{id}',
    summary: "The account's DIVE features",
    params: AccountId,
    response: DiveFeatureStates,
  }),
  updateAccountFeatures: dvsFamily.endpoint({
    method: 'PUT',
    path: '/api/DvsAccountFeatures/{id}',
    summary: "Switch the account's DIVE features",
    params: AccountId,
    body: DiveFeaturesUpdate,
    response: DiveFeatureStates,
  }),
  userFeatures: dvsFamily.endpoint({
    method: 'GET',
    path: '/api/DvsUserFeatures/{id}/{userId}',
    summary: "A user's DIVE features (id: the account)",
    params: AccountUserIds,
    response: DiveFeatureStates,
  }),
  updateUserFeatures: dvsFamily.endpoint({
    method: 'PUT',
    path: '/api/DvsUserFeatures/{id}/{userId}',
    summary: "Switch a user's DIVE features",
    params: AccountUserIds,
    body: DiveFeaturesUpdate,
    response: DiveFeatureStates,
  }),
  usersFeatures: dvsFamily.endpoint({
    method: 'GET',
    path: '/api/DvsUsersFeatures/{id}',
    summary: "The account's users, each with its DIVE features",
    params: AccountId,
    response: Type.Array(DvsUserFeatures),
  }),
  updateUsersFeatures: dvsFamily.endpoint({
    method: 'PUT',
    path: '/api/DvsUsersFeatures/{id}',
    summary: 'Switch the same features for many users of the account, in one transaction',
    params: AccountId,
    body: DvsUsersFeaturesUpdate,
    response: Type.Array(DvsUserFeatures),
  }),

  users: dvsFamily.endpoint({
    method: 'GET',
    path: '/api/DvsUsers/{id}',
    summary: "The DIVE account's users, one page (id: the account)",
    params: AccountId,
    query: AccountUsersList.query,
    response: AccountUsersList.response,
    list: AccountUsersList.spec,
  }),
  createUser: dvsFamily.endpoint({
    method: 'POST',
    path: '/api/DvsUsers/{id}',
    summary: "Add a user to the DIVE account (id); the account's default user features apply",
    params: AccountId,
    body: AccountUser,
    response: AccountUserRow,
  }),
  // The spec gives the three one path; the change names the user (id: the user), as a user is
  // changed where it is, and its account is found from it.
  updateUser: dvsFamily.endpoint({
    method: 'PUT',
    path: '/api/DvsUsers/{id}',
    summary: 'Update a user of a DIVE account (id: the user)',
    params: AccountId,
    bodyId: 'id',
    body: AccountUser,
    response: AccountUserRow,
  }),

  requests: dvsFamily.endpoint({
    method: 'GET',
    path: REQUESTS,
    summary: 'DIVE requests, latest first; archived ones only with archived=true',
    query: DvsRequestsList.query,
    response: DvsRequestsList.response,
    list: DvsRequestsList.spec,
  }),
  devices: dvsFamily.endpoint({
    method: 'GET',
    path: `${REQUESTS}/devices`,
    summary: 'Devices of DIVE accounts',
    query: DvsDevicesList.query,
    response: DvsDevicesList.response,
    list: DvsDevicesList.spec,
  }),
  archive: dvsFamily.endpoint({
    method: 'PUT',
    path: `${REQUESTS}/Archive`,
    summary: 'Archive or restore requests (all or none)',
    body: DvsArchive,
    response: DvsArchiveResult,
  }),
  images: requestImageEndpoints(dvsFamily, REQUESTS),
  request: dvsFamily.endpoint({
    method: 'GET',
    path: `${REQUESTS}/{id}`,
    summary: 'A DIVE request: document, portrait, fields, barcode, MRZ, checks and the overall result',
    params: RequestIds,
    response: DvsRequest,
  }),
};
