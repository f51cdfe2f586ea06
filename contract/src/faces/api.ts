import { Type, type Static } from 'typebox';
import {
  EXTERNAL_ID_MAX_LENGTH,
  EXTERNAL_ID_PATTERN,
  REQUEST_STATUSES,
  RequestStatus,
} from '../activity/api.ts';
import { PRODUCT_API_PREFIX } from '../constants.ts';
import { FACE_COMPARE_SERVICE } from '../features/api.ts';
import { facesFamily } from './gates.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { productAccountsList } from '../kit/product-accounts.ts';
import { requestImageEndpoints, RequestId } from '../kit/request-images.ts';
import { tokenEndpoints } from '../kit/tokens.ts';
import { MetricsQuery, DailyScanMetrics } from '../kit/metrics.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { ComputedEvidence, FacesInImage } from '../kit/evidence.ts';
import { Permission } from '../permissions.ts';

export { facesFamily, FACE_COMPARE_SERVICE };

/*
 * Face/ID (product-families §7 "Face/ID"; screens /Faces/Users, /Faces/User/{id},
 * /Faces/Requests/{id}). A face/ID "user" is a customer account with the Face Compare product, so
 * {id} is the account's id throughout. The spec names the calls and not their shapes: the shapes
 * below are ours, and DefaultSettings is a call it does not name.
 * (rules: server/src/modules/faces/README.md)
 */

/** How many requests LastRequests answers. */
export const LAST_REQUESTS = 10;

/**
 * What a face product reports in a request's `result` (POST /ingest/requests): the match score of
 * the document portrait against the selfie and, when it checked liveness, the liveness score and
 * whether it passed; scores are 0-100. `matchThreshold` is the threshold the product applied; a
 * product that does not send it is shown against the account's threshold.
 */
export const FACE_RESULT = {
  matchScore: 'matchScore',
  matchThreshold: 'matchThreshold',
  livenessScore: 'livenessScore',
  livenessPassed: 'livenessPassed',
} as const;

/** The images a face request shows side by side, in this order (names of the product's upload). */
export const FACE_IMAGES = ['portrait', 'selfie'] as const;

const score = (title: string) => Type.Union([Type.Number({ title, minimum: 0, maximum: 100 }), Type.Null()]);

// ---------------------------------------------------------------------------------------------
// Settings and their defaults
// ---------------------------------------------------------------------------------------------

/** The limits and words of the face settings, for the schema and the form that edits it. */
export const MATCH_THRESHOLD_RANGE = { minimum: 1, maximum: 100 } as const;
export const FACE_SETTING_TEXTS = {
  matchThreshold: {
    title: 'Match Threshold',
    description: 'The lowest match score (0-100) the product accepts as the same person',
  },
  livenessRequired: {
    title: 'Liveness Required',
    description: 'Whether the product checks that the selfie is of a live person',
  },
} as const;

export const FaceSettings = Type.Object(
  {
    matchThreshold: Type.Integer({ ...FACE_SETTING_TEXTS.matchThreshold, ...MATCH_THRESHOLD_RANGE }),
    livenessRequired: Type.Boolean(FACE_SETTING_TEXTS.livenessRequired),
  },
  { additionalProperties: false },
);
export type FaceSettings = Static<typeof FaceSettings>;

/** The settings of a company that never set its defaults. */
export const BUILT_IN_FACE_SETTINGS: FaceSettings = { matchThreshold: 80, livenessRequired: true };

/** What the defaults screen says, verbatim, next to the defaults. */
export const FACE_DEFAULTS_NOTE =
  'New face/ID accounts start with these settings. Changing them does not change existing accounts.';

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const FaceAccountItem = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  name: Type.String({ title: 'Name' }),
  contactName: Type.String({ title: 'Contact' }),
  active: Type.Boolean({ title: 'Active' }),
  lastScan: Type.Union([DateTime('Last Scan'), Type.Null()]),
  ...FaceSettings.properties,
});
export type FaceAccountItem = Static<typeof FaceAccountItem>;

export const FACE_ACCOUNT_SORT_FIELDS = ['id', 'name', 'lastScan'] as const;

export const FaceAccountsList = productAccountsList({
  item: FaceAccountItem,
  sortFields: FACE_ACCOUNT_SORT_FIELDS,
  columns: {
    lastScan: 'Last Scan',
    matchThreshold: 'Match Threshold',
    livenessRequired: 'Liveness Required',
  },
  fileName: 'face-accounts',
});
export type FaceAccountsQuery = Static<typeof FaceAccountsList.query>;

