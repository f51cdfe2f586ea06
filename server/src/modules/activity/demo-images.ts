import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { verificationRequestImages } from '../../db/schema.ts';
import { SAMPLE_IMAGES, type SampleImageName, type SamplePerson } from '../../demo/sample-images.ts';
import type { FileStorage } from '../../storage/storage.ts';

/**
 * Demo requests' images (families' demo seeding): the generated sample images of one person
 * (demo/sample-images.ts), stored through the same storage and rows as a product's upload
 * (images.ts), so the console serves them exactly as it serves real ones. The keys are fixed by
 * request and name, so seeding again replaces rather than piles up.
 *
 * Drawing is the slow part (about 7 ms an image on the 2-core development machine, against 0.2 ms
 * to store one), and every image row needs a storage key of its own (the column is unique): an
 * image is drawn once per person object and its bytes stored again for each request of that
 * person, so a family that gives many requests the people of a small cast (demo/sample-cast.ts)
 * pays for the cast's drawings only.
 */
export interface DemoRequest {
  id: number;
  startedAt: Date;
  companyId: number;
}

/** One request's images: whose, and which. */
export interface DemoImages {
  request: DemoRequest;
  person: SamplePerson;
  names: readonly SampleImageName[];
}

const drawn = new WeakMap<SamplePerson, Map<SampleImageName, { data: Buffer; sha256: string }>>();

function imageOf(person: SamplePerson, name: SampleImageName) {
  let images = drawn.get(person);
  if (!images) drawn.set(person, (images = new Map()));
  let image = images.get(name);
  if (!image) {
    const data = SAMPLE_IMAGES[name](person);
    image = { data, sha256: createHash('sha256').update(data).digest('hex') };
    images.set(name, image);
  }
  return image;
}

/** Files written at once: enough to overlap the writes, few enough for an S3 store's connections. */
const PARALLEL_WRITES = 16;
/** Image rows per INSERT. */
const ROWS_PER_INSERT = 1000;

/** Stores the images of many requests: the files a few at a time, the rows in batches. */
export async function storeSampleImagesOf(
  db: Queryable,
  storage: FileStorage,
  items: readonly DemoImages[],
): Promise<void> {
  const rows = items.flatMap(({ request, person, names }) =>
    names.map((name) => {
      const image = imageOf(person, name);
      return {
        data: image.data,
        row: {
          requestId: request.id,
          requestStartedAt: request.startedAt,
          name,
          contentType: 'image/png',
          size: image.data.length,
          sha256: image.sha256,
          storageKey: `requests/${request.companyId}/${request.id}/demo-${name}`,
        },
      };
    }),
  );
  for (let start = 0; start < rows.length; start += PARALLEL_WRITES) {
    await Promise.all(
      rows
        .slice(start, start + PARALLEL_WRITES)
        .map(({ data, row }) => storage.put(row.storageKey, data, row.contentType)),
    );
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insert(verificationRequestImages)
      .values(rows.slice(start, start + ROWS_PER_INSERT).map(({ row }) => row));
  }
}

/** One request's images. */
export function storeSampleImages(
  db: Queryable,
  storage: FileStorage,
  request: DemoRequest,
  person: SamplePerson,
  names: readonly SampleImageName[],
): Promise<void> {
  return storeSampleImagesOf(db, storage, [{ request, person, names }]);
}
