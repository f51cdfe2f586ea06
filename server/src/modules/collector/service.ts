import { and, asc, eq } from 'drizzle-orm';
import type { AttachmentInfo, CollectorItem, CollectorListQuery } from '@console/contract/collector/api';
import type { Queryable } from '../../db/client.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { collectorAttachments, collectorLogs } from './tables.ts';
import { notFound } from '../../http/errors.ts';

/** The columns of a collector log as the console answers them. */
const itemColumns = {
  referenceId: collectorLogs.referenceId,
  uploadedAt: collectorLogs.uploadedAt,
  licenseId: collectorLogs.licenseId,
  productName: collectorLogs.productName,
  productVersion: collectorLogs.productVersion,
  scannerData: collectorLogs.scannerData,
  utilityData: collectorLogs.utilityData,
  comment: collectorLogs.comment,
};

type ItemRow = { uploadedAt: Date } & Omit<CollectorItem, 'uploadDate'>;

const toItem = ({ uploadedAt, ...row }: ItemRow): CollectorItem => ({
  ...row,
  uploadDate: uploadedAt.toISOString(),
});

const attachmentColumns = {
  id: collectorAttachments.id,
  fileName: collectorAttachments.fileName,
  fileType: collectorAttachments.contentType,
  size: collectorAttachments.size,
};

/**
 * The company's logs, newest first unless sorted otherwise; TextFilter matches part of a
 * reference id, product name or license id, in any case.
 */
export function logsSource(
  db: Queryable,
  tenant: Tenant,
  query: CollectorListQuery,
): ListSource<ItemRow & { id: number }, CollectorItem> {
  const where = and(
    eq(collectorLogs.companyId, tenant.companyId),
    containsAny(query.TextFilter ?? '', [
      collectorLogs.referenceId,
      collectorLogs.productName,
      collectorLogs.licenseId,
    ]),
  );
  return {
    select: (extra) =>
      db
        .select({ ...itemColumns, id: collectorLogs.id, ...extra })
        .from(collectorLogs)
        .$dynamic(),
    where,
    sorts: { uploadDate: { column: collectorLogs.uploadedAt } },
    tieBreak: collectorLogs.id,
    count: () => exactCount(db, collectorLogs, where),
    toItem: ({ id: _id, ...row }) => toItem(row),
  };
}

async function findLogRow(db: Queryable, companyId: number, referenceId: string) {
  const [row] = await db
    .select({ id: collectorLogs.id, ...itemColumns })
    .from(collectorLogs)
    .where(and(eq(collectorLogs.companyId, companyId), eq(collectorLogs.referenceId, referenceId)));
  if (!row) throw notFound('The collector log');
  const { id, ...item } = row;
  return { id, uploadedAt: row.uploadedAt, item: toItem(item) };
}

/** One log of the company by its referenceId; another company's answers 404. */
export async function getLog(db: Queryable, companyId: number, referenceId: string): Promise<CollectorItem> {
  return (await findLogRow(db, companyId, referenceId)).item;
}

function attachmentsOfLog(db: Queryable, logId: number): Promise<AttachmentInfo[]> {
  return db
    .select(attachmentColumns)
    .from(collectorAttachments)
    .where(eq(collectorAttachments.logId, logId))
    .orderBy(asc(collectorAttachments.id));
}

/** The attachments of a log, in upload order. */
export async function getAttachmentsInfo(
  db: Queryable,
  companyId: number,
  referenceId: string,
): Promise<AttachmentInfo[]> {
  const log = await findLogRow(db, companyId, referenceId);
  return attachmentsOfLog(db, log.id);
}

/** A log with its attachments, as an upload is answered. */
export async function getLogWithAttachments(db: Queryable, companyId: number, referenceId: string) {
  const log = await findLogRow(db, companyId, referenceId);
  return { log: log.item, attachmentInfoModels: await attachmentsOfLog(db, log.id) };
}

/** What a download needs of a file: its name, type, size and where its bytes are. */
const fileColumns = {
  fileName: collectorAttachments.fileName,
  contentType: collectorAttachments.contentType,
  size: collectorAttachments.size,
  storageKey: collectorAttachments.storageKey,
};

/** One attachment of the company's logs; another company's answers 404. */
export async function getAttachmentFile(db: Queryable, companyId: number, attachmentId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(collectorAttachments)
    .innerJoin(collectorLogs, eq(collectorLogs.id, collectorAttachments.logId))
    .where(and(eq(collectorAttachments.id, attachmentId), eq(collectorLogs.companyId, companyId)));
  if (!row) throw notFound('The attachment');
  return row;
}

/** A log's upload date and every attachment's file, in upload order, for the zip download. */
export async function getZipContents(db: Queryable, companyId: number, referenceId: string) {
  const log = await findLogRow(db, companyId, referenceId);
  const files = await db
    .select(fileColumns)
    .from(collectorAttachments)
    .where(eq(collectorAttachments.logId, log.id))
    .orderBy(asc(collectorAttachments.id));
  return { uploadedAt: log.uploadedAt, files };
}
