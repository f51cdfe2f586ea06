import { nextSendAt } from '@console/contract/report-receivers/api';
import type { Tx } from '../../db/client.ts';
import { reportReceivers } from './tables.ts';
import { failedRecordsReport } from './failed-records-report.ts';

/**
 * The demo's receivers (main company): a daily and a weekly e-mail of the failed records, the weekly
 * one with a failed last send, so the Receivers page shows both states and its Retry.
 */
export async function seedReceiversDemo(tx: Tx, companyId: number, now = new Date()): Promise<void> {
  const daily = { frequency: 'daily' as const, hour: 6, weekday: null, monthDay: null };
  const weekly = { frequency: 'weekly' as const, hour: 7, weekday: 1, monthDay: null };
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await tx.insert(reportReceivers).values([
    {
      companyId,
      reportType: failedRecordsReport.type,
      ...daily,
      recipients: ['security@demo-customer.test'],
      nextSendAt: nextSendAt(daily, now),
      lastAttemptAt: dayAgo,
      lastSentAt: dayAgo,
    },
    {
      companyId,
      reportType: failedRecordsReport.type,
      filters: { searchQuery: 'F99' },
      ...weekly,
      recipients: ['front-desk@demo-customer.test', 'manager@demo-customer.test'],
      nextSendAt: nextSendAt(weekly, now),
      lastAttemptAt: dayAgo,
      lastError: 'Mailbox unavailable (550)',
    },
  ]);
}
