import { createFileStorage } from '../../storage/create.ts';
import { collectorApi } from '@console/contract/collector/api';
import { collectorAttachments, collectorLogs } from './tables.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { issueProductToken } from './tokens.ts';

interface CompanyBRecords {
  referenceId: string;
  attachmentId: number;
  tokenId: number;
}

const made = new WeakMap<TestContext, Promise<CompanyBRecords>>();

/** A log with one stored attachment and an ingestion token of companyB, made once per test context. */
function companyBRecords(t: TestContext): Promise<CompanyBRecords> {
  let records = made.get(t);
  if (!records) {
    records = (async () => {
      const db = t.database.db;
      const companyId = t.fixtures.companyB;
      const [log] = await db
        .insert(collectorLogs)
        .values({ companyId, referenceId: 'gate-b-log', productName: 'Gate suite' })
        .returning({ id: collectorLogs.id, referenceId: collectorLogs.referenceId });
      if (!log) throw new Error('no collector log inserted');
      const [attachment] = await db
        .insert(collectorAttachments)
        .values({
          logId: log.id,
          fileName: 'b.txt',
          contentType: 'text/plain',
          size: 1,
          sha256: '0'.repeat(64),
          storageKey: `gate-suite/${log.id}`,
        })
        .returning({ id: collectorAttachments.id });
      if (!attachment) throw new Error('no collector attachment inserted');
      // The file itself, so that companyB's own download and zip answer it in full.
      await createFileStorage(t.config.storage).put(`gate-suite/${log.id}`, Buffer.from('b'), 'text/plain');
      const actor = { id: null, name: 'gate suite', companyId };
      const token = await issueProductToken(db, actor, companyId, 'Gate suite');
      return { referenceId: log.referenceId, attachmentId: attachment.id, tokenId: token.id };
    })();
    made.set(t, records);
  }
  return records;
}

export const gateFixtures: GateFixtures = {
  [key(collectorApi.log)]: async (t) => ({ params: { id: (await companyBRecords(t)).referenceId } }),
  [key(collectorApi.attachments)]: async (t) => ({ params: { id: (await companyBRecords(t)).referenceId } }),
  [key(collectorApi.downloadZip)]: async (t) => ({ params: { id: (await companyBRecords(t)).referenceId } }),
  [key(collectorApi.download)]: async (t) => ({
    params: { attachmentId: (await companyBRecords(t)).attachmentId },
  }),
  [key(collectorApi.tokens.update)]: async (t) => ({
    params: { tokenId: (await companyBRecords(t)).tokenId },
    body: { label: 'Not yours' },
  }),
  [key(collectorApi.tokens.remove)]: async (t) => ({
    params: { tokenId: (await companyBRecords(t)).tokenId },
  }),
};
