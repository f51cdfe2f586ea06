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
 */
export interface DemoRequest {
  id: number;
  startedAt: Date;
  companyId: number;
}

export async function storeSampleImages(
  db: Queryable,
  storage: FileStorage,
  request: DemoRequest,
  person: SamplePerson,
  names: readonly SampleImageName[],
): Promise<void> {
  if (names.length === 0) return;
  const rows = [];
  for (const name of names) {
    const data = SAMPLE_IMAGES[name](person);
    const storageKey = `requests/${request.companyId}/${request.id}/demo-${name}`;
    await storage.put(storageKey, data, 'image/png');
    rows.push({
      requestId: request.id,
      requestStartedAt: request.startedAt,
      name,
      contentType: 'image/png',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      storageKey,
    });
  }
  await db.insert(verificationRequestImages).values(rows);
}
