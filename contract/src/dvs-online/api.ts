import { Type, type Static } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import { REQUEST_STATUSES } from '../activity/api.ts';
import { DOCUMENT_TYPES } from '../dvs/result.ts';
import { dvsOnlineFamily } from './gates.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { productAccountsList } from '../kit/product-accounts.ts';
import { tokenEndpoints } from '../kit/tokens.ts';
import { MetricsQuery, DailyScanMetrics, ScanCounts } from '../kit/metrics.ts';
import { Day, DateTime } from '../kit/dates.ts';

export { dvsOnlineFamily };

/*
 * DIVE Online (product-families §2 "Online DIVE (/DVSOnline)": Users, User/{id}, successStatistics;
 * console-core §2 named route DSVOnline.UserItem). The spec names the screens and no call, so every
 * call here is ours, on the kit's paged contract. A user's {id} is its account's (gates.ts), and its
 * requests are in DIVE's result shape (dvs/result.ts). (rules: server/src/modules/dvs-online/README.md)
 */

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export const DvsOnlineUserItem = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  name: Type.String({ title: 'Name' }),
  contactName: Type.String({ title: 'Contact' }),
  active: Type.Boolean({ title: 'Active' }),
  lastScan: nullable(DateTime('Last Scan')),
});
export type DvsOnlineUserItem = Static<typeof DvsOnlineUserItem>;

export const DVS_ONLINE_USER_SORT_FIELDS = ['name', 'id', 'lastScan'] as const;

/** GET /api/DvsOnline/Users: by name unless sorted (each sort on an index led by the tenant). */
export const DvsOnlineUsersList = productAccountsList({
  item: DvsOnlineUserItem,
  sortFields: DVS_ONLINE_USER_SORT_FIELDS,
  columns: { lastScan: 'Last Scan' },
  fileName: 'dive-online-users',
});
export type DvsOnlineUsersQuery = Static<typeof DvsOnlineUsersList.query>;

/** Days of "requests in the last 30 days", today included. */
export const DVS_ONLINE_RECENT_DAYS = 30;

/** GET /api/DvsOnline/Users/{id}: the user and what it did in the last 30 days (the rollups). */
export const DvsOnlineUser = Type.Object({
  ...DvsOnlineUserItem.properties,
  recent: ScanCounts,
});
export type DvsOnlineUser = Static<typeof DvsOnlineUser>;

// ---------------------------------------------------------------------------------------------
// A user's requests
// ---------------------------------------------------------------------------------------------

export const DvsOnlineRequestItem = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  externalId: Type.String({ title: 'External ID' }),
  startedAt: DateTime('Started'),
  status: Type.Enum(REQUEST_STATUSES, { title: 'Status' }),
  documentType: nullable(Type.Enum([...DOCUMENT_TYPES], { title: 'Document Type' })),
  failureReason: nullable(Type.String({ title: 'Failure Reason' })),
});
export type DvsOnlineRequestItem = Static<typeof DvsOnlineRequestItem>;

/**
 * GET /api/DvsOnline/Users/{id}/Requests: newest first on the index (account, startedAt); the
 * total is the rollups' sum over the same days and status (the rollups' key leads with the account).
 */
export const DvsOnlineRequestsList = pagedList({
  item: DvsOnlineRequestItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['startedAt'],
  defaultSort: { field: 'startedAt', order: 'desc' },
  textFilter: false,
  filters: {
    dateFrom: Type.Optional(Day('From', 'First UTC day of startedAt (YYYY-MM-DD)')),
    dateTo: Type.Optional(Day('To', 'Last UTC day of startedAt, included (YYYY-MM-DD)')),
    status: Type.Optional(Type.Enum(REQUEST_STATUSES, { title: 'Status' })),
  },
  columns: {
    id: 'ID',
    externalId: 'External ID',
    startedAt: 'Started',
    status: 'Status',
    documentType: 'Document Type',
    failureReason: 'Failure Reason',
  },
  fileName: 'dive-online-requests',
});
export type DvsOnlineRequestsQuery = Static<typeof DvsOnlineRequestsList.query>;

// ---------------------------------------------------------------------------------------------
// Success statistics
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/DvsOnline/SuccessStatistics: every UTC day of the range with its requests by status and
 * its success rate (success / total, 0..1; null on a day without requests), the totals and the
 * range's success rate. Left out, the range is the last 30 days; at most two years.
 */
export const DvsOnlineSuccessStatistics = Type.Object({
  dateFrom: Day(),
  dateTo: Day(),
  days: Type.Array(
    Type.Object({
      day: Day(),
      ...ScanCounts.properties,
      successRate: nullable(Type.Number({ minimum: 0, maximum: 1 })),
    }),
  ),
  totals: ScanCounts,
  successRate: nullable(Type.Number({ minimum: 0, maximum: 1 })),
});
export type DvsOnlineSuccessStatistics = Static<typeof DvsOnlineSuccessStatistics>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const BASE = '/api/DvsOnline';
const UserId = Type.Object({ id: Id() });

export const dvsOnlineApi = {
  users: dvsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Users`,
    summary: "The company's DIVE Online users (accounts with the DIVE Online product)",
    query: DvsOnlineUsersList.query,
    response: DvsOnlineUsersList.response,
    list: DvsOnlineUsersList.spec,
  }),
  user: dvsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Users/{id}`,
    summary: 'A DIVE Online user (id: the account) with its requests of the last 30 days',
    params: UserId,
    response: DvsOnlineUser,
  }),
  metrics: dvsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Users/{id}/Metrics`,
    summary: "The user's DIVE Online requests per UTC day and status over a range (at most two years)",
    params: UserId,
    query: MetricsQuery,
    response: DailyScanMetrics,
  }),
  requests: dvsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Users/{id}/Requests`,
    summary: "The user's DIVE Online requests, newest first",
    params: UserId,
    query: DvsOnlineRequestsList.query,
    response: DvsOnlineRequestsList.response,
    list: DvsOnlineRequestsList.spec,
  }),
  tokens: tokenEndpoints(dvsOnlineFamily, `${BASE}/Users/{id}/Tokens`, {
    params: UserId,
    what: "user's product tokens its DIVE Online app reports with",
  }),
  successStatistics: dvsOnlineFamily.endpoint({
    method: 'GET',
    path: `${BASE}/SuccessStatistics`,
    summary: "The success rate of the company's DIVE Online requests per UTC day over a range",
    query: MetricsQuery,
    response: DvsOnlineSuccessStatistics,
  }),
};
