import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { strictFieldText } from '../http/utf8.ts';
import { ErrorCode } from '@console/contract/errors';
import type { Static, TSchema } from 'typebox';
import { AppError, propertyErrorsFromValidation, validationError } from '../http/errors.ts';
import type { FileStorage } from '../storage/storage.ts';

/**
 * Files that products and devices upload (multipart/form-data) to a machine call: collector logs'
 * attachments, verification requests' images. Each file is checked against the limits and the
 * family's policy and stored as it arrives; the family then writes its rows in one transaction and
 * marks the files committed. Whatever was stored for an upload that does not end so is deleted
 * again, so nothing is left half-written.
 */

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxUploadBytes: number;
}

/** Which files a family accepts, and the media type each is stored (and later served) with. */
export interface FilePolicy {
  /** The media type for a file name; throws the refusal of a name or type not accepted. */
  mediaTypeOf(fileName: string, field: string): string;
  /** A check of the bytes against that type (a PNG must be a PNG); throws its refusal. */
  checkContent?(data: Buffer, mediaType: string, fileName: string): void;
}

/** A file part of the upload: its name and field as sent, and a way to read it whole (bounded by the file limit). */
export interface IncomingFile {
  filename: string;
  fieldname: string;
  toBuffer(): Promise<Buffer>;
}

export interface StagedFile {
  /** The multipart field the file came in. */
  field: string;
  /** As uploaded, cleaned of any folder part. */
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  /** The bytes, when the upload keeps them (StagedFiles' keepContent): a handler that works on them. */
  content?: Buffer;
}

export const tooLarge = (message: string) => new AppError(413, ErrorCode.PayloadTooLarge, message);
export const tooManyFiles = (maxFiles: number) => tooLarge(`An upload may carry at most ${maxFiles} files`);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, ErrorCode.UnsupportedMediaType, message);

/** A body the multipart parser could not read (no boundary, cut short): a 400 with the parser's reason. */
export const malformedUpload = (error: unknown) =>
  new AppError(
    400,
    ErrorCode.ValidationError,
    `The upload is not well-formed multipart/form-data: ${error instanceof Error ? error.message : String(error)}`,
  );

