import { customerFilter } from '../kit/customer-filter.ts';
import { nullable } from '../kit/nullable.ts';
import { Type, type Static } from 'typebox';
import { PRODUCT_API_PREFIX } from '../constants.ts';
import { DOCUMENT_TYPES } from '../dvs/result.ts';
import { failedRecordsFamily } from './gates.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { MultilineText } from '../kit/text.ts';

export { failedRecordsFamily };

/*
 * Failed verification records (product-families §7): one record per failed verification of a
 * document, kept by the document's number (the "card id"), so a device can ask before it accepts
 * the same card again. The spec shows no fields; these are our design.
 * (rules: server/src/modules/failed-records/README.md)
 */

/** Where a record came from: a failed request found by Sync, or typed by staff. */
export const FAILED_RECORD_SOURCES = ['sync', 'manual'] as const;
export type FailedRecordSource = (typeof FAILED_RECORD_SOURCES)[number];

export const CARD_ID_MAX = 64;
/** A document number: letters, digits, spaces and dashes, as printed (compared without case). */
export const CARD_ID_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,62}[A-Za-z0-9])?$';

export const FailedRecord = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  accountName: Type.String(),
  cardId: Type.String(),
  personName: Type.String(),
  documentType: nullable(Type.String()),
  failureReason: Type.String(),
  failedAt: DateTime('Failed'),
  requestId: nullable(Type.Integer()),
  source: Type.Enum([...FAILED_RECORD_SOURCES]),
  notes: Type.String(),
  createdAt: DateTime('Created'),
  updatedAt: DateTime('Updated'),
});
export type FailedRecord = Static<typeof FailedRecord>;

export const FAILED_RECORD_SORT_FIELDS = ['failedAt', 'cardId', 'id'] as const;

/**
 * GET /api/FailedVerificationRecords: latest failure first. The filters of product-families §3
 * ("searchQuery, sortField, fromto, custId"): searchQuery matches the start of the card id or the
 * person's name, fromto is the range of UTC days of the failure (dateFrom, dateTo; at most two
 * years), custId the customer account.
 */
export const FailedRecordsList = pagedList({
  item: FailedRecord,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: FAILED_RECORD_SORT_FIELDS,
  defaultSort: { field: 'failedAt', order: 'desc' },
  textFilter: 'The start of the card id, or part of the person name',
  filters: {
    dateFrom: Type.Optional(Day('From', 'First UTC day of the failure (YYYY-MM-DD)')),
    dateTo: Type.Optional(Day('To', 'Last UTC day of the failure, included (YYYY-MM-DD)')),
    custId: customerFilter(),
  },
  columns: {
    id: 'ID',
    failedAt: 'Failed',
    cardId: 'Card ID',
    personName: 'Name',
    documentType: 'Document Type',
    accountName: 'Customer',
    failureReason: 'Reason',
    source: 'Source',
    requestId: 'Request',
    notes: 'Notes',
  },
  fileName: 'failed-verification-records',
});
export type FailedRecordsQuery = Static<typeof FailedRecordsList.query>;
export type FailedRecordsPage = Static<typeof FailedRecordsList.response>;

const recordFields = {
  cardId: Type.String({
    title: 'Card ID',
    minLength: 1,
    maxLength: CARD_ID_MAX,
    pattern: CARD_ID_PATTERN,
    description: 'The document number',
  }),
  personName: Type.Optional(Type.String({ title: 'Name', maxLength: 200 })),
  documentType: Type.Optional(nullable(Type.Enum([...DOCUMENT_TYPES], { title: 'Document Type' }))),
  failureReason: Type.String({ title: 'Reason', minLength: 1, maxLength: 500 }),
  failedAt: DateTime('Failed At'),
  notes: Type.Optional(MultilineText({ title: 'Notes', maxLength: 2000 })),
};

/** POST /api/FailedVerificationRecords/create: a record typed by staff, for one of the customers. */
export const FailedRecordCreate = Type.Object(
  { accountId: Id({ title: 'Customer' }), ...recordFields },
  { additionalProperties: false },
);
export type FailedRecordCreate = Static<typeof FailedRecordCreate>;

/** POST /api/FailedVerificationRecords/{id}: the record's fields (its customer and request stay). */
export const FailedRecordUpdate = Type.Object(recordFields, { additionalProperties: false });
export type FailedRecordUpdate = Static<typeof FailedRecordUpdate>;

export const FailedRecordsSyncResult = Type.Object({
  jobId: Type.String({ description: 'The background job that records the failed requests' }),
});

/** What a Sync job answers when it has run (the Background jobs page shows it). */
export interface FailedRecordsSyncOutput {
  created: number;
}

/** GET /api/FailedVerificationRecords/CheckCardId/{id}: whether a document has failed before. */
export const CardCheck = Type.Object({
  cardId: Type.String(),
  failed: Type.Boolean(),
  count: Type.Integer(),
  lastFailedAt: nullable(DateTime('Last Failed')),
  /** The latest records (at most CARD_CHECK_RECORDS), for staff. */
  records: Type.Array(FailedRecord),
});
export type CardCheck = Static<typeof CardCheck>;
export const CARD_CHECK_RECORDS = 10;

const CardParams = Type.Object({
  id: Type.String({ title: 'Card ID', minLength: 1, maxLength: CARD_ID_MAX, pattern: CARD_ID_PATTERN }),
});

/** Where a device asks about a card (a machine call: bearer product token, its own account only). */
export const INGEST_CARD_CHECK_PATH = `${PRODUCT_API_PREFIX}failed-records/{id}`;

/** What a device is told: no names, no other customer's records. */
export const DeviceCardCheck = Type.Object({
  cardId: Type.String(),
  failed: Type.Boolean(),
  count: Type.Integer(),
  lastFailedAt: nullable(DateTime('Last Failed')),
});
export type DeviceCardCheck = Static<typeof DeviceCardCheck>;

const RecordParams = Type.Object({ id: Id() });
const api = failedRecordsFamily;

export const failedRecordsApi = {
  list: api.endpoint({
    method: 'GET',
    path: '/api/FailedVerificationRecords',
    summary: 'Failed verification records, latest first',
    query: FailedRecordsList.query,
    response: FailedRecordsList.response,
    list: FailedRecordsList.spec,
  }),
  create: api.endpoint({
    method: 'POST',
    path: '/api/FailedVerificationRecords/create',
    summary: 'Record a failed verification by hand',
    body: FailedRecordCreate,
    response: FailedRecord,
  }),
  sync: api.endpoint({
    method: 'POST',
    path: '/api/FailedVerificationRecords/Sync',
    summary: 'Record the failed requests not yet recorded (a background job)',
    response: FailedRecordsSyncResult,
  }),
  checkCardId: api.endpoint({
    method: 'GET',
    path: '/api/FailedVerificationRecords/CheckCardId/{id}',
    summary: 'Whether a document number has failed records',
    params: CardParams,
    response: CardCheck,
  }),
  update: api.endpoint({
    method: 'POST',
    path: '/api/FailedVerificationRecords/{id}',
    summary: 'Change a record',
    params: RecordParams,
    body: FailedRecordUpdate,
    response: FailedRecord,
  }),
  remove: api.endpoint({
    method: 'DELETE',
    path: '/api/FailedVerificationRecords/{id}',
    summary: 'Delete a record',
    params: RecordParams,
    answer: 'none',
  }),
  deviceCheck: api.endpoint({
    method: 'GET',
    path: INGEST_CARD_CHECK_PATH,
    summary: "Whether a document number failed at the token's account",
    machine: true,
    params: CardParams,
    response: DeviceCardCheck,
  }),
};
