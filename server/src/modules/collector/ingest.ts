import {
  RESERVED_REFERENCE_IDS,
  type CollectorUpload,
  type CollectorUploadResult,
} from '@console/contract/collector/api';
import type { CollectorUploadLimits } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { collectorAttachments, collectorLogs } from './tables.ts';
import { validationError } from '../../http/errors.ts';
import { recordChange } from '../../audit/record.ts';
import { StagedFiles, unsupportedMediaType, type FilePolicy } from '../../kit/uploads.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { ACCEPTED_EXTENSIONS, mediaTypeOf } from './attachment-types.ts';
import { getLogWithAttachments } from './service.ts';
import type { ProductTokenHolder } from './tokens.ts';

/**
 * Ingestion of collector logs: files are checked against the limits and stored as they arrive
 * (kit/uploads.ts), then the log and its attachment rows are written in one transaction. Whatever
 * was stored for an upload that does not end in a new log is deleted again.
 */

/** Reference ids the console's own calls would shadow (List, Tokens), in any case. */
const RESERVED = new Set(RESERVED_REFERENCE_IDS.map((id) => id.toLowerCase()));

/** A collector log may carry the files of attachment-types.ts, typed by their extension. */
const ATTACHMENTS: FilePolicy = {
  mediaTypeOf(fileName) {
    const contentType = mediaTypeOf(fileName);
    if (!contentType) {
      throw unsupportedMediaType(
        `"${fileName}" is not an accepted file type. Accepted: ${ACCEPTED_EXTENSIONS.join(', ')}`,
      );
    }
    return contentType;
  },
};

/** One collector log upload in progress: its token holder and the attachments stored so far. */
export class Upload extends StagedFiles {
  constructor(
    readonly holder: ProductTokenHolder,
    storage: FileStorage,
    limits: CollectorUploadLimits,
  ) {
    super(storage, limits, ATTACHMENTS, `collector/${holder.companyId}`);
  }

  /** The attachment rows of the stored files (the field they came in is not kept). */
  get attachments() {
    return this.files.map(({ field: _field, ...attachment }) => attachment);
  }
}

/** An optional text as kept: trimmed, and null when blank. */
const optional = (value: string | undefined) => value?.trim() || null;

/**
 * Writes the log and its attachments. The same referenceId twice (a device retrying) makes no
 * second log: the unique index decides, even between concurrent uploads, and the earlier log is
 * answered with created false.
 */
export async function commitUpload(
  db: Db,
  upload: Upload,
  fields: CollectorUpload,
  requestId: string,
): Promise<CollectorUploadResult> {
  const { companyId, tokenId } = upload.holder;
  if (RESERVED.has(fields.referenceId.toLowerCase())) {
    throw validationError({ referenceId: [`referenceId "${fields.referenceId}" is reserved`] });
  }
  const created = await db.transaction(async (tx) => {
    const [log] = await tx
      .insert(collectorLogs)
      .values({
        companyId,
        tokenId,
        referenceId: fields.referenceId,
        licenseId: optional(fields.licenseId),
        productName: fields.productName.trim(),
        productVersion: optional(fields.productVersion),
        scannerData: fields.scannerData ?? null,
        utilityData: fields.utilityData ?? null,
        comment: optional(fields.comment),
      })
      .onConflictDoNothing({ target: [collectorLogs.companyId, collectorLogs.referenceId] })
      .returning({ id: collectorLogs.id });
    if (!log) return false;
    if (upload.attachments.length) {
      await tx
        .insert(collectorAttachments)
        .values(upload.attachments.map((file) => ({ ...file, logId: log.id })));
    }
    await recordChange(
      tx,
      { id: null, name: `product token #${tokenId}`, companyId, requestId },
      {
        action: 'collectorLog.upload',

        entityId: fields.referenceId,
        changes: {
          productName: { to: fields.productName.trim() },
          attachments: { to: upload.attachments.map((file) => file.fileName) },
        },
      },
    );
    return true;
  });
  if (created) upload.markCommitted();
  return { created, ...(await getLogWithAttachments(db, companyId, fields.referenceId)) };
}
