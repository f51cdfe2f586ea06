import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../storage/storage.ts';
import { isCompressed } from './attachment-types.ts';

export interface ZipEntry {
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/**
 * Names unique within one archive: a clash, in any letter case since Windows and macOS folders
 * ignore case, becomes "name (2).ext", "name (3).ext" and so on.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A zip of the entries, streamed as it is made: each file is read from storage only when the
 * archive reaches it, so a large log never sits in memory. A file that cannot be read fails the
 * stream (the download breaks off) rather than leaving it out silently.
 */
export function zipOf(storage: FileStorage, entries: readonly ZipEntry[], modified: Date): Readable {
  const zip = new ZipFile();
  const names = uniqueNames(entries.map((entry) => entry.fileName));
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  entries.forEach((entry, index) => {
    const options = { size: entry.size, compress: !isCompressed(entry.contentType), mtime: modified };
    zip.addReadStreamLazy(names[index] ?? entry.fileName, options, (done) => {
      storage.read(entry.storageKey).then(
        (stream) => done(null, stream),
        // yazl reads only the error when there is one.
        (error: unknown) => (done as (error: unknown) => void)(error),
      );
    });
  });
  zip.end();
  return output;
}
