import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type RequestStatus } from '@console/contract/activity/api';
import { DVS_DEFAULT_SETTINGS } from '@console/contract/dvs/api';
import { Project } from '@console/contract/products/api';
import type { Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import {
  accountProducts,
  accountSubscriptions,
  apiTokens,
  customerAccounts,
  devices,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';
import {
  dvsAccountSettings,
  dvsArchivedRequests,
  dvsDefaultAccountFeatures,
  dvsLicenseDevices,
  dvsLicenses,
} from './tables.ts';
import type { Random } from '../../demo/random.ts';
import type { CastMember } from '../../demo/sample-cast.ts';
import type { SampleImageName } from '../../demo/sample-images.ts';
import { documentResult, DIVE_CHECK_REASONS } from '../../demo/sample-results.ts';
import { newSecret } from '../../kit/tokens.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storeSampleImagesOf } from '../activity/demo-images.ts';
import { generateRequests } from '../activity/generate.ts';
import { ensurePartitions } from '../activity/partitions.ts';
import { insertSeededRequests } from '../activity/seed-requests.ts';
import { recountActivity } from '../activity/recount.ts';
import { applyDefaultFeaturesToNewAccounts } from './features.ts';
import { newLicenseKey } from './licenses.ts';

/**
 * The demo's DIVE: a few of the main company's accounts get DIVE (a plan, settings, the company's
 * default features, a product token nobody holds, licenses with some of their devices seated: one
 * account's license expired, another's disabled), and about 30 requests each over 30 days, in every
 * status, of people of the demo's cast (demo/sample-cast.ts): their document's type, extracted
 * fields, barcode or MRZ and DIVE's checks with their reasons (demo/sample-results.ts), and the
 * document's images on the recent ones; a few are archived. Every other DIVE account of the
 * company is set up the same way and reports a few generated requests a device.
 */

const ACCOUNTS = 4;
const REQUESTS_PER_ACCOUNT = 30;
const DAYS = 30;
/** Generated requests per device over the DAYS, for the accounts beyond the first few. */
const GENERATED_PER_DEVICE = 3;
/** Requests this recent get images (drawing them is most of the seeding's time). */
const IMAGED_REQUESTS = 8;
/** The checks that fail or warn for a document in order: what DIVE's authentication finds. */
const SUSPICIONS = ['tampering', 'fontConsistency', 'portraitPresent'];

const DEMO_ACTOR = (companyId: number): Actor => ({ id: null, name: 'Demo data', companyId });

/**
 * A request of a person of the cast: a clean document succeeds, a failed request fails one check
 * and a reviewed one warns on it (the document's own problem when it has one).
 */
function requestOf(status: RequestStatus, cast: readonly CastMember[], random: Random) {
  const clean = cast.filter((person) => !person.problem);
  const person = random.pick(status === 'success' && clean.length ? clean : cast);
  const check = person.problem ?? random.pick(SUSPICIONS);
  const flagged =
    status === 'failed'
      ? ({ check, result: 'failed' } as const)
      : status === 'review'
        ? ({ check, result: 'warning' } as const)
        : undefined;
  return {
    person,
    result: documentResult(person, { flagged }),
    failureReason: status === 'failed' ? (DIVE_CHECK_REASONS[check] ?? 'A document check failed') : null,
  };
}

/** The main company's accounts that get DIVE: the first few by id that have devices. */
async function chosenAccounts(db: Queryable, companyId: number) {
  const withDevices = await db
    .selectDistinct({ id: devices.accountId })
    .from(devices)
    .innerJoin(customerAccounts, eq(customerAccounts.id, devices.accountId))
    .where(and(eq(customerAccounts.companyId, companyId), eq(customerAccounts.isTest, false)))
    .orderBy(asc(devices.accountId))
    .limit(ACCOUNTS);
  return withDevices.map((row) => row.id);
}

export async function seedDvsDemo(
  db: Queryable,
  random: Random,
  cast: readonly CastMember[],
  companyId: number,
  storage: FileStorage | undefined,
  now = new Date(),
): Promise<void> {
  const [product] = await db
    .select({ id: products.id, planId: subscriptionPlans.id })
    .from(products)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.productId, products.id))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.projectId, Project.DVS),
        eq(subscriptionPlans.code, 'PRO'),
      ),
    );
  const accountIds = product ? await chosenAccounts(db, companyId) : [];
  if (!product || accountIds.length === 0) return;
  const actor = DEMO_ACTOR(companyId);
  const today = utcDay(now);

  await db.insert(dvsDefaultAccountFeatures).values(
    ['barcodeReading', 'mrzReading', 'authentication', 'portraitExtraction'].map((feature) => ({
      ownerId: companyId,
      feature,
      enabled: true,
    })),
  );
  await ensurePartitions(db, new Date(now.getTime() - DAYS * 86_400_000), 2);
  await db
    .insert(accountProducts)
    .values(accountIds.map((accountId) => ({ accountId, productId: product.id })))
    .onConflictDoNothing();
  await db
    .insert(accountSubscriptions)
    .values(
      accountIds.map((accountId) => ({
        accountId,
        productId: product.id,
        subscriptionPlanId: product.planId,
        expirationDate: addDays(today, 365),
      })),
    )
    .onConflictDoNothing();
  // Every other DIVE account of the company is set up alike, each device seated.
  const others = (
    await db
      .select({ id: accountProducts.accountId })
      .from(accountProducts)
      .where(eq(accountProducts.productId, product.id))
      .orderBy(asc(accountProducts.accountId))
  )
    .map((row) => row.id)
    .filter((id) => !accountIds.includes(id));
  const seats = await setUpAccounts(db, actor, [...accountIds, ...others], now, (accountId) => {
    // The second account's license has expired, the third's is disabled: their devices are refused.
    const index = accountIds.indexOf(accountId);
    if (index < 0) return { expiresOn: addDays(today, 365), disabledAt: null };
    return {
      deviceLimit: 3,
      expiresOn: index === 1 ? addDays(today, -5) : addDays(today, 180),
      disabledAt: index === 2 ? now : null,
    };
  });

  for (const accountId of accountIds) {
    const seated = seats.get(accountId) ?? [];
    if (seated.length)
      await seedDetailedRequests(
        db,
        { random, cast, storage, actor, productId: product.id, now },
        accountId,
        seated,
      );
  }

  // The others report a few requests a device through the activity kit's generator, so the DIVE
  // lists, an account's last request and the statistics show data for nearly every account.
  const all = [...accountIds, ...others].sort((a, b) => a - b);
  const range = { from: all[0] ?? 0, to: all.at(-1) ?? 0 };
  await generateRequests(db, {
    accounts: range,
    perDevice: GENERATED_PER_DEVICE,
    days: DAYS,
    until: now,
    seed: random.int(1, 1_000_000),
    externalIdPrefix: 'dive',
    project: Project.DVS,
    services: ['documentVerification'],
    results: 'document',
  });
  await recountActivity(db, range, [product.id]);
}

