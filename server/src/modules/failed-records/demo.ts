import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { failedVerificationRecords } from '../validation-settings/tables.ts';
import { recordFailedRequests } from './sync.ts';

/**
 * The demo's failed records (main company): what a first Sync makes of the DIVE demo's failed
 * requests, and two records staff typed by hand (one card failed twice, so CheckCardId has a
 * history to show).
 */
export async function seedFailedRecordsDemo(tx: Tx, companyId: number, now = new Date()): Promise<void> {
  await recordFailedRequests(tx, companyId);
  const [account] = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.companyId, companyId), eq(customerAccounts.isTest, false)))
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  if (!account) return;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await tx.insert(failedVerificationRecords).values(
    [
      { hours: 30, reason: 'Photo does not match the holder', notes: 'Front desk kept a copy of the ID.' },
      { hours: 6, reason: 'Barcode does not match the front', notes: 'Same card presented again.' },
    ].map(({ hours, reason, notes }) => ({
      companyId,
      accountId: account.id,
      cardId: 'F9988776',
      personName: 'Alex Example',
      documentType: 'DriversLicense',
      failureReason: reason,
      failedAt: hoursAgo(hours),
      source: 'manual' as const,
      notes,
    })),
  );
}
