import type { FastifyRequest } from 'fastify';
import {
  IMAGE_NAME_PATTERN,
  type IngestImagesResult,
  type StoredImage,
} from '@console/contract/activity/api';
import type { UploadLimits } from '../../kit/uploads.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { verificationRequestImages } from '../../db/schema.ts';
import { notFound, validationError } from '../../http/errors.ts';
import {
  readMultipart,
  StagedFiles,
  unsupportedMediaType,
  type FilePolicy,
  type StagedFile,
} from '../../kit/uploads.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { ProductAccount } from '../../platform/product-account.ts';
import { requestKeyOf } from './ingest.ts';

/**
 * The images of a reported request (document sides, portrait, selfie), sent after it by its
 * externalId: PNG or JPEG only, checked by extension and by content, so the console never stores,
 * and never serves as an image, anything else. Each file's multipart field names what it shows.
 */

const TYPES: Readonly<Record<string, StoredImage['contentType']>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The first bytes of each type: a PNG's signature, a JPEG's start-of-image marker. */
const SIGNATURES: Readonly<Record<StoredImage['contentType'], Buffer>> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

const imageName = new RegExp(IMAGE_NAME_PATTERN);

export const IMAGES: FilePolicy = {
  mediaTypeOf(fileName, field) {
    if (!imageName.test(field)) {
      throw validationError({
        [field.slice(0, 50) || 'image']: [
          'An image is sent in a field named for what it shows (front, back, portrait, selfie): letters, digits, - and _',
        ],
      });
    }
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    const type = fileName.includes('.') ? TYPES[extension] : undefined;
    if (!type) throw unsupportedMediaType(`"${fileName}" is not a PNG or JPEG image (.png, .jpg, .jpeg)`);
    return type;
  },
  checkContent(data, mediaType, fileName) {
    const signature = SIGNATURES[mediaType as StoredImage['contentType']];
    if (!signature || !data.subarray(0, signature.length).equals(signature)) {
      throw unsupportedMediaType(
        `"${fileName}" is not the ${mediaType === 'image/png' ? 'PNG' : 'JPEG'} image its name says`,
      );
    }
  },
};

/** Text fields an images upload may carry: none, with room to refuse a client's by name. */
const MAX_FIELDS = 5;

async function requestIdOf(db: Db, account: ProductAccount, externalId: string) {
  const key = await requestKeyOf(db, account, externalId);
  if (!key) throw notFound(`The request ${externalId}`);
  return key;
}

/** The rows of a request's images stored (staged) for it, as the upload answers them. */
export async function insertImageRows(
  db: Queryable,
  request: { id: number; startedAt: Date },
  files: readonly StagedFile[],
): Promise<StoredImage[]> {
  const rows = await db
    .insert(verificationRequestImages)
    .values(
      files.map((file) => ({
        requestId: request.id,
        requestStartedAt: request.startedAt,
        name: file.field,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        storageKey: file.storageKey,
      })),
    )
    .returning();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contentType: row.contentType as StoredImage['contentType'],
    size: row.size,
  }));
}

/** Stores the images of one upload and their rows in one transaction; nothing stays of a refused one. */
export async function storeImages(
  db: Db,
  storage: FileStorage,
  limits: UploadLimits,
  account: ProductAccount,
  externalId: string,
  request: FastifyRequest,
): Promise<IngestImagesResult> {
  const target = await requestIdOf(db, account, externalId);
  const staged = new StagedFiles(storage, limits, IMAGES, `requests/${account.companyId}/${target.id}`);
  try {
    const fields = await readMultipart(request, staged, { maxFields: MAX_FIELDS, what: 'images' });
    const unknown = Object.keys(fields);
    if (unknown.length > 0) {
      throw validationError(
        Object.fromEntries(unknown.map((name) => [name, ['Only image files are taken here']])),
      );
    }
    if (staged.files.length === 0) throw validationError({ images: ['Send at least one image'] });
    const images = await insertImageRows(db, target, staged.files);
    staged.markCommitted();
    return { requestId: target.id, images };
  } finally {
    // Before answering, so a product that sees the answer sees the storage as it stays.
    await staged.discardUnlessCommitted();
  }
}
