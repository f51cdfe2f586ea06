import { createHash, randomUUID } from 'node:crypto';
import {
  RESERVED_REFERENCE_IDS,
  type CollectorUpload,
  type CollectorUploadResult,
} from '@console/contract/collector';
import { ErrorCode } from '@console/contract/errors';
import type { CollectorUploadLimits } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { collectorAttachments, collectorLogs } from '../../db/schema.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { recordChange } from '../../audit/record.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { ACCEPTED_EXTENSIONS, cleanFileName, mediaTypeOf } from './attachment-types.ts';
import { getLogWithAttachments } from './service.ts';
import type { ProductTokenHolder } from './tokens.ts';

/**
 * Ingestion of collector logs: files are checked against the limits and stored as they arrive,
 * then the log and its attachment rows are written in one transaction. Whatever was stored for
 * an upload that does not end in a new log is deleted again, so nothing is left half-written.
 */

/** Reference ids the console's own calls would shadow (List, Tokens), in any case. */
const RESERVED = new Set(RESERVED_REFERENCE_IDS.map((id) => id.toLowerCase()));

export const tooLarge = (message: string) => new AppError(413, ErrorCode.PayloadTooLarge, message);
export const tooManyFiles = (maxFiles: number) => tooLarge(`An upload may carry at most ${maxFiles} files`);

/** A body the multipart parser could not read (no boundary, cut short): a 400 with the parser's reason. */
export const malformedUpload = (error: unknown) =>
  new AppError(
    400,
    ErrorCode.ValidationError,
    `The upload is not well-formed multipart/form-data: ${error instanceof Error ? error.message : String(error)}`,
  );

/** 10485760 → "10 MB": limits are named the way operators configure them. */
function describeBytes(bytes: number): string {
  const MIB = 1024 * 1024;
  if (bytes % MIB === 0) return `${bytes / MIB} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

interface StoredAttachment {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** A file part of the upload: its name as sent and a way to read it whole (bounded by the file limit). */
export interface IncomingFile {
  filename: string;
  toBuffer(): Promise<Buffer>;
}

const isFileTooLarge = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** One upload in progress: the files stored so far and the limits they are held to. */
export class Upload {
  private readonly stored: StoredAttachment[] = [];
  private totalBytes = 0;
  private committed = false;

  constructor(
    readonly holder: ProductTokenHolder,
    private readonly storage: FileStorage,
    readonly limits: CollectorUploadLimits,
  ) {}

  get attachments(): readonly StoredAttachment[] {
    return this.stored;
  }

  /** Checks a file's name, type and size against the limits, then stores it. */
  async addFile(file: IncomingFile): Promise<void> {
    const fileName = cleanFileName(file.filename);
    if (!fileName) throw validationError({ files: ['Every file needs a name'] });
    const contentType = mediaTypeOf(fileName);
    if (!contentType) {
      throw new AppError(
        415,
        ErrorCode.UnsupportedMediaType,
        `"${fileName}" is not an accepted file type. Accepted: ${ACCEPTED_EXTENSIONS.join(', ')}`,
      );
    }
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (error) {
      if (isFileTooLarge(error)) {
        throw tooLarge(
          `"${fileName}" is larger than ${describeBytes(this.limits.maxFileBytes)}, the limit for one file`,
        );
      }
      // Reading the part is reading the request: its failure is a body cut short.
      throw malformedUpload(error);
    }
    this.totalBytes += data.length;
    if (this.totalBytes > this.limits.maxUploadBytes) {
      throw tooLarge(
        `The files of one upload may total at most ${describeBytes(this.limits.maxUploadBytes)}`,
      );
    }
    const storageKey = `collector/${this.holder.companyId}/${randomUUID()}`;
    const sha256 = createHash('sha256').update(data).digest('hex');
    // Listed before it is written, so a write that fails halfway is cleaned up too.
    this.stored.push({ fileName, contentType, size: data.length, sha256, storageKey });
    await this.storage.put(storageKey, data, contentType);
  }

  markCommitted(): void {
    this.committed = true;
  }

  /** Deletes the stored files unless they now belong to a log. */
  async discardUnlessCommitted(): Promise<void> {
    if (this.committed) return;
    const keys = this.stored.splice(0).map((file) => file.storageKey);
    await Promise.all(keys.map((key) => this.storage.delete(key)));
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
