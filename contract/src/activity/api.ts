import { Type, type Static } from 'typebox';
import { PRODUCT_API_PREFIX } from '../constants.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { Id } from '../kit/integers.ts';
import { Project } from '../products/api.ts';
import { DateTime, INSTANT_MAX_AHEAD_MS } from '../kit/dates.ts';
import { DeviceDataText } from '../kit/text.ts';

/**
 * Product activity (DESIGN.md "Product activity"): the verification requests every product reports
 * through the product API, one store for all products. Families read it; none keeps its own.
 * (rules: server/src/modules/activity/README.md; for product developers: docs/product-api.md)
 */

export const RequestStatus = { Success: 'success', Failed: 'failed', Review: 'review' } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
export const REQUEST_STATUSES = Object.values(RequestStatus);

/**
 * The kit token kind of each product's API tokens (contract/src/kit/tokens.ts): the families issue
 * them per product account (the token's owner is the customer account), and the secret starts with
 * the kind, so a leaked token says which product it opens. A product without a kind here (Passport,
 * the customer site) reports nothing through the product API.
 */
export const PRODUCT_TOKEN_KINDS = {
  [Project.VsOnline]: 'vsonline',
  [Project.Screening]: 'screening',
  [Project.Faces]: 'faces',
  [Project.DVS]: 'dvs',
  [Project.DvsOnline]: 'dvsonline',
  [Project.Onboarding]: 'onboarding',
} as const satisfies Partial<Record<Project, string>>;
export type ProductProject = keyof typeof PRODUCT_TOKEN_KINDS;

/** Where products report their requests (a machine call outside /api: bearer product token, no session). */
export const INGEST_REQUESTS_PATH = `${PRODUCT_API_PREFIX}requests`;
/** Where the images of a reported request follow, by the product's own externalId. */
export const INGEST_REQUEST_IMAGES_PATH = `${PRODUCT_API_PREFIX}requests/{externalId}/images`;

/**
 * A product's own id for a request: it names the request in the images URL, so it is kept to URL-safe
 * characters. The same externalId twice is the same request (a retry), never two.
 */
export const EXTERNAL_ID_MAX_LENGTH = 100;
export const EXTERNAL_ID_PATTERN = `^[A-Za-z0-9][A-Za-z0-9._:-]{0,${EXTERNAL_ID_MAX_LENGTH - 1}}$`;

/** A service of a product, e.g. idScan, faceMatch, watchlist: letters, digits, dot, dash, underscore. */
export const SERVICE_PATTERN = '^[A-Za-z][A-Za-z0-9._-]{0,63}$';

/**
 * How far back and ahead a request's startedAt may lie. Devices report scans they made offline late,
 * but the console keeps two years (the date range limit, product-families §9); an hour ahead allows
 * for a device's clock running fast.
 */
export const REQUEST_MAX_AGE_DAYS = 730;
export const REQUEST_MAX_AHEAD_MS = INSTANT_MAX_AHEAD_MS;

/** Bytes a request's result details may take, as JSON: details, not a document store. */
export const RESULT_MAX_BYTES = 16 * 1024;

/**
 * Result details: a JSON object of scalars, objects of scalars and lists of either, two levels
 * deep. Bounded in shape (the server validates nothing unbounded) and, as JSON, to RESULT_MAX_BYTES.
 */
const ResultScalar = Type.Union([
  DeviceDataText({ maxLength: 2000 }),
  Type.Number({ minimum: -1e15, maximum: 1e15 }),
  Type.Boolean(),
  Type.Null(),
]);
const ResultObject = Type.Record(Type.String(), ResultScalar, { maxProperties: 100 });
const ResultValue = Type.Union([
  ResultScalar,
  ResultObject,
  Type.Array(Type.Union([ResultScalar, ResultObject]), { maxItems: 100 }),
]);
export const RequestResult = Type.Record(Type.String(), ResultValue, {
  maxProperties: 100,
  description: `Result details: a JSON object up to ${RESULT_MAX_BYTES / 1024} KB, two levels deep`,
});
export type RequestResult = Static<typeof RequestResult>;

/** The body of POST /ingest/requests. */
export const IngestRequest = Type.Object(
  {
    externalId: Type.String({
      pattern: EXTERNAL_ID_PATTERN,
      maxLength: EXTERNAL_ID_MAX_LENGTH,
      description: "The product's own id of the request; sending it again is a retry, stored once",
    }),
    status: Type.Enum(REQUEST_STATUSES, {
      description: 'success, failed, or review (sent to manual review)',
    }),
    startedAt: DateTime(undefined, 'When the request started (ISO 8601 with an offset)'),
    completedAt: Type.Optional(DateTime(undefined, 'When it completed; not before startedAt')),
    service: Type.Optional(Type.String({ pattern: SERVICE_PATTERN, maxLength: 64 })),
    locationId: Type.Optional(Id({ description: "One of the account's locations" })),
    deviceSerial: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        pattern: '^\\S(.*\\S)?$',
        description: 'The serial of the device that made it; a new serial registers the device',
      }),
    ),
    userLogin: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: "The login of one of the account's users" }),
    ),
    failureReason: Type.Optional(Type.String({ maxLength: 500 })),
    result: Type.Optional(RequestResult),
  },
  { additionalProperties: false },
);
export type IngestRequest = Static<typeof IngestRequest>;

/** 201 with created true; 200 with created false when the externalId was stored before (nothing new). */
export const IngestRequestResult = Type.Object({
  id: Type.Integer({ description: "The stored request's id" }),
  created: Type.Boolean(),
});
export type IngestRequestResult = Static<typeof IngestRequestResult>;

/** An image's name is its multipart field: what it shows, as the product names it (front, selfie). */
export const IMAGE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{0,49}$';

export const StoredImage = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The multipart field it came in: front, back, portrait, selfie...' }),
  contentType: Type.Enum(['image/png', 'image/jpeg']),
  size: Type.Integer({ description: 'Bytes' }),
});
export type StoredImage = Static<typeof StoredImage>;

/** The answer to POST /ingest/requests/{externalId}/images (201): the images stored with it. */
export const IngestImagesResult = Type.Object({ requestId: Type.Integer(), images: Type.Array(StoredImage) });
export type IngestImagesResult = Static<typeof IngestImagesResult>;

/**
 * The product API's calls: machine calls (a bearer product token, no session, no anti-forgery),
 * documented apart from the staff API, as every call under PRODUCT_API_PREFIX is.
 */
export const activityFamily = defineFamily('activity');

export const activityApi = {
  ingest: activityFamily.endpoint({
    method: 'POST',
    path: INGEST_REQUESTS_PATH,
    summary: 'Report a verification request: 201 stored, 200 when its externalId was stored before',
    machine: true,
    body: IngestRequest,
    response: IngestRequestResult,
  }),
};
