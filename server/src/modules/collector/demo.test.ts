import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStorage } from '../../storage/create.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { readZip } from './read-zip.ts';
import { seedCollectorDemo } from './demo.ts';
import { seededRandom } from '../../demo/random.ts';

let t: TestContext;
afterEach(() => t.close());

describe('the collector demo', () => {
  it('gives the newest log real files whose zip opens with every one of them intact', async () => {
    t = await createTestContext({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-demo-')) });
    const storage = createFileStorage(t.config.storage);
    await seedCollectorDemo(t.database.db, storage, seededRandom(1), [
      { companyId: t.fixtures.companyA, logs: 25 },
    ]);

    const admin = await t.signIn('admin');
    const list = (await admin.get('/api/DocumentCollector/List')).json();
    expect(list.total).toBe(25);
    const newest = list.items[0];
    expect(newest).toMatchObject({ scannerData: true, utilityData: false, licenseId: expect.any(String) });

    const zip = await readZip(
      (await admin.get(`/api/DocumentCollector/DownloadZip/${newest.referenceId}`)).rawPayload,
    );
    expect([...zip.keys()]).toEqual([
      'notes.txt',
      'scanner.log',
      'device-info.json',
      'id-front.png',
      'id-back.png',
    ]);
    for (const [name, bytes] of zip) {
      expect(bytes).toEqual(readFileSync(path.join(import.meta.dirname, 'demo-files', name)));
    }
    expect(zip.get('id-front.png')?.subarray(1, 4).toString()).toBe('PNG');
  });
});
