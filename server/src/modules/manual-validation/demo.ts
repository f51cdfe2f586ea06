import { and, asc, eq } from 'drizzle-orm';
import type { RequestResult } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, products } from '../../db/schema.ts';
import { dvsAccountSettings } from '../dvs/tables.ts';
import { manualReviews } from './tables.ts';
import type { Random } from '../../demo/random.ts';
import { printedDate, type SampleImageName } from '../../demo/sample-images.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storeSampleImages } from '../activity/demo-images.ts';
import { ensurePartitions } from '../activity/partitions.ts';
import { insertSeededRequests } from '../activity/seed-requests.ts';
import { recountActivity } from '../activity/recount.ts';
import { aamvaText, td3Lines, yearsFrom, type SampleHolder } from './samples.ts';

/**
 * The demo's review queue: beside the DIVE demo's own requests in review, five documents of the
 * first DIVE account sent to review with everything the checks read (barcode text, MRZ, face
 * score) and their images: one that passes, one whose barcode disagrees with the front, a passport
 * whose face match is below the threshold, an expired licence, and an underage holder already
 * rejected, with its history.
 */

const DEMO_ACTOR = (companyId: number): Actor => ({ id: null, name: 'Demo reviewer', companyId });
const DAY = 86_400_000;

interface DemoItem {
  externalId: string;
  daysAgo: number;
  holder: SampleHolder;
  kind: 'licence' | 'passport';
  frontLastName?: string;
  face?: { matchScore: number; matchThreshold: number };
  images: SampleImageName[];
  rejected?: boolean;
}

function itemsOf(now: Date, random: Random): DemoItem[] {
  const holder = (firstName: string, lastName: string, age: number, expiresIn: number): SampleHolder => ({
    firstName,
    lastName,
    dateOfBirth: yearsFrom(new Date(now.getTime() - random.int(30, 200) * DAY), -age),
    expirationDate: yearsFrom(now, expiresIn),
    documentNumber: `D${random.int(1_000_000, 9_999_999)}`,
  });
  return [
    {
      externalId: 'review-demo-1',
      daysAgo: 4,
      kind: 'licence',
      holder: holder('JANE', 'SAMPLE', 34, 3),
      images: ['front', 'back', 'portrait', 'selfie'],
    },
    {
      externalId: 'review-demo-2',
      daysAgo: 3,
      kind: 'licence',
      holder: holder('ALEX', 'SPECIMEN', 41, 2),
      frontLastName: 'SPECIMAN',
      images: ['front', 'back', 'portrait', 'selfie'],
    },
    {
      externalId: 'review-demo-3',
      daysAgo: 2,
      kind: 'passport',
      holder: holder('MARIA', 'EXAMPLE', 28, 6),
      face: { matchScore: 72, matchThreshold: 80 },
      images: ['passport', 'portrait', 'selfie'],
    },
    {
      externalId: 'review-demo-4',
      daysAgo: 1,
      kind: 'licence',
      holder: holder('SAM', 'DEMO', 52, -1),
      images: ['front', 'back', 'selfie'],
    },
    {
      externalId: 'review-demo-5',
      daysAgo: 6,
      kind: 'licence',
      holder: holder('CASEY', 'TESTER', 17, 4),
      images: ['front', 'back', 'portrait', 'selfie'],
      rejected: true,
    },
  ];
}

function resultOf(item: DemoItem): RequestResult {
  const { holder } = item;
  const fields = {
    firstName: holder.firstName,
    lastName: item.frontLastName ?? holder.lastName,
    dateOfBirth: holder.dateOfBirth,
    documentNumber: holder.documentNumber,
    expirationDate: holder.expirationDate,
  };
  if (item.kind === 'passport') {
    const [line1, line2] = td3Lines(holder);
    return {
      documentType: 'Passport',
      issuingCountry: 'USA',
      fields,
      mrz: { line1, line2, valid: true },
      ...item.face,
      checks: [],
    };
  }
  return {
    documentType: 'DriversLicense',
    issuingCountry: 'USA',
    issuingState: 'TX',
    fields,
    barcode: { format: 'PDF417', raw: aamvaText(holder) },
    checks: [],
  };
}

export async function seedManualValidationDemo(
  db: Queryable,
  random: Random,
  companyId: number,
  storage: FileStorage | undefined,
  now = new Date(),
): Promise<void> {
  const [account] = await db
    .select({ accountId: customerAccounts.id, productId: products.id })
    .from(dvsAccountSettings)
    .innerJoin(customerAccounts, eq(customerAccounts.id, dvsAccountSettings.accountId))
    .innerJoin(products, and(eq(products.companyId, companyId), eq(products.projectId, Project.DVS)))
    .where(and(eq(customerAccounts.companyId, companyId), eq(customerAccounts.isTest, false)))
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  if (!account) return;
  const items = itemsOf(now, random);
  await ensurePartitions(db, new Date(now.getTime() - 10 * DAY), 2);
  const stored = await insertSeededRequests(
    db,
    items.map((item) => ({
      companyId,
      accountId: account.accountId,
      productId: account.productId,
      externalId: item.externalId,
      service: 'documentVerification',
      status: 'review' as const,
      result: resultOf(item),
      startedAt: new Date(now.getTime() - item.daysAgo * DAY - random.int(60, 3600) * 1000),
    })),
  );

  const actor = DEMO_ACTOR(companyId);
  for (const [n, s] of stored.entries()) {
    const item = items[n];
    if (!item) continue;
    if (storage) {
      await storeSampleImages(
        db,
        storage,
        { id: s.id, startedAt: s.startedAt, companyId },
        {
          ...item.holder,
          birthDate: printedDate(item.holder.dateOfBirth),
          expires: printedDate(item.holder.expirationDate),
          look: n,
          ...(item.kind === 'passport' ? { mrz: td3Lines(item.holder) } : {}),
        },
        item.images,
      );
    }
    if (item.rejected) {
      const decidedAt = new Date();
      await db.insert(manualReviews).values({
        requestId: s.id,
        requestStartedAt: s.startedAt,
        companyId,
        status: 'rejected',
        decision: 'reject',
        reasonCode: 'underage',
        reason: 'Born less than 18 years ago',
        decidedByName: actor.name,
        decidedAt,
      });
      await recordChange(db, actor, {
        action: 'manualReview.claim',
        entityId: s.id,
        changes: { status: { from: 'new', to: 'inReview' } },
      });
      await recordChange(db, actor, {
        action: 'manualReview.decision',
        entityId: s.id,
        changes: {
          status: { from: 'inReview', to: 'rejected' },
          reason: { to: 'Holder under the minimum age: Born less than 18 years ago' },
        },
      });
    }
  }
  await recountActivity(db, { from: account.accountId, to: account.accountId }, [account.productId]);
}
