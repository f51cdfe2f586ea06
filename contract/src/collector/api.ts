import { Type, type Static } from 'typebox';
import { PRODUCT_API_PREFIX } from '../constants.ts';
import { pathParameters } from '../kit/endpoint.ts';
import { Id } from '../kit/integers.ts';
import { LIST_PAGE_SIZES, pagedList } from '../kit/list.ts';
import { tokenEndpoints } from '../kit/tokens.ts';
import { Permission } from '../permissions.ts';
import { collectorFamily } from './gates.ts';
import { DateTime } from '../kit/dates.ts';
import { MultilineText } from '../kit/text.ts';

export { collectorFamily };

/**
 * The document collector (console-core §2, §3, §7): logs that devices and product apps upload with
 * their attachments, and the console calls under /api/DocumentCollector/.
 * (rules: server/src/modules/collector/README.md)
 */

/** The collector pages page by the common sizes; their default is 20 (console-core §9). */
export const COLLECTOR_PAGE_SIZES = LIST_PAGE_SIZES;
export const COLLECTOR_DEFAULT_PAGE_SIZE = 20;

/**
 * A reference id travels in URLs (/collector/{id}) and names the zip download, so it is kept to
 * letters, digits, dot, dash and underscore, starting with a letter or digit.
 */
export const REFERENCE_ID_MAX_LENGTH = 100;
export const REFERENCE_ID_PATTERN = `^[A-Za-z0-9][A-Za-z0-9._-]{0,${REFERENCE_ID_MAX_LENGTH - 1}}$`;

const optionalText = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const optionalFlag = (description: string) => Type.Union([Type.Boolean(), Type.Null()], { description });

/**
 * One collector log. The spec names the fields and says booleans show as a tick or a cross:
 * scannerData and utilityData are the two flags a device reports (whether the upload carries
 * scanner data, utility data); null when the device did not say.
 */
export const CollectorItem = Type.Object(
  {
    referenceId: Type.String({ description: 'The id the device gave the log; unique per company' }),
    uploadDate: DateTime(undefined, 'When the log was received (UTC)'),
    licenseId: optionalText('The license of the device or app'),
    productName: Type.String(),
    productVersion: optionalText('The version of the product that uploaded the log'),
    scannerData: optionalFlag('Whether the upload carries scanner data'),
    utilityData: optionalFlag('Whether the upload carries utility data'),
    comment: optionalText('Free text from the device or its user'),
  },
  { title: 'Collector log' },
);
export type CollectorItem = Static<typeof CollectorItem>;

/**
 * The list (console-core §3 "Collector list filter"): TextFilter, page from 1, pageSize (default
 * 20), newest first; items, page, total (the spec) and totalPages (DESIGN.md).
 */
export const CollectorLogs = pagedList({
  item: CollectorItem,
  names: { textFilter: 'TextFilter' },
  pageSizes: COLLECTOR_PAGE_SIZES,
  defaultPageSize: COLLECTOR_DEFAULT_PAGE_SIZE,
  textFilter: 'Part of a reference id, product name or license id, in any case',
  sortFields: ['uploadDate'],
  defaultSort: { field: 'uploadDate', order: 'desc' },
  columns: {
    referenceId: 'Reference ID',
    uploadDate: 'Upload Date',
    productName: 'Product Name',
    productVersion: 'Product Version',
    licenseId: 'License ID',
    scannerData: 'Scanner Data',
    utilityData: 'Utility Data',
    comment: 'Comment',
  },
  fileName: 'collector-logs',
});
export type CollectorListQuery = Static<typeof CollectorLogs.query>;
export type CollectorList = Static<typeof CollectorLogs.response>;

export const AttachmentInfo = Type.Object(
  {
    id: Type.Integer({ description: 'The attachmentId of Download/{attachmentId}' }),
    fileName: Type.String(),
    fileType: Type.String({ description: 'The media type the file is served with, e.g. image/png' }),
    size: Type.Integer({ description: 'Bytes' }),
  },
  { title: 'Attachment' },
);
export type AttachmentInfo = Static<typeof AttachmentInfo>;

