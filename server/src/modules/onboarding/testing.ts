import { and, asc, eq } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import type { OnboardingExtendedSettings, OnboardingSettings } from '@console/contract/onboarding/api';
import { products, subscriptionPlans } from '../../db/schema.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';

// Helpers for the onboarding tests: an account made the way the console makes one, with the
// company's Onboarding product on its first plan.

export async function onboardingAccount(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Onboarding Customer',
): Promise<{ accountId: number; userId: number; productId: number }> {
  const [plan] = await t.database.db
    .select({ productId: products.id, planId: subscriptionPlans.id })
    .from(products)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, products.id))
    .where(and(eq(products.companyId, companyId), eq(products.projectId, Project.Onboarding)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error(`company ${companyId} has no Onboarding plan`);
  const account = await createTestAccount(t, companyId, {
    customerName,
    products: [{ productId: plan.productId, subscriptionPlanId: plan.planId }],
  });
  return { ...account, productId: plan.productId };
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
