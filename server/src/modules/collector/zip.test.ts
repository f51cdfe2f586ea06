import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { StoredFileMissing, type FileStorage } from '../../storage/storage.ts';
import { readZip } from './read-zip.ts';
import { uniqueNames, zipOf } from './zip.ts';

/** A storage holding some keys in memory; reads of any other key fail as a lost file would. */
function memoryStorage(files: Record<string, string>): FileStorage {
  return {
    put: async () => undefined,
    delete: async () => undefined,
    read: async (key) => {
      const content = files[key];
      if (content === undefined) throw new StoredFileMissing(key);
      return Readable.from([Buffer.from(content)]);
    },
  };
}

const entry = (fileName: string, storageKey: string, size: number) => ({
  fileName,
  storageKey,
  size,
  contentType: 'text/plain',
});

describe('uniqueNames', () => {
  it('tells apart names that clash in any case, before the extension', () => {
    expect(uniqueNames(['a.txt', 'A.TXT', 'a.txt', 'b', 'b', 'a (2).txt'])).toEqual([
      'a.txt',
      'A (2).TXT',
      'a (3).txt',
      'b',
      'b (2)',
      'a (2) (2).txt',
    ]);
  });
});

describe('zipOf', () => {
  it('reads each file from storage into the archive', async () => {
    const storage = memoryStorage({ 'k/1': 'one', 'k/2': 'two' });
    const zip = zipOf(storage, [entry('1.txt', 'k/1', 3), entry('2.txt', 'k/2', 3)], new Date());
    const entries = await readZip(await buffer(zip));
    expect(Object.fromEntries([...entries].map(([name, bytes]) => [name, bytes.toString()]))).toEqual({
      '1.txt': 'one',
      '2.txt': 'two',
    });
  });

  it('fails the stream when a file is missing from storage rather than leaving it out', async () => {
    const storage = memoryStorage({ 'k/1': 'one' });
    const zip = zipOf(storage, [entry('1.txt', 'k/1', 3), entry('lost.txt', 'k/lost', 4)], new Date());
    await expect(buffer(zip)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('fails the stream when a file is not the size its row says', async () => {
    const storage = memoryStorage({ 'k/1': 'truncated' });
    const zip = zipOf(storage, [entry('1.txt', 'k/1', 100)], new Date());
    await expect(buffer(zip)).rejects.toThrow();
  });
});