/** One account with its settings and what it did in the last 30 days. */
export const FaceAggregatedAccount = Type.Object({
  ...FaceAccountItem.properties,
  activeTokens: Type.Integer({ title: 'Active Tokens' }),
  requestsLast30Days: Type.Integer({ title: 'Requests (30 days)' }),
});
export type FaceAggregatedAccount = Static<typeof FaceAggregatedAccount>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const FaceRequestItem = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  accountId: Type.Integer({ title: 'Account ID' }),
  accountName: Type.String({ title: 'Account' }),
  externalId: Type.String({ title: 'Reference' }),
  status: Type.Enum(REQUEST_STATUSES, { title: 'Decision' }),
  startedAt: DateTime('Started'),
  matchScore: score('Match Score'),
  livenessPassed: Type.Union([Type.Boolean({ title: 'Liveness' }), Type.Null()]),
  failureReason: Type.Union([Type.String({ title: 'Reason' }), Type.Null()]),
});
export type FaceRequestItem = Static<typeof FaceRequestItem>;

/**
 * The company's face requests, newest first. `accountId` keeps one account's; `dateFrom` and
 * `dateTo` are UTC days, both included (at most two years apart).
 */
export const FaceRequestsList = pagedList({
  item: FaceRequestItem,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['startedAt'],
  defaultSort: { field: 'startedAt', order: 'desc' },
  textFilter: false,
  filters: {
    accountId: Type.Optional(Id({ title: 'Account' })),
    status: Type.Optional(Type.Enum(REQUEST_STATUSES, { title: 'Decision' })),
    dateFrom: Type.Optional(Day('From')),
    dateTo: Type.Optional(Day('To')),
  },
  columns: {
    id: 'ID',
    startedAt: 'Started',
    accountName: 'Account',
    externalId: 'Reference',
    status: 'Decision',
    matchScore: 'Match Score',
    livenessPassed: 'Liveness',
    failureReason: 'Reason',
  },
  fileName: 'face-requests',
});
export type FaceRequestsQuery = Static<typeof FaceRequestsList.query>;

/** The decision a request's status stands for, as the request page says it. */
export const FACE_DECISIONS: Readonly<Record<RequestStatus, string>> = {
  [RequestStatus.Success]: 'Accepted: the same person',
  [RequestStatus.Failed]: 'Rejected',
  [RequestStatus.Review]: 'Sent to manual review',
};

/**
 * Why a reported decision contradicts the request's own evidence, or null. A product that says
 * "accepted" for a match score below the threshold (score 3 against 80) is not believed: the
 * request goes to manual review with these words (the product API's face check), and the request
 * page shows them beside the decision. A rejection above the threshold is no contradiction: the
 * liveness check, or the document, may have failed.
 */
export function faceDecisionConflict(
  status: RequestStatus,
  matchScore: number | null,
  matchThreshold: number,
): string | null {
  if (status !== RequestStatus.Success || matchScore === null || matchScore >= matchThreshold) return null;
  return `Reported as accepted, but the match score ${matchScore} is below the threshold ${matchThreshold}`;
}

export const FaceRequestDetail = Type.Object({
  ...FaceRequestItem.properties,
  completedAt: Type.Union([DateTime('Completed'), Type.Null()]),
  service: Type.Union([Type.String({ title: 'Service' }), Type.Null()]),
  matchThreshold: Type.Number({ title: 'Match Threshold', minimum: 0, maximum: 100 }),
  thresholdSource: Type.Enum(['request', 'console', 'account'], {
    description:
      "request: the threshold the product applied; console: the account's threshold when the console compared the faces itself (Face Compare's call); account: the account's current one",
  }),
  livenessScore: score('Liveness Score'),
  decision: Type.String({ title: 'Decision' }),
  conflict: Type.Union([Type.String({ title: 'Conflict' }), Type.Null()], {
    description:
      'Why the reported decision contradicts the score and threshold (faceDecisionConflict), or null',
  }),
  /** The face match the console computed from the two images itself; null before it ran. */
  evidence: Type.Union([ComputedEvidence, Type.Null()]),
});
export type FaceRequestDetail = Static<typeof FaceRequestDetail>;

// ---------------------------------------------------------------------------------------------
// Face Compare as a service: the product API call that compares two faces
// ---------------------------------------------------------------------------------------------

/** Where a Face Compare product has the console compare two faces (a machine call: bearer faces_ token). */
export const FACE_COMPARE_PATH = `${PRODUCT_API_PREFIX}faces/compare`;

/**
 * The call's two images, each in the multipart field of its name (PNG or JPEG): the reference (a
 * document's portrait, an enrolled photo) and the live one. They are stored under these names, the
 * ones the request page shows side by side.
 */
export const FACE_COMPARE_IMAGES = FACE_IMAGES;