export const CollectorAttachments = Type.Object({ attachmentInfoModels: Type.Array(AttachmentInfo) });
export type CollectorAttachments = Static<typeof CollectorAttachments>;

/**
 * The text fields of an upload (multipart/form-data; the files are its file parts). Flags are sent
 * as "true" or "false". An empty optional field counts as not sent.
 */
export const CollectorUpload = Type.Object(
  {
    referenceId: Type.String({ pattern: REFERENCE_ID_PATTERN, maxLength: REFERENCE_ID_MAX_LENGTH }),
    licenseId: Type.Optional(Type.String({ maxLength: 100 })),
    productName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    productVersion: Type.Optional(Type.String({ maxLength: 50 })),
    scannerData: Type.Optional(Type.Boolean()),
    utilityData: Type.Optional(Type.Boolean()),
    comment: Type.Optional(MultilineText({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type CollectorUpload = Static<typeof CollectorUpload>;

/**
 * The answer to an upload: 201 with created true, or 200 with created false when the company
 * already has a log with this referenceId (the earlier log is answered; the new files are dropped).
 */
export const CollectorUploadResult = Type.Object({
  created: Type.Boolean(),
  log: CollectorItem,
  attachmentInfoModels: Type.Array(AttachmentInfo),
});
export type CollectorUploadResult = Static<typeof CollectorUploadResult>;

/**
 * Where devices and product apps upload logs (a machine call outside /api: a bearer ingestion token,
 * no session); the server's route and the tokens screen's explanation both name it from here.
 */
export const COLLECTOR_INGEST_PATH = `${PRODUCT_API_PREFIX}collector-logs`;

const ByReferenceId = Type.Object({
  id: Type.String({ pattern: REFERENCE_ID_PATTERN, maxLength: REFERENCE_ID_MAX_LENGTH }),
});
const binary = { answer: 'file', mediaType: 'application/octet-stream' } as const;

export const collectorApi = {
  list: collectorFamily.endpoint({
    method: 'GET',
    path: '/api/DocumentCollector/List',
    summary: "The company's collector logs, newest first",
    query: CollectorLogs.query,
    response: CollectorLogs.response,
    list: CollectorLogs.spec,
  }),
  attachments: collectorFamily.endpoint({
    method: 'GET',
    path: '/api/DocumentCollector/AttachmentsInfo/{id}',
    summary: 'The attachments of a collector log (id is its referenceId)',
    params: ByReferenceId,
    response: CollectorAttachments,
  }),
  download: collectorFamily.endpoint({
    method: 'GET',
    path: '/api/DocumentCollector/Download/{attachmentId}',
    summary: 'One attachment, as a download',
    params: Type.Object({ attachmentId: Id() }),
    ...binary,
  }),
  downloadZip: collectorFamily.endpoint({
    method: 'GET',
    path: '/api/DocumentCollector/DownloadZip/{id}',
    summary: 'Every attachment of a collector log in one zip, named <referenceId>.zip',
    params: ByReferenceId,
    answer: 'file',
    mediaType: 'application/zip',
  }),
  // Ingestion tokens are Admin's: they let devices upload.
  tokens: tokenEndpoints(collectorFamily, '/api/DocumentCollector/Tokens', {
    gate: { permission: Permission.ManageCredentials },
    what: 'ingestion tokens devices upload logs with',
  }),
  log: collectorFamily.endpoint({
    method: 'GET',
    path: '/api/DocumentCollector/{id}',
    summary: 'One collector log (id is its referenceId)',
    params: ByReferenceId,
    response: CollectorItem,
  }),
};

/**
 * Reference ids a log cannot take: they name the console's own calls at /api/DocumentCollector/{x}
 * (List, Tokens), so a log of that name could never be opened.
 */
export const RESERVED_REFERENCE_IDS: readonly string[] = [
  collectorApi.list.path,
  collectorApi.tokens.list.path,
]
  .map((path) => path.split('/').pop() ?? '')
  .filter((segment) => pathParameters(segment).length === 0);