/** 10485760 → "10 MB": limits are named the way operators configure them. */
export function describeBytes(bytes: number): string {
  const MIB = 1024 * 1024;
  if (bytes % MIB === 0) return `${bytes / MIB} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const isFileTooLarge = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE';

const RESERVED_CHARACTERS = new Set('"*:<>?|');
const MAX_FILE_NAME = 200;

/** Control characters and the ones Windows refuses in a file name. */
const isUnsafe = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || RESERVED_CHARACTERS.has(character);
};

/**
 * A file name as it is kept and offered for download: the uploader's name without any folder
 * part, control or reserved characters, at most 200 characters with its extension kept.
 */
export function cleanFileName(uploaded: string): string {
  const base = uploaded.split(/[/\\]/).pop() ?? '';
  const cleaned = [...base]
    .map((character) => (isUnsafe(character) ? '_' : character))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= MAX_FILE_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILE_NAME - extension.length) + extension;
}

/** The files of one upload in progress: those stored so far, and the limits and policy they are held to. */
export class StagedFiles {
  private readonly stored: StagedFile[] = [];
  private totalBytes = 0;
  private committed = false;

  constructor(
    private readonly storage: FileStorage,
    readonly limits: UploadLimits,
    private readonly policy: FilePolicy,
    /** The storage folder of this upload's files, e.g. `collector/<companyId>`. */
    private readonly folder: string,
    /**
     * Keeps each file's bytes on its StagedFile, for a handler that works on them before it answers
     * (Face Compare's two images): no second read from the storage. Bounded by the limits.
     */
    private readonly keepContent = false,
  ) {}

  get files(): readonly StagedFile[] {
    return this.stored;
  }

  /** Checks a file's name, type and size against the limits and the policy, then stores it. */
  async add(file: IncomingFile): Promise<StagedFile> {
    const fileName = cleanFileName(file.filename);
    if (!fileName) throw validationError({ [file.fieldname]: ['Every file needs a name'] });
    const contentType = this.policy.mediaTypeOf(fileName, file.fieldname);
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
    this.policy.checkContent?.(data, contentType, fileName);
    this.totalBytes += data.length;
    if (this.totalBytes > this.limits.maxUploadBytes) {
      throw tooLarge(
        `The files of one upload may total at most ${describeBytes(this.limits.maxUploadBytes)}`,
      );
    }
    const staged: StagedFile = {
      field: file.fieldname,
      fileName,
      contentType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      storageKey: `${this.folder}/${randomUUID()}`,
      ...(this.keepContent ? { content: data } : {}),
    };
    // Listed before it is written, so a write that fails halfway is cleaned up too.
    this.stored.push(staged);
    await this.storage.put(staged.storageKey, data, contentType);
    return staged;
  }

  markCommitted(): void {
    this.committed = true;
  }

  /** Deletes the stored files unless they now belong to rows. */
  async discardUnlessCommitted(): Promise<void> {
    if (this.committed) return;
    const keys = this.stored.splice(0).map((file) => file.storageKey);
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }
}

/**
 * Makes a machine call's plugin scope read multipart bodies only, within the limits. Nothing else is
 * parsed, and nothing is read before the handler has checked the caller's token: the catch-all
 * parser leaves other bodies unread for the handler to refuse.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  limits: UploadLimits,
  text: { maxFields: number; maxFieldBytes: number },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, {
    // Text fields arrive as their bytes, one character a byte, and readMultipart decodes them as
    // UTF-8 strictly: the parser's own decoding reads bytes that are not UTF-8 as U+FFFD.
    defCharset: 'latin1',
    limits: {
      files: limits.maxFiles,
      fileSize: limits.maxFileBytes,
      fields: text.maxFields,
      fieldSize: text.maxFieldBytes,
      parts: limits.maxFiles + text.maxFields,
    },
  });
}

/**
 * The multipart parser's refusals: a limit, said with the limit it hit, or a body that is not
 * multipart at all (no boundary, cut short), which is the client's to fix.
 */
function refusalOf(error: unknown, limits: UploadLimits, maxFields: number): unknown {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return tooManyFiles(limits.maxFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge(`An upload may carry at most ${maxFields} text fields`);
    default:
      return typeof statusCode === 'number' ? error : malformedUpload(error);
  }
}

/**
 * Reads a multipart body (`what` it carries names it in the refusal of any other body): stores each file as it arrives (staged.add) and answers the text fields,
 * one value per field (a repeated field stays a list, for the caller's schema to refuse).
 */
export async function readMultipart(
  request: FastifyRequest,
  staged: StagedFiles,
  { maxFields, what }: { maxFields: number; what: string },
): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw unsupportedMediaType(`Send the ${what} as multipart/form-data`);
  const fields: Record<string, unknown[]> = {};
  // Only the parser's own failures are the client's: a failure to store a file stays the server's.
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw refusalOf(error, staged.limits, maxFields);
    });
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') await staged.add(part);
    else (fields[part.fieldname] ??= []).push(strictFieldText(part.fieldname, String(part.value)));
  }
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
}

/**
 * Reads a multipart body as readMultipart does and validates its text fields by `schema` (an
 * upload's declared fields, the descriptor's `multipart`), read as a query string's values are:
 * form fields are text, so "true" is a flag and "12" a number. A refusal names each field (400).
 */
export async function readUpload<S extends TSchema>(
  request: FastifyRequest,
  staged: StagedFiles,
  options: { maxFields: number; what: string; schema: S },
): Promise<Static<S>> {
  const fields = await readMultipart(request, staged, options);
  const validate = request.compileValidationSchema(options.schema, 'querystring');
  if (!validate(fields)) throw validationError(propertyErrorsFromValidation(validate.errors ?? []));
  return fields as Static<S>;
}
