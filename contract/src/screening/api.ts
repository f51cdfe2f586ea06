import { Type, type Static } from 'typebox';
import { AccountDetail, AccountWithInfo } from '../accounts/api.ts';
import { RequestStatus, REQUEST_STATUSES, SERVICE_PATTERN } from '../activity/api.ts';
import { TimeZone } from '../books/api.ts';
import { Id } from '../kit/integers.ts';
import { EMAIL_PATTERN } from '../kit/validation.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { productAccountsList } from '../kit/product-accounts.ts';
import { tokenEndpoints } from '../kit/tokens.ts';
import { screeningFamily } from './gates.ts';
import { PLAN_INTERVALS, SUBSCRIPTION_STATUSES } from './subscriptions.ts';
import { MetricsQuery, DailyScanMetrics, ScanCounts } from '../kit/metrics.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { Permission } from '../permissions.ts';

export { screeningFamily };

/*
 * Verification Services (product-families §7 "Screening"): screening accounts (customer accounts
 * with the Screening product), their tokens, enabled services, subscriptions to plans, statistics
 * from the activity rollups, requests and customizing. Every call needs the VerificationService
 * module (gates.ts). (rules, and the billing model: server/src/modules/screening/README.md)
 *
 * Where the spec names a call without its shape (most of §7), the decisions are written here:
 * - `Subscriptions/{id}/add` takes the account's id ({id}) and the plan in the body;
 *   `Subscriptions/{id}` and `Subscriptions/{id}/update` take the subscription's id.
 * - `Statistics/{id}` (the screen) and `Stats/{serviceId}` are one service's statistics across the
 *   company's screening accounts; `Stats` is every service's.
 * - `Requests` lists the company's screening requests; `Requests/{id}` (not in the spec) answers one
 *   request's details for the requests screen.
 */

const BASE = '/api/Screening';

const cents = (title: string, description: string) =>
  Type.Integer({ title, minimum: 0, maximum: 100_000_000, description });

const AccountId = Type.Object({ id: Id({ description: 'The screening account (customer account)' }) });

// ---------------------------------------------------------------------------------------------
// Catalogue: services and plans
// ---------------------------------------------------------------------------------------------

export const ScreeningService = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String({ title: 'Code', description: 'What the product API reports as a request’s service' }),
    name: Type.String({ title: 'Service' }),
    description: Type.String({ title: 'Description' }),
    active: Type.Boolean({ title: 'Active' }),
  },
  { title: 'Service' },
);
export type ScreeningService = Static<typeof ScreeningService>;

export const ScreeningPlan = Type.Object(
  {
    id: Type.Integer(),
    serviceId: Type.Integer(),
    serviceName: Type.String({ title: 'Service' }),
    name: Type.String({ title: 'Plan' }),
    interval: Type.Enum([...PLAN_INTERVALS], { title: 'Billed', description: 'month or year' }),
    unitPriceCents: cents('Price per included request', 'US cents for each request included per period'),
    overageUnitCents: cents('Price per extra request', 'US cents for each request beyond the quantity'),
    active: Type.Boolean({ title: 'Active' }),
  },
  { title: 'Plan' },
);
export type ScreeningPlan = Static<typeof ScreeningPlan>;

/** A service as one account sees it: enabled for it or not. */
export const AccountService = Type.Object({ ...ScreeningService.properties, enabled: Type.Boolean() });
export type AccountService = Static<typeof AccountService>;

/** POST customers/{id}/services: the services enabled for the account from now on (the whole set). */
export const AccountServicesUpdate = Type.Object(
  {
    serviceIds: Type.Array(Id(), {
      title: 'Services',
      maxItems: 100,
      uniqueItems: true,
      description: 'Every service to enable; the others are disabled',
    }),
  },
  { additionalProperties: false },
);
export type AccountServicesUpdate = Static<typeof AccountServicesUpdate>;

// ---------------------------------------------------------------------------------------------
// Subscriptions
// ---------------------------------------------------------------------------------------------

/** Most requests a subscription may include per period. */
export const MAX_QUANTITY = 100_000_000;

const quantity = Type.Integer({
  title: 'Quantity',
  minimum: 1,
  maximum: MAX_QUANTITY,
  description: 'Requests included per billing period; more are accepted and billed as overage',
});
const expirationDate = Day('Expiration Date', 'The last day the subscription runs (UTC)');

