import { eq } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { dvsAccountFeatures, dvsAccountSettings } from './tables.ts';
import { verificationRequests } from '../../db/schema.ts';
import { DIVE_FEATURE_NAMES } from '@console/contract/dvs/result';
import { createFileStorage } from '../../storage/create.ts';
import { storeSampleImages } from '../activity/demo-images.ts';
import type { SampleImageName } from '../../demo/sample-images.ts';
import type { TestContext } from '../../testing/harness.ts';
import {
  accountOnFirstPlan,
  withProductToken,
  testAdmin,
  type TestProductAccount,
} from '../../testing/product-accounts.ts';
import { aRequest, report } from '../activity/testing.ts';
import { DVS_DEFAULT_SETTINGS } from '@console/contract/dvs/api';
import { issueLicense } from './licenses.ts';

// Helpers for the DIVE tests: an account of a fixture company with DIVE on its first plan, made the
// way the console makes one, a product token for it, a license and a reported request.

export interface TestDvsAccount extends TestProductAccount {
  userId: number;
  userName: string;
  licenseId: number;
}

export async function dvsAccount(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'DIVE Customer',
  { deviceLimit = 2, features = true }: { deviceLimit?: number; features?: boolean } = {},
): Promise<TestDvsAccount> {
  const db = t.database.db;
  const { accountId, userId, userName } = await accountOnFirstPlan(t, companyId, Project.DVS, customerName);
  await db.insert(dvsAccountSettings).values({ accountId, ...DVS_DEFAULT_SETTINGS });
  if (features) {
    // Every DIVE feature on for the account, so that any result may be reported without naming a
    // user (the product API refuses one using a feature that is off: feature-check.test.ts).
    await db
      .insert(dvsAccountFeatures)
      .values(DIVE_FEATURE_NAMES.map((feature) => ({ ownerId: accountId, feature, enabled: true })));
  }
  const withToken = await withProductToken(t, companyId, Project.DVS, accountId, 'DIVE app');
  const license = await issueLicense(db, testAdmin(t, companyId), { companyId, testMode: false }, accountId, {
    label: 'Front desks',
    deviceLimit,
  });
  return { ...withToken, userId, userName, licenseId: license.id };
}

/** A DIVE driver's license result, as the app reports it. */
export const aDiveResult = (documentType = 'DriversLicense') => ({
  documentType,
  issuingCountry: 'USA',
  issuingState: 'TX',
  fields: { firstName: 'Jane', lastName: 'Sample', dateOfBirth: '1990-04-02', documentNumber: 'D1234567' },
  barcode: { format: 'PDF417', firstName: 'JANE', lastName: 'SAMPLE' },
  checks: [
    { name: 'documentExpired', result: 'passed', reason: null },
    { name: 'tampering', result: 'failed', reason: 'The photo area shows signs of editing' },
  ],
});

/** Reports a DIVE request from a device through the product API; answers its stored id. */
export async function reportDive(
  t: TestContext,
  account: Pick<TestDvsAccount, 'token'>,
  externalId: string,
  extra: Parameters<typeof aRequest>[1] = {},
): Promise<number> {
  const response = await report(
    t,
    account.token,
    aRequest(externalId, { deviceSerial: 'DESK-1', result: aDiveResult(), ...extra }),
  );
  if (response.statusCode >= 300) throw new Error(`report answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: number }).id;
}

export const SAMPLE_PERSON = {
  lastName: 'SAMPLE',
  firstName: 'JANE',
  birthDate: '04/02/1990',
  documentNumber: 'D1234567',
  look: 1,
};

/** A reported DIVE request with the sample document's images (front, back and portrait unless named) stored with it. */
export async function reportDiveWithImages(
  t: TestContext,
  account: Pick<TestDvsAccount, 'token' | 'companyId'>,
  externalId: string,
  extra: Parameters<typeof aRequest>[1] = {},
  names: readonly SampleImageName[] = ['front', 'back', 'portrait'],
): Promise<number> {
  const id = await reportDive(t, account, externalId, extra);
  const [request] = await t.database.db
    .select({ startedAt: verificationRequests.startedAt })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id));
  if (!request) throw new Error('the reported request is missing');
  await storeSampleImages(
    t.database.db,
    createFileStorage(t.config.storage),
    { id, startedAt: request.startedAt, companyId: account.companyId },
    SAMPLE_PERSON,
    names,
  );
  return id;
}
