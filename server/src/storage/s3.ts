import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.ts';
import { checkedKey, StoredFileMissing, type FileStorage } from './storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/** Objects in a bucket of AWS S3 or of any S3-compatible store (MinIO, Ceph, R2...). */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Compatible stores are addressed as endpoint/bucket/key; AWS itself takes bucket subdomains.
      forcePathStyle: config.endpoint !== undefined,
      credentials: config.credentials,
      // Only the checksums S3 requires: many compatible stores refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async read(key: string): Promise<Readable> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      // In Node the SDK answers with the response stream itself.
      if (!(Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
      return Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }
}