export const Subscription = Type.Object(
  {
    id: Type.Integer(),
    accountId: Type.Integer(),
    serviceId: Type.Integer(),
    serviceName: Type.String({ title: 'Service' }),
    planId: Type.Integer(),
    planName: Type.String({ title: 'Plan' }),
    interval: Type.Enum([...PLAN_INTERVALS], { title: 'Billed' }),
    unitPriceCents: Type.Integer(),
    overageUnitCents: Type.Integer(),
    quantity: Type.Integer({ title: 'Quantity' }),
    expirationDate: Day('Expiration Date'),
    subscriptionStatusId: Type.Enum([...SUBSCRIPTION_STATUSES], { title: 'Status' }),
    startedOn: Day('Started'),
    currentPeriodStart: Day('Period Start'),
    currentPeriodEnd: Day('Period End'),
    /** Requests of the service in the current period, from the rollups. */
    usage: Type.Integer({ title: 'Used' }),
    /** Requests beyond the quantity in the current period (billed as overage). */
    overage: Type.Integer({ title: 'Overage' }),
    cancelledAt: Type.Union([DateTime('Cancelled'), Type.Null()]),
  },
  { title: 'Subscription' },
);
export type Subscription = Static<typeof Subscription>;

/** POST Subscriptions/{id}/add: a new subscription of the account to a plan, starting today. */
export const SubscriptionCreate = Type.Object(
  {
    planId: Id({ title: 'Plan' }),
    quantity,
    expirationDate,
  },
  { additionalProperties: false },
);
export type SubscriptionCreate = Static<typeof SubscriptionCreate>;

/** POST Subscriptions/{id}/update: quantity and expirationDate (while Active or Suspended). */
export const SubscriptionUpdate = Type.Object({ quantity, expirationDate }, { additionalProperties: false });
export type SubscriptionUpdate = Static<typeof SubscriptionUpdate>;

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const ScreeningAccountListItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactName: Type.String(),
  active: Type.Boolean(),
  lastScan: Type.Union([DateTime('Last Scan'), Type.Null()]),
  activeSubscriptions: Type.Integer({ description: 'Active subscriptions' }),
});
export type ScreeningAccountListItem = Static<typeof ScreeningAccountListItem>;

export const SCREENING_ACCOUNT_SORT_FIELDS = ['lastScan', 'id', 'name', 'contactName', 'active'] as const;

export const ScreeningAccountsList = productAccountsList({
  item: ScreeningAccountListItem,
  sortFields: SCREENING_ACCOUNT_SORT_FIELDS,
  defaultSort: { field: 'lastScan', order: 'desc' },
  columns: {
    lastScan: 'Last Scan',
    activeSubscriptions: 'Active Subscriptions',
  },
  fileName: 'screening-accounts',
});
export type ScreeningAccountsQuery = Static<typeof ScreeningAccountsList.query>;

/** The account's customizing (AccountSettings PUT): how its screening pages and e-mails present it. */
export const ScreeningAccountSettings = Type.Object(
  {
    brandName: Type.String({
      title: 'Brand Name',
      maxLength: 100,
      description: 'Shown to the people screened instead of the account name; empty: the account name',
    }),
    accentColor: Type.String({
      title: 'Accent Color',
      maxLength: 7,
      pattern: '^(#[0-9A-Fa-f]{6})?$',
      examples: ['#1677FF'],
      description: 'A hex color such as #1677FF; empty: the console’s',
    }),
    supportEmail: Type.String({
      title: 'Support E-mail',
      maxLength: 254,
      pattern: `^(${EMAIL_PATTERN.source.slice(1, -1)})?$`,
      examples: ['help@customer.example'],
      description: 'Empty: none',
    }),
    supportPhone: Type.String({
      title: 'Support Phone',
      maxLength: 30,
      pattern: '^[0-9 ()+.-]*$',
      examples: ['+1 555 0100'],
    }),
    timeZoneId: Type.String({
      title: 'Time Zone',
      maxLength: 100,
      description: 'The time zone of the account’s reports (GET timezones); empty: the account’s own',
    }),
  },
  { additionalProperties: false, title: 'Customizing' },
);
export type ScreeningAccountSettings = Static<typeof ScreeningAccountSettings>;

/** Accounts/{id}/AggregatedAccount: the account, its settings and what it has, in one answer. */
export const AggregatedAccount = Type.Object({
  account: AccountWithInfo,
  settings: ScreeningAccountSettings,
  counts: Type.Object({
    tokens: Type.Integer(),
    services: Type.Integer({ description: 'Services enabled' }),
    activeSubscriptions: Type.Integer(),
    requestsLast30Days: Type.Integer(),
  }),
});
export type AggregatedAccount = Static<typeof AggregatedAccount>;

// ---------------------------------------------------------------------------------------------
// Statistics
// ---------------------------------------------------------------------------------------------

/** Stats and Stats/{serviceId}: `From` and `To` as the spec names them (UTC days, both included). */
export const StatsQuery = Type.Object({
  From: Type.Optional(Day('From', 'First UTC day of the range (YYYY-MM-DD)')),
  To: Type.Optional(Day('To', 'Last UTC day of the range, included (YYYY-MM-DD)')),
});
export type StatsQuery = Static<typeof StatsQuery>;

