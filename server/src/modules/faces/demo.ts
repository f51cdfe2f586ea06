import { and, asc, eq, inArray } from 'drizzle-orm';
import { RequestStatus, type RequestResult } from '@console/contract/activity/api';
import { BUILT_IN_FACE_SETTINGS, FACE_RESULT } from '@console/contract/faces/api';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { accountProducts, customerAccounts, products } from '../../db/schema.ts';
import { faceAccountSettings } from './tables.ts';
import type { Random } from '../../demo/random.ts';
import type { CastMember } from '../../demo/sample-cast.ts';
import type { SampleImageName } from '../../demo/sample-images.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storeSampleImagesOf, type DemoImages } from '../activity/demo-images.ts';
import { ensurePartitions } from '../activity/partitions.ts';
import { insertSeededRequests } from '../activity/seed-requests.ts';
import { recountActivity } from '../activity/recount.ts';

/**
 * The demo's face requests: every demo account with Face Compare (the accounts demo gives it to
 * about a third) gets 6-16 requests over the last 30 days, in every status, with the scores a face
 * product reports (FACE_RESULT). The latest request of every account carries the generated sample
 * images (a document front, its portrait and a selfie of a person of the demo's cast), and so do a
 * few more of the first accounts of each company: the request a user page lists first has
 * pictures, and the seed writes a few hundred small files, not one per request.
 */

const DAYS = 30;
/** Accounts per company whose latest requests get images, and how many; every other account's latest one. */
const ACCOUNTS_WITH_MORE_IMAGES = 3;
const MORE_IMAGES = 5;
const IMAGES: readonly SampleImageName[] = ['front', 'portrait', 'selfie'];

/** Every status, success most often, as a live product reports them. */
const STATUSES = [
  RequestStatus.Success,
  RequestStatus.Success,
  RequestStatus.Success,
  RequestStatus.Failed,
  RequestStatus.Review,
] as const;

interface FaceAccount {
  id: number;
  companyId: number;
  isTest: boolean;
  productId: number;
  matchThreshold: number;
  livenessRequired: boolean;
}

async function faceAccounts(db: Queryable, companyIds: readonly number[]): Promise<FaceAccount[]> {
  const rows = await db
    .select({
      id: customerAccounts.id,
      companyId: customerAccounts.companyId,
      isTest: customerAccounts.isTest,
      productId: products.id,
      matchThreshold: faceAccountSettings.matchThreshold,
      livenessRequired: faceAccountSettings.livenessRequired,
    })
    .from(customerAccounts)
    .innerJoin(accountProducts, eq(accountProducts.accountId, customerAccounts.id))
    .innerJoin(
      products,
      and(eq(products.id, accountProducts.productId), eq(products.projectId, Project.Faces)),
    )
    .leftJoin(faceAccountSettings, eq(faceAccountSettings.accountId, customerAccounts.id))
    .where(inArray(customerAccounts.companyId, [...companyIds]))
    .orderBy(asc(customerAccounts.id));
  return rows.map((row) => ({
    ...row,
    matchThreshold: row.matchThreshold ?? BUILT_IN_FACE_SETTINGS.matchThreshold,
    livenessRequired: row.livenessRequired ?? BUILT_IN_FACE_SETTINGS.livenessRequired,
  }));
}

/** What a face product reports for a request of this status: scores that agree with it. */
function faceResult(random: Random, status: RequestStatus, account: FaceAccount) {
  const threshold = account.matchThreshold;
  const livenessFails = status === RequestStatus.Failed && random.chance(0.4);
  const matchScore =
    status === RequestStatus.Success
      ? random.int(threshold, 99)
      : status === RequestStatus.Review
        ? random.int(Math.max(0, threshold - 8), Math.max(0, threshold - 1))
        : livenessFails
          ? random.int(threshold, 95)
          : random.int(15, Math.max(15, threshold - 10));
  const result: RequestResult = {
    [FACE_RESULT.matchScore]: matchScore,
    [FACE_RESULT.matchThreshold]: threshold,
  };
  if (account.livenessRequired) {
    result[FACE_RESULT.livenessScore] = livenessFails ? random.int(5, 40) : random.int(70, 99);
    result[FACE_RESULT.livenessPassed] = !livenessFails;
  }
  const failureReason =
    status !== RequestStatus.Failed
      ? null
      : livenessFails
        ? 'The selfie is not of a live person'
        : 'Face does not match the document';
  return { result, failureReason };
}

export async function seedFacesDemo(
  db: Queryable,
  storage: FileStorage | undefined,
  random: Random,
  cast: readonly CastMember[],
  companyIds: readonly number[],
  now = new Date(),
): Promise<void> {
  const accounts = await faceAccounts(db, companyIds);
  if (accounts.length === 0) return;
  await ensurePartitions(db, new Date(now.getTime() - DAYS * 86_400_000), 2);

  const rows = accounts.flatMap((account) =>
    Array.from({ length: random.int(6, 16) }, (_, n) => {
      const status = random.pick(STATUSES);
      const startedAt = new Date(now.getTime() - random.int(60, DAYS * 86_400) * 1000);
      return {
        companyId: account.companyId,
        accountId: account.id,
        productId: account.productId,
        isTest: account.isTest,
        externalId: `face-demo-${account.id}-${n + 1}`,
        service: 'faceMatch',
        status,
        startedAt,
        completedAt: new Date(startedAt.getTime() + random.int(2, 20) * 1000),
        ...faceResult(random, status, account),
      };
    }),
  );
  const stored = await insertSeededRequests(db, rows);

  await recountActivity(db, { from: accounts[0]?.id ?? 0, to: accounts.at(-1)?.id ?? 0 }, [
    ...new Set(accounts.map((account) => account.productId)),
  ]);

  if (!storage) return;
  // The people of the demo's cast who hold a card (the images show its front). Requests in review
  // get theirs from the review queue's demo (manual-validation/demo-queue.ts), with the document
  // the reviewer reads.
  const cards = cast.filter((person) => person.document !== 'Passport');
  const pictures: DemoImages[] = [];
  for (const companyId of companyIds) {
    const pictured = accounts.filter((a) => a.companyId === companyId);
    for (const [index, account] of pictured.entries()) {
      const latest = stored
        .filter((request) => request.accountId === account.id && request.status !== RequestStatus.Review)
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .slice(0, index < ACCOUNTS_WITH_MORE_IMAGES ? MORE_IMAGES : 1);
      for (const request of latest) pictures.push({ request, person: random.pick(cards), names: IMAGES });
    }
  }
  await storeSampleImagesOf(db, storage, pictures);
}