interface DemoLicense {
  /** Seats at most this many devices; without it, every device of the account. */
  deviceLimit?: number;
  expiresOn: string;
  disabledAt: Date | null;
}

/**
 * DIVE accounts as DIVE's own creation leaves them: their settings and the company's default
 * features, a product token nobody holds, and a license seating their devices; answers each
 * account's seated devices. A few statements for all of them.
 */
async function setUpAccounts(
  db: Queryable,
  actor: Actor,
  accountIds: readonly number[],
  now: Date,
  licenseOf: (accountId: number) => DemoLicense,
) {
  const companyId = actor.companyId ?? 0;
  await db
    .insert(dvsAccountSettings)
    .values(accountIds.map((accountId) => ({ accountId, ...DVS_DEFAULT_SETTINGS })));
  await applyDefaultFeaturesToNewAccounts(db, actor, companyId, accountIds);
  const kind = PRODUCT_TOKEN_KINDS[Project.DVS];
  await db.insert(apiTokens).values(
    accountIds.map((ownerId) => {
      const { tokenHash, hint } = newSecret(kind);
      return { kind, companyId, ownerId, label: 'DIVE app', tokenHash, hint, createdBy: actor.name };
    }),
  );
  const deviceRows = await db
    .select({ id: devices.id, serial: devices.serial, accountId: devices.accountId })
    .from(devices)
    .where(inArray(devices.accountId, [...accountIds]))
    .orderBy(asc(devices.id));
  const seats = new Map(
    accountIds.map((accountId) => {
      const limit = licenseOf(accountId).deviceLimit;
      const own = deviceRows.filter((device) => device.accountId === accountId);
      return [accountId, limit === undefined ? own : own.slice(0, limit)] as const;
    }),
  );
  const licenses = await db
    .insert(dvsLicenses)
    .values(
      accountIds.map((accountId) => {
        const license = licenseOf(accountId);
        return {
          companyId,
          accountId,
          key: newLicenseKey(),
          label: 'Front desks',
          deviceLimit: Math.max(license.deviceLimit ?? 0, seats.get(accountId)?.length ?? 0, 1),
          expiresOn: license.expiresOn,
          disabledAt: license.disabledAt,
          createdBy: actor.name,
        };
      }),
    )
    .returning({ id: dvsLicenses.id, accountId: dvsLicenses.accountId });
  const seatRows = licenses.flatMap((license) =>
    (seats.get(license.accountId) ?? []).map((device) => ({
      accountId: license.accountId,
      serial: device.serial,
      licenseId: license.id,
      activatedAt: now,
    })),
  );
  if (seatRows.length) await db.insert(dvsLicenseDevices).values(seatRows);
  return seats;
}