export const ServiceCounts = Type.Object({
  service: Type.String({ description: 'The service code; empty for requests that named none' }),
  serviceName: Type.String(),
  ...ScanCounts.properties,
});
export type ServiceCounts = Static<typeof ServiceCounts>;

/** Requests per UTC day by status over the range, and per service. */
export const ScreeningStats = Type.Object({
  dateFrom: Day(),
  dateTo: Day(),
  days: DailyScanMetrics.properties.days,
  totals: ScanCounts,
  services: Type.Array(ServiceCounts),
});
export type ScreeningStats = Static<typeof ScreeningStats>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const ScreeningRequestItem = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  accountName: Type.String(),
  externalId: Type.String(),
  service: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(REQUEST_STATUSES),
  failureReason: Type.Union([Type.String(), Type.Null()]),
  startedAt: DateTime('Started'),
  completedAt: Type.Union([DateTime('Completed'), Type.Null()]),
});
export type ScreeningRequestItem = Static<typeof ScreeningRequestItem>;

/** One request with what the product reported of it (its result details). */
export const ScreeningRequestDetail = Type.Object({
  ...ScreeningRequestItem.properties,
  receivedAt: DateTime('Received'),
  result: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type ScreeningRequestDetail = Static<typeof ScreeningRequestDetail>;

/**
 * The requests lists, newest first: by start, in a window of UTC days (at most two years; left out,
 * the last 30 days), of a status and a service; the company's list also of one account. Sorted on
 * startedAt only: the indexes lead with the account or the company's product and startedAt.
 */
const requestFilters = {
  From: StatsQuery.properties.From,
  To: StatsQuery.properties.To,
  status: Type.Optional(Type.Enum(REQUEST_STATUSES, { title: 'Status' })),
  service: Type.Optional(Type.String({ title: 'Service', pattern: SERVICE_PATTERN, maxLength: 64 })),
};
const requestsListOptions = {
  item: ScreeningRequestItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['startedAt'],
  defaultSort: { field: 'startedAt', order: 'desc' },
  textFilter: false,
  columns: {
    id: 'ID',
    startedAt: 'Started',
    accountId: 'Account ID',
    accountName: 'Account',
    externalId: 'External ID',
    service: 'Service',
    status: 'Status',
    failureReason: 'Failure Reason',
    completedAt: 'Completed',
  },
  fileName: 'screening-requests',
} as const;
export const ScreeningRequestsList = pagedList({
  ...requestsListOptions,
  filters: { ...requestFilters, accountId: Type.Optional(Id({ title: 'Account' })) },
});
export const AccountRequestsList = pagedList({ ...requestsListOptions, filters: requestFilters });
export type ScreeningRequestsQuery = Static<typeof ScreeningRequestsList.query>;

/** The request statuses, as the requests filters offer them. */
export const SCREENING_REQUEST_STATUSES = RequestStatus;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const SubscriptionId = Type.Object({ id: Id({ description: 'The subscription' }) });
const AccountSubscriptionId = Type.Object({ id: AccountId.properties.id, subId: Id() });
const ServiceId = Type.Object({ serviceId: Id() });

const tokens = tokenEndpoints(screeningFamily, `${BASE}/Accounts/{id}/tokens`, {
  params: AccountId,
  what: "account's screening tokens",
});
const TokenOfAccount = tokens.update.params;

/** POST tokens/{tokenId}/Update: the spec's change of expiration (null: never expires). */
export const TokenExpirationUpdate = Type.Object(
  {
    newExpirationDate: Type.Union([
      Day('New Expiration Date', 'The new last day the token works (UTC)'),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type TokenExpirationUpdate = Static<typeof TokenExpirationUpdate>;

export const screeningApi = {
  accounts: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts`,
    summary: 'The screening accounts, one page',
    query: ScreeningAccountsList.query,
    response: ScreeningAccountsList.response,
    list: ScreeningAccountsList.spec,
  }),
  aggregatedAccount: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/AggregatedAccount`,
    summary: 'The account, its customizing and its counts',
    params: AccountId,
    response: AggregatedAccount,
  }),
  updateAccount: screeningFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/Accounts/{id}/Account`,
    summary: "Change the account's details (the accounts family's rules)",
    params: AccountId,
    bodyId: 'id',
    body: AccountDetail,
    response: AccountWithInfo,
  }),
  updateSettings: screeningFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/Accounts/{id}/AccountSettings`,
    summary: "Change the account's customizing",
    params: AccountId,
    body: ScreeningAccountSettings,
    response: ScreeningAccountSettings,
  }),
  tokens: tokens.list,
  createToken: tokens.create,
  updateToken: tokens.update,
  deleteToken: tokens.remove,
  disableToken: screeningFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/tokens/{tokenId}/disable`,
    gate: { permission: Permission.ManageCredentials },
    summary: 'Disable the token: the product API refuses it from then on',
    params: TokenOfAccount,
    response: tokens.update.response,
  }),
  setTokenExpiration: screeningFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/tokens/{tokenId}/Update`,
    gate: { permission: Permission.ManageCredentials },
    summary: "Change the token's expiration date",
    params: TokenOfAccount,
    body: TokenExpirationUpdate,
    response: tokens.update.response,
  }),
  subscriptions: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/subscriptions`,
    summary: "The account's subscriptions with their current period's usage, newest first",
    params: AccountId,
    response: Type.Array(Subscription),
  }),
  cancelSubscription: screeningFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Accounts/{id}/subscriptions/{subId}/cancel`,
    gate: { permission: Permission.ManageBilling },
    summary: 'Cancel the subscription (Active or Suspended); 409 otherwise',
    params: AccountSubscriptionId,
    response: Subscription,
  }),
  deleteSubscription: screeningFamily.endpoint({
    method: 'DELETE',
    path: `${BASE}/Accounts/{id}/subscriptions/{subId}/delete`,
    gate: { permission: Permission.ManageBilling },
    summary: 'Delete the subscription (Cancelled or Expired); 409 otherwise',
    params: AccountSubscriptionId,
    answer: 'none',
  }),
  statsByAllServices: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/statsByAllServices`,
    summary: "The account's requests per service over the range (last 30 days unless told)",
    params: AccountId,
    query: StatsQuery,
    response: Type.Array(ServiceCounts),
  }),
  metrics: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/getMetrics`,
    summary: "The account's requests per UTC day by status over dateFrom..dateTo (at most two years)",
    params: AccountId,
    query: MetricsQuery,
    response: ScreeningStats,
  }),
  accountServices: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/services`,
    summary: 'Every service of the catalogue, each enabled for the account or not',
    params: AccountId,
    response: Type.Array(AccountService),
  }),
  setAccountServices: screeningFamily.endpoint({
    method: 'POST',
    path: `${BASE}/customers/{id}/services`,
    gate: { permission: Permission.ManageBilling },
    summary: 'Set the services enabled for the account',
    params: AccountId,
    body: AccountServicesUpdate,
    response: Type.Array(AccountService),
  }),
  accountRequests: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts/{id}/requests`,
    summary: "The account's screening requests, one page",
    params: AccountId,
    query: AccountRequestsList.query,
    response: AccountRequestsList.response,
    list: AccountRequestsList.spec,
  }),
  services: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/services`,
    summary: 'The catalogue of screening services',
    response: Type.Array(ScreeningService),
  }),
  plans: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Subscriptions/plans`,
    summary: 'Every plan of every service',
    response: Type.Array(ScreeningPlan),
  }),
  servicePlans: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Subscriptions/plans/{serviceId}`,
    summary: "The service's plans",
    params: ServiceId,
    response: Type.Array(ScreeningPlan),
  }),
  subscription: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Subscriptions/{id}`,
    summary: 'One subscription with its current usage',
    params: SubscriptionId,
    response: Subscription,
  }),
  addSubscription: screeningFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Subscriptions/{id}/add`,
    gate: { permission: Permission.ManageBilling },
    summary: 'Subscribe the account ({id}) to a plan of a service enabled for it, from today',
    params: AccountId,
    body: SubscriptionCreate,
    response: Subscription,
  }),
  updateSubscription: screeningFamily.endpoint({
    method: 'POST',
    path: `${BASE}/Subscriptions/{id}/update`,
    gate: { permission: Permission.ManageBilling },
    summary: 'Change quantity and expiration date (Active or Suspended); 409 otherwise',
    params: SubscriptionId,
    body: SubscriptionUpdate,
    response: Subscription,
  }),
  timezones: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/timezones`,
    summary: 'The time zones an account’s customizing may name',
    response: Type.Array(TimeZone),
  }),
  stats: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Stats`,
    summary: "The company's screening requests per day and per service over From..To",
    query: StatsQuery,
    response: ScreeningStats,
  }),
  serviceStats: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Stats/{serviceId}`,
    summary: "One service's requests per day over From..To",
    params: ServiceId,
    query: StatsQuery,
    response: ScreeningStats,
  }),
  requests: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Requests`,
    summary: "The company's screening requests, one page",
    query: ScreeningRequestsList.query,
    response: ScreeningRequestsList.response,
    list: ScreeningRequestsList.spec,
  }),
  request: screeningFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Requests/{id}`,
    summary: "One screening request's details",
    params: Type.Object({ id: Id() }),
    response: ScreeningRequestDetail,
  }),
};
