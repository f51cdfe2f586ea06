import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE, Paged, PAGE_SIZES } from './paging.ts';

/**
 * The document collector (console-core §2, §3, §7): logs that devices and product apps upload with
 * their attachments, and the console calls under /api/DocumentCollector/.
 */

/** The collector pages page by the common sizes; their default is 20 (console-core §9). */
export const COLLECTOR_PAGE_SIZES = PAGE_SIZES;
export const COLLECTOR_DEFAULT_PAGE_SIZE = 20;

/**
 * A reference id travels in URLs (/collector/{id}) and names the zip download, so it is kept to
 * letters, digits, dot, dash and underscore, starting with a letter or digit.
 */
export const REFERENCE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';

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
    uploadDate: Type.String({ format: 'date-time', description: 'When the log was received (UTC)' }),
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

/** The list filter, with the spec's parameter names: TextFilter, page from 1, pageSize (default 20). */
export const CollectorListQuery = Type.Object({
  TextFilter: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Part of a reference id, product name or license id, in any case',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: COLLECTOR_DEFAULT_PAGE_SIZE }),
  ),
});
export type CollectorListQuery = Static<typeof CollectorListQuery>;

/** Newest first: items, page, total (the spec) and totalPages (DESIGN.md). */
export const CollectorList = Paged(CollectorItem);
export type CollectorList = Static<typeof CollectorList>;

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
    referenceId: Type.String({ pattern: REFERENCE_ID_PATTERN }),
    licenseId: Type.Optional(Type.String({ maxLength: 100 })),
    productName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    productVersion: Type.Optional(Type.String({ maxLength: 50 })),
    scannerData: Type.Optional(Type.Boolean()),
    utilityData: Type.Optional(Type.Boolean()),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
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
