import { eq } from 'drizzle-orm';
import type { IngestRequest } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import { verificationRequests } from '../../db/schema.ts';
import type { SampleImageName } from '../../demo/sample-images.ts';
import { createFileStorage } from '../../storage/create.ts';
import type { TestContext } from '../../testing/harness.ts';
import {
  accountOnFirstPlan,
  withProductToken,
  type TestProductAccount,
} from '../../testing/product-accounts.ts';
import { storeSampleImages } from '../activity/demo-images.ts';
import { aRequest, reportStored } from '../activity/testing.ts';

// Helpers for the Face/ID tests: a face/ID account made the way the console makes one (an account
// with the Face Compare product), its product token, and requests reported through the product API.

export type TestFaceAccount = TestProductAccount;

/** A new account of a fixture company with Face Compare (and its plan), and a face product token. */
export async function faceAccount(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Face Customer',
): Promise<TestFaceAccount> {
  const { accountId } = await accountOnFirstPlan(t, companyId, Project.Faces, customerName);
  return withProductToken(t, companyId, Project.Faces, accountId, 'Face app');
}

/** Reports a face request through the product API and stores its images; answers its id. */
export async function faceRequest(
  t: TestContext,
  account: TestFaceAccount,
  externalId: string,
  extra: Partial<IngestRequest> = {},
  images: readonly SampleImageName[] = ['portrait', 'selfie'],
): Promise<number> {
  const id = await reportStored(
    t,
    account.token,
    aRequest(externalId, {
      result: { matchScore: 91.5, matchThreshold: 85, livenessScore: 97, livenessPassed: true },
      ...extra,
    }),
  );
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
