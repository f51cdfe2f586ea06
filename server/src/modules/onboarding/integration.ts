import { eq } from 'drizzle-orm';
import type { OnboardingIntegration, OnboardingIntegrationSettings } from '@console/contract/onboarding/api';
import { diff, recordChange, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { onboardingCustomerIntegrations } from './tables.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { masked, type PartnerSecrets } from '../../kit/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findOnboardingAccount } from './scope.ts';

/**
 * The Onboarding integration's customer level (contract OnboardingIntegrationSettings): the
 * customer's account at the Onboarding system and its API key, sealed with the partner secrets kit
 * for this account and field (so a sealed value copied to another row does not open), answered only
 * as its mask. The location level is the Integrations family's (the Onboarding adapter).
 */

type Row = typeof onboardingCustomerIntegrations.$inferSelect;

/** What a sealed API key is bound to: the account and the field. */
export const apiKeyContext = (accountId: number) => `onboarding-customer:${accountId}:apiKey`;

const toIntegration = (row: Row): OnboardingIntegration => ({
  partnerCustomerId: row.partnerCustomerId,
  apiKey: row.apiKeyMask,
  applicationFeeCents: row.applicationFeeCents,
  autoInviteApplicants: row.autoInviteApplicants,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** What the audit log keeps: never the key, only that it changed. */
const audited = (row: Pick<Row, 'partnerCustomerId' | 'applicationFeeCents' | 'autoInviteApplicants'>) => ({
  partnerCustomerId: row.partnerCustomerId,
  applicationFeeCents: row.applicationFeeCents,
  autoInviteApplicants: row.autoInviteApplicants,
});

async function stored(db: Queryable, accountId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(onboardingCustomerIntegrations)
    .where(eq(onboardingCustomerIntegrations.accountId, accountId));
  return row;
}

export async function customerIntegration(db: Queryable, tenant: Tenant, accountId: number) {
  await findOnboardingAccount(db, tenant, accountId);
  const row = await stored(db, accountId);
  if (!row) throw notFound("The customer's Onboarding integration");
  return toIntegration(row);
}

export async function saveCustomerIntegration(
  db: Db,
  secrets: PartnerSecrets,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: OnboardingIntegrationSettings,
): Promise<OnboardingIntegration> {
  await findOnboardingAccount(db, tenant, accountId);
  return db.transaction(async (tx) => {
    const before = await stored(tx, accountId);
    if (!before && input.apiKey === undefined) {
      throw validationError({ apiKey: ['API Key is required'] });
    }
    const key =
      input.apiKey === undefined
        ? { apiKeySealed: before?.apiKeySealed ?? '', apiKeyMask: before?.apiKeyMask ?? '' }
        : {
            apiKeySealed: secrets.seal(input.apiKey, apiKeyContext(accountId)),
            apiKeyMask: masked(input.apiKey),
          };
    const values = {
      accountId,
      partnerCustomerId: input.partnerCustomerId,
      applicationFeeCents: input.applicationFeeCents,
      autoInviteApplicants: input.autoInviteApplicants,
      ...key,
      updatedAt: new Date(),
      updatedBy: actor.name,
    };
    const [row] = await tx
      .insert(onboardingCustomerIntegrations)
      .values(values)
      .onConflictDoUpdate({ target: onboardingCustomerIntegrations.accountId, set: values })
      .returning();
    if (!row) throw new Error('the integration upsert returned nothing');
    const changes = diff(before ? audited(before) : null, audited(row));
    if (input.apiKey !== undefined) changes.apiKey = { to: '(changed)' };
    if (Object.keys(changes).length) {
      await recordChange(tx, actor, {
        action: 'onboarding.integration.update',
        entityId: accountId,
        changes,
      });
    }
    return toIntegration(row);
  });
}
