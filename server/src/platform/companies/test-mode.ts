import { eq } from 'drizzle-orm';
import { Feature } from '@console/contract/gates';
import { TEST_MODE_ENVIRONMENT } from '@console/contract/test-mode';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { isFeatureOn } from './service.ts';

/**
 * Switches the administered company's Test Mode (docs/test-mode.md); environment 1 and
 * customerAdmin only.
 */
export async function setTestMode(
  db: Db,
  actor: Actor,
  companyId: number,
  enabled: boolean,
  environmentId: number,
): Promise<{ enabled: boolean }> {
  if (environmentId !== TEST_MODE_ENVIRONMENT)
    throw forbidden('Test Mode is not available in this environment');
  if (!(await isFeatureOn(db, companyId, Feature.CustomerAdmin))) {
    throw forbidden('Test Mode needs the customerAdmin feature');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ testMode: companies.testMode })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!before) throw notFound('The company');
    await tx.update(companies).set({ testMode: enabled }).where(eq(companies.id, companyId));
    if (before.testMode !== enabled) {
      await recordChange(tx, actor, {
        action: 'company.testMode',
        entityId: companyId,
        changes: { testMode: { from: before.testMode, to: enabled } },
      });
    }
    return { enabled };
  });
}
