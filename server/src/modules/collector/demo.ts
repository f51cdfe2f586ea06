import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';
import { collectorAttachments, collectorLogs } from './tables.ts';
import { mediaTypeOf } from './attachment-types.ts';
import { COLLECTOR_TOKEN_KIND } from './tokens.ts';
import { newSecret } from '../../kit/tokens.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { Random } from '../../demo/random.ts';

/** Small real files (images, a log, JSON, notes), so downloads and zips of the demo open. */
const FILES_DIR = path.join(import.meta.dirname, 'demo-files');
const FILES = [
  'notes.txt',
  'scanner.log',
  'device-info.json',
  'id-front.png',
  'id-back.png',
  'calibration.png',
];

const PRODUCTS = ['Veriscan Desktop', 'Veriscan Kiosk', 'DIVE Mobile SDK', 'Face Compare App'];
const COMMENTS = [
  'Barcode not read on the first pass',
  'Glare on laminated licenses',
  'Scanner disconnects after sleep',
  'Sent on request of support',
];
/** The newest demo log of each company: every field set, a tick and a cross, five files. */
const LATEST = {
  productName: 'Veriscan Desktop',
  comment: 'Thick cards jam halfway through the feeder',
  files: ['notes.txt', 'scanner.log', 'device-info.json', 'id-front.png', 'id-back.png'],
};
const NEWEST = Date.UTC(2025, 2, 31, 17, 45);

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16))
    .join('')
    .toUpperCase();
const flag = (random: Random) => (random.chance(0.2) ? null : random.chance(0.6));
const compactDate = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Collector logs per company (a few pages' worth for the first), their attachments in the file
 * storage, and one product token each. No token is shown: nobody holds them, and operators issue
 * their own with `npm run collector:token`.
 */
/** A token whose secret is printed nowhere: the demo's devices are pretend ones. */
function demoToken() {
  const { tokenHash, hint } = newSecret(COLLECTOR_TOKEN_KIND);
  return { tokenHash, hint };
}

export async function seedCollectorDemo(
  db: Queryable,
  storage: FileStorage,
  random: Random,
  companies: { companyId: number; logs: number }[],
): Promise<void> {
  const files = new Map(
    await Promise.all(
      FILES.map(async (name) => {
        const contentType = mediaTypeOf(name);
        if (!contentType) throw new Error(`demo file ${name} is not of an accepted type`);
        return [name, { data: await readFile(path.join(FILES_DIR, name)), contentType }] as const;
      }),
    ),
  );
  for (const { companyId, logs } of companies) {
    const [token] = await db
      .insert(apiTokens)
      .values({
        ...demoToken(),
        kind: COLLECTOR_TOKEN_KIND,
        companyId,
        label: 'Demo devices',
        createdBy: 'Demo data',
      })
      .returning({ id: apiTokens.id });
    let at = NEWEST;
    for (let i = 0; i < logs; i++) {
      const uploadedAt = new Date(at);
      at -= random.int(20, 900) * 60_000;
      const latest = i === 0;
      const [log] = await db
        .insert(collectorLogs)
        .values({
          companyId,
          tokenId: token?.id ?? null,
          referenceId: `CL-${compactDate(uploadedAt)}-${String(logs - i).padStart(4, '0')}`,
          uploadedAt,
          licenseId: latest || random.chance(0.85) ? `LIC-${hex(random, 4)}-${hex(random, 4)}` : null,
          productName: latest ? LATEST.productName : random.pick(PRODUCTS),
          productVersion: `${random.int(2, 5)}.${random.int(0, 12)}.${random.int(0, 30)}`,
          scannerData: latest ? true : flag(random),
          utilityData: latest ? false : flag(random),
          comment: latest ? LATEST.comment : random.chance(0.4) ? random.pick(COMMENTS) : null,
        })
        .returning({ id: collectorLogs.id });
      if (!log) throw new Error('collector log insert returned nothing');
      const names = latest ? LATEST.files : FILES.filter(() => random.chance(0.3));
      for (const [n, fileName] of names.entries()) {
        const file = files.get(fileName);
        if (!file) throw new Error(`no demo file ${fileName}`);
        const { data, contentType } = file;
        const storageKey = `collector/${companyId}/demo-${log.id}-${n + 1}`;
        await storage.put(storageKey, data, contentType);
        await db.insert(collectorAttachments).values({
          logId: log.id,
          fileName,
          contentType,
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          storageKey,
        });
      }
    }
  }
}
