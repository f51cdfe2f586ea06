import type { Tx } from '../../db/client.ts';
import { validationChecks, validationExceptions, validationSettingsVersions } from './tables.ts';
import { addDays, utcDay } from '../../lib/days.ts';

/**
 * The demo's validation settings (main company): the font check turned off, four exceptions (a
 * document and a person, one expiring soon and one already expired, kept for the record), and
 * nothing published yet, so the screen shows its unpublished changes and Sync has work to do.
 */
export async function seedValidationSettingsDemo(tx: Tx, companyId: number, now = new Date()): Promise<void> {
  const today = utcDay(now);
  await tx.insert(validationChecks).values({ companyId, check: 'fontConsistency', enabled: false });
  await tx.insert(validationExceptions).values([
    {
      companyId,
      subjectType: 'document',
      subject: 'D1234567',
      check: 'documentExpired',
      reason: 'Renewal in progress; the state extended the licence by letter (on file).',
      expiresOn: addDays(today, 30),
      createdBy: 'Demo data',
    },
    {
      companyId,
      subjectType: 'person',
      subject: 'Jane Sample',
      check: 'ageOver18',
      reason: 'Accompanied minor; guardian verified at the desk.',
      expiresOn: addDays(today, 3),
      createdBy: 'Demo data',
    },
    {
      companyId,
      subjectType: 'document',
      subject: 'P7654321',
      check: 'mrzChecksum',
      reason: 'Issuer misprinted the check digit; confirmed with the consulate.',
      expiresOn: null,
      createdBy: 'Demo data',
    },
    {
      companyId,
      subjectType: 'document',
      subject: 'X0001111',
      check: 'tampering',
      reason: 'Laminate damaged in a flood; replacement ordered.',
      expiresOn: addDays(today, -10),
      createdBy: 'Demo data',
    },
  ]);
  await tx.insert(validationSettingsVersions).values({ companyId, changedAt: now });
}