/** What the detailed requests of every chosen account share. */
interface DetailContext {
  random: Random;
  cast: readonly CastMember[];
  storage: FileStorage | undefined;
  actor: Actor;
  productId: number;
  now: Date;
}

/** About 30 requests of the account's seated devices over the DAYS, the recent ones with images. */
async function seedDetailedRequests(
  db: Queryable,
  { random, cast, storage, actor, productId, now }: DetailContext,
  accountId: number,
  seated: readonly { id: number }[],
) {
  const companyId = actor.companyId ?? 0;
  const requests = Array.from({ length: REQUESTS_PER_ACCOUNT }, (_, n) => {
    const status: RequestStatus = n % 5 === 1 ? 'failed' : n % 7 === 2 ? 'review' : 'success';
    const startedAt = new Date(
      now.getTime() - (n / REQUESTS_PER_ACCOUNT) * DAYS * 86_400_000 - random.int(60, 3600) * 1000,
    );
    const device = random.pick(seated);
    return {
      status,
      startedAt,
      device,
      externalId: `dive-demo-${accountId}-${n + 1}`,
      ...requestOf(status, cast, random),
    };
  });
  const stored = await insertSeededRequests(
    db,
    requests.map((r) => ({
      companyId,
      accountId,
      productId,
      externalId: r.externalId,
      service: 'documentVerification',
      deviceId: r.device?.id ?? null,
      status: r.status,
      failureReason: r.failureReason,
      result: r.result,
      startedAt: r.startedAt,
      completedAt: new Date(r.startedAt.getTime() + random.int(3, 40) * 1000),
    })),
  );

  // Requests in review get their images from the review queue's demo (manual-validation/
  // demo-queue.ts), with a selfie beside the document as the queue shows every item.
  if (storage) {
    await storeSampleImagesOf(
      db,
      storage,
      stored.slice(0, IMAGED_REQUESTS).flatMap((s, n) => {
        const person = requests[n]?.person;
        if (!person || requests[n]?.status === 'review') return [];
        const names: SampleImageName[] =
          person.document === 'Passport' ? ['passport', 'portrait'] : ['front', 'back', 'portrait'];
        return [{ request: { id: s.id, startedAt: s.startedAt, companyId }, person, names }];
      }),
    );
  }
  // The oldest few are archived.
  await db.insert(dvsArchivedRequests).values(
    stored.slice(-3).map((s) => ({
      requestId: s.id,
      companyId,
      accountId,
      requestStartedAt: s.startedAt,
      archivedBy: actor.name,
    })),
  );
}