/** The call's text fields (multipart, beside the images). */
export const FaceCompareFields = Type.Object(
  {
    externalId: Type.Optional(
      Type.String({
        pattern: EXTERNAL_ID_PATTERN,
        maxLength: EXTERNAL_ID_MAX_LENGTH,
        description:
          "The product's own id of the comparison: sent again, the stored answer comes back and nothing is computed or stored. Without one the console makes one up",
      }),
    ),
  },
  { additionalProperties: false },
);
export type FaceCompareFields = Static<typeof FaceCompareFields>;

/** The statuses a comparison is stored with: the console decides it, so never review. */
export const FACE_COMPARE_STATUSES = [RequestStatus.Success, RequestStatus.Failed] as const;

/** The answer: 201 computed and stored, 200 the stored answer of an externalId compared before. */
export const FaceComparison = Type.Object({
  id: Type.Integer({ description: "The stored request's id" }),
  externalId: Type.String({ description: "The product's id of the comparison, or the one the console made" }),
  created: Type.Boolean({
    description: 'false: the externalId was compared before, and this is that answer',
  }),
  match: Type.Boolean({ description: 'The score is at or above the threshold: the same person' }),
  status: Type.Enum(FACE_COMPARE_STATUSES, {
    description: 'The decision the request is stored with: success accepted, failed rejected',
  }),
  score: Type.Number({ minimum: 0, maximum: 100, description: 'The face match, 0-100' }),
  distance: Type.Number({ description: 'The face descriptors’ Euclidean distance (0 identical)' }),
  threshold: Type.Number({
    ...MATCH_THRESHOLD_RANGE,
    description: "The account's match threshold when compared (its Face Compare settings)",
  }),
  model: Type.String({ description: 'The face model’s name and version' }),
  images: Type.Array(FacesInImage, {
    description: 'Each image as stored (label: its field) with the faces found in it',
  }),
  comparedAt: DateTime('Compared', 'When the match was computed'),
});
export type FaceComparison = Static<typeof FaceComparison>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const BASE = '/api/Faces';
const ById = Type.Object({ id: Id() });

export const facesApi = {
  accounts: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Accounts`,
    summary: "The company's face/ID accounts with their settings",
    query: FaceAccountsList.query,
    response: FaceAccountsList.response,
    list: FaceAccountsList.spec,
  }),
  defaultSettings: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/DefaultSettings`,
    summary: 'The settings new face/ID accounts start with',
    response: FaceSettings,
  }),
  updateDefaultSettings: facesFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/DefaultSettings`,
    gate: { permission: Permission.ChangeCompanyDefaults },
    summary: 'Change the settings new face/ID accounts start with (existing accounts keep theirs)',
    body: FaceSettings,
    response: FaceSettings,
  }),
  requests: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Requests`,
    summary: "The company's face requests, newest first",
    query: FaceRequestsList.query,
    response: FaceRequestsList.response,
    list: FaceRequestsList.spec,
  }),
  request: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Requests/{id}`,
    summary: 'One face request: its scores against the threshold, liveness and decision',
    params: Type.Object({ id: RequestId() }),
    response: FaceRequestDetail,
  }),
  images: requestImageEndpoints(facesFamily, `${BASE}/Requests`),
  aggregatedAccount: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/AggregatedAccount`,
    summary: 'One face/ID account with its settings, active tokens and recent requests',
    params: ById,
    response: FaceAggregatedAccount,
  }),
  updateAccount: facesFamily.endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Account`,
    summary: "Change the account's face settings",
    params: ById,
    body: FaceSettings,
    response: FaceAggregatedAccount,
  }),
  metrics: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Metrics`,
    summary: "The account's face requests per UTC day and status over a range (at most two years)",
    params: ById,
    query: MetricsQuery,
    response: DailyScanMetrics,
  }),
  lastRequests: facesFamily.endpoint({
    method: 'GET',
    path: `${BASE}/{id}/LastRequests`,
    summary: `The account's latest ${LAST_REQUESTS} face requests`,
    params: ById,
    response: Type.Array(FaceRequestItem),
  }),
  tokens: tokenEndpoints(facesFamily, `${BASE}/{id}/Tokens`, {
    params: ById,
    what: "account's product tokens its face product reports with",
  }),
  compare: facesFamily.endpoint({
    method: 'POST',
    path: FACE_COMPARE_PATH,
    summary:
      "Compare the faces of two images (multipart: portrait, selfie) against the token's account's threshold: 201 stored, 200 when its externalId was compared before",
    // A machine call (a Face Compare product token, no session): in the product API's document.
    machine: true,
    multipart: FaceCompareFields,
    response: FaceComparison,
  }),
};
