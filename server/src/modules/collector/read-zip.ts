import { promisify } from 'node:util';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

// For the API and browser tests: what a downloaded zip holds.

/** Every entry of a zip, name → bytes; rejects when the bytes are not a valid zip. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await promisify<Buffer, { lazyEntries: boolean }, ZipFile>(fromBuffer)(bytes, {
    lazyEntries: true,
  });
  const entries = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}
