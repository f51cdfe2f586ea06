import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type IngestRequest } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import { products, subscriptionPlans, verificationRequests } from '../../db/schema.ts';
import type { SampleImageName } from '../../demo/sample-images.ts';
import { issueToken } from '../../kit/tokens.ts';
import { createFileStorage } from '../../storage/create.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { storeSampleImages } from '../activity/demo-images.ts';
import { aRequest, report } from '../activity/testing.ts';

// Helpers for the Face/ID tests: a face/ID account made the way the console makes one (an account
// with the Face Compare product), its product token, and requests reported through the product API.

export interface TestFaceAccount {
  accountId: number;
  companyId: number;
  tokenId: number;
  token: string;
}

/** A new account of a fixture company with Face Compare (and its plan), and a face product token. */
export async function faceAccount(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Face Customer',
): Promise<TestFaceAccount> {
  const [plan] = await t.database.db
    .select({ productId: products.id, planId: subscriptionPlans.id })
    .from(products)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, products.id))
    .where(and(eq(products.companyId, companyId), eq(products.projectId, Project.Faces)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error(`company ${companyId} has no Face Compare plan`);
  const { accountId } = await createTestAccount(t, companyId, {
    customerName,
    products: [{ productId: plan.productId, subscriptionPlanId: plan.planId }],
  });
  const issued = await issueToken(
    t.database.db,
    { id: t.fixtures.users.admin, name: 'Admin Tester', companyId },
    { kind: PRODUCT_TOKEN_KINDS[Project.Faces], companyId, ownerId: accountId },
    { label: 'Face app' },
  );
  return { accountId, companyId, tokenId: issued.id, token: issued.token };
}

/** Reports a face request through the product API and stores its images; answers its id. */
export async function faceRequest(
  t: TestContext,
  account: TestFaceAccount,
  externalId: string,
  extra: Partial<IngestRequest> = {},
  images: readonly SampleImageName[] = ['portrait', 'selfie'],
): Promise<number> {
  const response = await report(
    t,
    account.token,
    aRequest(externalId, {
      result: { matchScore: 91.5, matchThreshold: 85, livenessScore: 97, livenessPassed: true },
      ...extra,
    }),
  );
  if (response.statusCode !== 201) throw new Error(`report refused: ${response.body}`);
  const id = response.json<{ id: number }>().id;
  const [request] = await t.database.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id));
  if (!request) throw new Error('the reported request is not stored');
  const person = {
    lastName: 'Sample',
    firstName: 'Jane',
    birthDate: '01/02/1990',
    documentNumber: 'D1234567',
    look: 3,
  };
  await storeSampleImages(t.database.db, createFileStorage(t.config.storage), request, person, images);
  return id;
}
