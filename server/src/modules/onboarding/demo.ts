import { PRODUCT_TOKEN_KINDS } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';
import {
  onboardingAccountSettings,
  onboardingCustomerIntegrations,
  onboardingDefaultSettings,
  onboardingExtendedSettings,
} from './tables.ts';
import type { Random } from '../../demo/random.ts';
import { masked, type PartnerSecrets } from '../../kit/secrets.ts';
import { newSecret } from '../../kit/tokens.ts';
import { seedProductRequests } from '../activity/demo.ts';
import { apiKeyContext } from './integration.ts';

/**
 * The demo's Onboarding: each company's default settings, and every account with the Onboarding
 * product an access token and about 90 days of applicants' requests (ID scans, face matches and
 * income checks, with what the document showed) through the activity kit's generator, so the
 * accounts list, an account's requests and the requests report show data; one account in four has
 * settings of its own, one in three its own pages' look, one in three its account at the
 * Onboarding system.
 */

const DAYS = 90;
const REQUESTS_PER_DEVICE = 3;
const BY = 'Demo data';
const BRAND_COLORS = ['#1677FF', '#13A8A8', '#722ED1', '#D4380D'];

export async function seedOnboardingDemo(
  db: Queryable,
  random: Random,
  companyIds: readonly number[],
  secrets?: PartnerSecrets,
): Promise<void> {
  await db.insert(onboardingDefaultSettings).values(
    companyIds.map((companyId) => ({
      companyId,
      idScan: true,
      faceMatch: true,
      incomeVerification: false,
      linkValidHours: 72,
      maxAttempts: 3,
      notificationEmail: 'leasing@customer.example',
      updatedBy: BY,
    })),
  );
  const accounts = await seedProductRequests(db, random, {
    project: Project.Onboarding,
    companyIds,
    days: DAYS,
    perDevice: REQUESTS_PER_DEVICE,
    externalIdPrefix: 'onboarding',
    services: ['idScan', 'idScan', 'faceMatch', 'incomeVerification'],
    results: 'document',
  });
  if (!accounts.length) return;

  const kind = PRODUCT_TOKEN_KINDS[Project.Onboarding];
  await db.insert(apiTokens).values(
    accounts.map(({ id, companyId }) => {
      const { tokenHash, hint } = newSecret(kind);
      return { kind, companyId, ownerId: id, label: 'Applicant portal', tokenHash, hint, createdBy: BY };
    }),
  );
  const accountIds = accounts.map((account) => account.id);
  const own = accountIds.filter((_, n) => n % 4 === 1);
  if (own.length) {
    await db.insert(onboardingAccountSettings).values(
      own.map((accountId) => ({
        accountId,
        idScan: true,
        faceMatch: random.chance(0.7),
        incomeVerification: random.chance(0.5),
        linkValidHours: random.pick([24, 48, 168]),
        maxAttempts: random.int(2, 5),
        notificationEmail: random.chance(0.6) ? 'applications@customer.example' : null,
        updatedBy: BY,
      })),
    );
  }
  const styled = accountIds.filter((_, n) => n % 3 === 0);
  await db.insert(onboardingExtendedSettings).values(
    styled.map((accountId) => ({
      accountId,
      welcomeMessage: 'Welcome! Verifying your identity takes about two minutes.',
      brandColor: random.pick(BRAND_COLORS),
      language: random.chance(0.8) ? 'en' : 'es',
      redirectUrl: random.chance(0.5) ? 'https://apply.customer.example/thank-you' : null,
      updatedBy: BY,
    })),
  );
  // One account in three has its account at the Onboarding system (integration.ts), its key sealed.
  const integrated = accountIds.filter((_, n) => n % 3 === 2);
  if (!secrets || !integrated.length) return;
  await db.insert(onboardingCustomerIntegrations).values(
    integrated.map((accountId) => {
      const apiKey = `demo-onboarding-key-${accountId}`;
      return {
        accountId,
        partnerCustomerId: `ONB-${5000 + accountId}`,
        apiKeySealed: secrets.seal(apiKey, apiKeyContext(accountId)),
        apiKeyMask: masked(apiKey),
        applicationFeeCents: random.pick([2500, 3500, 5000]),
        autoInviteApplicants: random.chance(0.6),
        updatedBy: BY,
      };
    }),
  );
}
