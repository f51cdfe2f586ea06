import type { StorageConfig } from '../config.ts';
import { LocalFileStorage } from './local.ts';
import { S3FileStorage } from './s3.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration names (STORAGE=local, the default, or s3). */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 'local' ? new LocalFileStorage(config.dir) : new S3FileStorage(config);
}
