import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { auditLog } from '../db/schema.ts';
import { testDatabase } from '../testing/database.ts';
import { diff, recordChangeIfAny, type Actor } from './record.ts';

/**
 * recordChangeIfAny, which 17 services call after an update: an update that sent the values the
 * record had leaves no entry, one that changed a field leaves one naming only that field. Each test
 * reads its entries by a request id of its own.
 */
const database = await testDatabase();
const actorOf = (requestId: string): Actor => ({ id: null, name: 'Audit test', companyId: null, requestId });
const entriesOf = (requestId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));

describe('recording a change only when there is one', () => {
  it('records nothing when the update sent the values the record had', async () => {
    const requestId = randomUUID();
    const record = { name: 'Harbor Point', active: true, notes: null };
    await recordChangeIfAny(database.db, actorOf(requestId), {
      action: 'screeningAccount.settings',
      entityId: 7,
      changes: diff(record, { ...record }),
    });
    expect(await entriesOf(requestId)).toEqual([]);
  });

  it('records one entry naming only the fields that changed, secrets masked', async () => {
    const requestId = randomUUID();
    await recordChangeIfAny(database.db, actorOf(requestId), {
      action: 'screeningAccount.settings',
      entityId: 7,
      changes: diff(
        { name: 'Harbor Point', active: true, secret: 'old' },
        { name: 'Harbor Point East', active: true, secret: 'new' },
      ),
    });
    const entries = await entriesOf(requestId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'screeningAccount.settings',
      entityId: '7',
      actorName: 'Audit test',
      changes: { name: { from: 'Harbor Point', to: 'Harbor Point East' }, secret: { to: '(changed)' } },
    });
  });
});
