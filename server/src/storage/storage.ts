import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, apart from the database: the rows keep a key, the bytes are here.
 * A folder under DATA_DIR by default, any S3-compatible store when configured.
 */
export interface FileStorage {
  /** Stores bytes under a key, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key as a stream; rejects with StoredFileMissing when there are none. */
  read(key: string): Promise<Readable>;
  /** Removes a key; a key that is already gone is not an error (cleanup may run twice). */
  delete(key: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

/** Keys are made by the server (folders and random ids), never from a client's file name. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** Refuses a key that could leave the storage root or that no caller should have made. */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
