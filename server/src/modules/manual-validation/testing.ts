import type { RequestResult } from '@console/contract/activity/api';
import type { TestContext } from '../../testing/harness.ts';
import { reportDive, reportDiveWithImages, type TestDvsAccount } from '../dvs/testing.ts';
import { aamvaText, yearsFrom, type SampleHolder } from './samples.ts';

// Helpers for the manual validation tests: requests sent to review through the product API, as a
// DIVE app sends them, with the sample document's images stored beside them.

export const HOLDER: SampleHolder = {
  firstName: 'JANE',
  lastName: 'SAMPLE',
  dateOfBirth: '1990-04-02',
  expirationDate: yearsFrom(new Date(), 3),
  documentNumber: 'D1234567',
};

/** A licence whose barcode matches its front. */
export const aLicence = (holder: SampleHolder = HOLDER): RequestResult => ({
  documentType: 'DriversLicense',
  issuingCountry: 'USA',
  issuingState: 'TX',
  fields: { ...holder },
  barcode: { format: 'PDF417', raw: aamvaText(holder) },
});

/** Reports a request with status review (with the sample front and back unless told not to); answers its id. */
export function reportForReview(
  t: TestContext,
  account: Pick<TestDvsAccount, 'token' | 'companyId'>,
  externalId: string,
  {
    result = aLicence(),
    startedAt,
    images = true,
  }: { result?: RequestResult; startedAt?: string; images?: boolean } = {},
): Promise<number> {
  const extra = {
    status: 'review' as const,
    result,
    ...(startedAt ? { startedAt, completedAt: startedAt } : {}),
  };
  return images
    ? reportDiveWithImages(t, account, externalId, extra, ['front', 'back'])
    : reportDive(t, account, externalId, extra);
}
