import { Project } from '@console/contract/products/api';
import type { OnboardingExtendedSettings, OnboardingSettings } from '@console/contract/onboarding/api';
import type { TestContext } from '../../testing/harness.ts';
import { accountOnFirstPlan } from '../../testing/product-accounts.ts';

// Helpers for the onboarding tests: an account made the way the console makes one, with the
// company's Onboarding product on its first plan.

export async function onboardingAccount(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Onboarding Customer',
): Promise<{ accountId: number; userId: number; productId: number }> {
  return accountOnFirstPlan(t, companyId, Project.Onboarding, customerName);
}

export const someSettings: OnboardingSettings = {
  idScan: true,
  faceMatch: false,
  incomeVerification: true,
  linkValidHours: 48,
  maxAttempts: 3,
  notificationEmail: 'leasing@example.test',
};

export const someExtendedSettings: OnboardingExtendedSettings = {
  welcomeMessage: 'Welcome to Harbor Point',
  brandColor: '#0a7c86',
  language: 'en',
  redirectUrl: 'https://harbor.example.test/done',
};

export const someIntegration = {
  partnerCustomerId: 'HARBOR-0042',
  apiKey: 'onb-live-key-7f3a91c2',
  applicationFeeCents: 4500,
  autoInviteApplicants: true,
};
