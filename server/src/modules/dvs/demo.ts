import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_TOKEN_KINDS, type RequestStatus } from '@console/contract/activity';
import { DVS_DEFAULT_SETTINGS } from '@console/contract/dvs';
import { DOCUMENT_TYPES, DIVE_CHECKS, type DiveCheck } from '@console/contract/dvs-result';
import { Project } from '@console/contract/products';
import type { Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import {
  accountProducts,
  accountSubscriptions,
  apiTokens,
  customerAccounts,
  devices,
  dvsAccountSettings,
  dvsArchivedRequests,
  dvsDefaultAccountFeatures,
  dvsLicenseDevices,
  dvsLicenses,
  products,
  subscriptionPlans,
  verificationRequestKeys,
  verificationRequests,
} from '../../db/schema.ts';
import { FIRST_NAMES, type Random } from '../../demo/random.ts';
import type { SamplePerson } from '../../demo/sample-images.ts';
import { newSecret } from '../../kit/tokens.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storeSampleImages } from '../activity/demo-images.ts';
import { ensurePartitions } from '../activity/partitions.ts';
import { recountActivity } from '../activity/recount.ts';
import { applyDefaultFeaturesToNewAccount } from './features.ts';
import { newLicenseKey } from './licenses.ts';

/**
 * The demo's DIVE: a few of the main company's accounts get DIVE (a plan, settings, the company's
 * default features, a product token nobody holds, licenses with some of their devices seated: one
 * account's license expired, another's disabled), and about 30 requests each over 30 days, in every
 * status, with document types, extracted fields, barcode or MRZ, checks with their reasons, and the
 * sample document's images on the recent ones; a few are archived.
 */

const ACCOUNTS = 4;
const REQUESTS_PER_ACCOUNT = 30;
const DAYS = 30;
/** Requests this recent get images (drawing them is most of the seeding's time). */
const IMAGED_REQUESTS = 8;
const LAST_NAMES = ['SAMPLE', 'SPECIMEN', 'EXAMPLE', 'DEMO', 'TESTER'];
const STATES = ['TX', 'CO', 'OH', 'NC', 'OR', 'FL'];

const DEMO_ACTOR = (companyId: number): Actor => ({ id: null, name: 'Demo data', companyId });

/** A check outcome for a request of this status: failed requests fail one check, reviewed ones warn. */
function checksFor(status: RequestStatus, random: Random): DiveCheck[] {
  const names = Object.keys(DIVE_CHECKS).filter(() => random.chance(0.7));
  const culprit = random.pick(names.length ? names : ['tampering']);
  const list = names.length ? names : [culprit];
  return list.map((name) => {
    if (name === culprit && status === 'failed') return { name, result: 'failed', reason: reasonOf(name) };
    if (name === culprit && status === 'review') return { name, result: 'warning', reason: reasonOf(name) };
    return { name, result: 'passed', reason: null };
  });
}

const REASONS: Record<string, string> = {
  documentExpired: 'The document expired before the scan',
  frontBackMatch: 'The front and back name different people',
  barcodeFormat: 'The barcode could not be decoded',
  mrzChecksum: 'A check digit of the MRZ does not match',
  portraitPresent: 'No portrait was found on the front',
  fontConsistency: 'The date of birth is printed in another font',
  tampering: 'The photo area shows signs of editing',
  ageOver18: 'The holder is under 18',
};
const reasonOf = (name: string) => REASONS[name] ?? 'The check did not pass';

function resultFor(status: RequestStatus, person: SamplePerson, random: Random) {
  const documentType = random.pick(DOCUMENT_TYPES.slice(0, 4));
  const state = random.pick(STATES);
  const [month, day, year] = person.birthDate.split('/');
  const fields = {
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: `${year}-${month}-${day}`,
    documentNumber: person.documentNumber,
    expirationDate: `${random.int(2026, 2031)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
  };
  const readsMrz = documentType === 'Passport' || documentType === 'ResidencePermit';
  return {
    documentType,
    issuingCountry: 'USA',
    ...(readsMrz ? {} : { issuingState: state }),
    fields,
    ...(readsMrz
      ? {
          mrz: {
            line1: `P<USA${person.lastName}<<${person.firstName}`.padEnd(44, '<'),
            line2: `${person.documentNumber}<4USA${year?.slice(2)}${month}${day}`.padEnd(44, '<'),
            valid: status !== 'failed',
          },
        }
      : { barcode: { format: 'PDF417', firstName: person.firstName, lastName: person.lastName, state } }),
    checks: checksFor(status, random),
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

  for (const [index, accountId] of accountIds.entries()) {
    await db.insert(accountProducts).values({ accountId, productId: product.id }).onConflictDoNothing();
    await db
      .insert(accountSubscriptions)
      .values({
        accountId,
        productId: product.id,
        subscriptionPlanId: product.planId,
        expirationDate: addDays(today, 365),
      })
      .onConflictDoNothing();
    await db.insert(dvsAccountSettings).values({ accountId, ...DVS_DEFAULT_SETTINGS });
    await applyDefaultFeaturesToNewAccount(db, actor, companyId, accountId);
    const token = newSecret(PRODUCT_TOKEN_KINDS[Project.DVS]);
    await db.insert(apiTokens).values({
      kind: PRODUCT_TOKEN_KINDS[Project.DVS],
      companyId,
      ownerId: accountId,
      label: 'DIVE app',
      tokenHash: token.tokenHash,
      hint: token.hint,
      createdBy: actor.name,
    });

    // The second account's license has expired, the third's is disabled: their devices are refused.
    const [license] = await db
      .insert(dvsLicenses)
      .values({
        companyId,
        accountId,
        key: newLicenseKey(),
        label: 'Front desks',
        deviceLimit: 3,
        expiresOn: index === 1 ? addDays(today, -5) : addDays(today, 180),
        disabledAt: index === 2 ? now : null,
        createdBy: actor.name,
      })
      .returning({ id: dvsLicenses.id });
    if (!license) continue;
    const seated = await db
      .select({ id: devices.id, serial: devices.serial })
      .from(devices)
      .where(eq(devices.accountId, accountId))
      .orderBy(asc(devices.id))
      .limit(3);
    await db.insert(dvsLicenseDevices).values(
      seated.map((device) => ({
        accountId,
        serial: device.serial,
        licenseId: license.id,
        activatedAt: now,
      })),
    );

    const requests = Array.from({ length: REQUESTS_PER_ACCOUNT }, (_, n) => {
      const status: RequestStatus = n % 5 === 1 ? 'failed' : n % 7 === 2 ? 'review' : 'success';
      const startedAt = new Date(
        now.getTime() - (n / REQUESTS_PER_ACCOUNT) * DAYS * 86_400_000 - random.int(60, 3600) * 1000,
      );
      const person: SamplePerson = {
        firstName: random.pick(FIRST_NAMES).toUpperCase(),
        lastName: random.pick(LAST_NAMES),
        birthDate: `0${random.int(1, 9)}/1${random.int(0, 9)}/19${random.int(60, 99)}`,
        documentNumber: `D${random.int(1_000_000, 9_999_999)}`,
        look: random.int(0, 100),
      };
      const device = random.pick(seated);
      return { status, startedAt, person, device, externalId: `dive-demo-${accountId}-${n + 1}` };
    });
    const stored = await db
      .insert(verificationRequests)
      .values(
        requests.map((r) => ({
          companyId,
          accountId,
          productId: product.id,
          externalId: r.externalId,
          service: 'documentVerification',
          deviceId: r.device?.id ?? null,
          status: r.status,
          failureReason: r.status === 'failed' ? 'A document check failed' : null,
          result: resultFor(r.status, r.person, random),
          startedAt: r.startedAt,
          completedAt: new Date(r.startedAt.getTime() + random.int(3, 40) * 1000),
        })),
      )
      .returning({
        id: verificationRequests.id,
        startedAt: verificationRequests.startedAt,
        externalId: verificationRequests.externalId,
      });
    await db.insert(verificationRequestKeys).values(
      stored.map((s) => ({
        accountId,
        productId: product.id,
        externalId: s.externalId,
        requestId: s.id,
        startedAt: s.startedAt,
      })),
    );
    if (storage) {
      for (const [n, s] of stored.slice(0, IMAGED_REQUESTS).entries()) {
        const person = requests[n]?.person;
        if (person)
          await storeSampleImages(db, storage, { id: s.id, startedAt: s.startedAt, companyId }, person, [
            'front',
            'back',
            'portrait',
          ]);
      }
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
  const ordered = [...accountIds].sort((a, b) => a - b);
  await recountActivity(db, { from: ordered[0] ?? 0, to: ordered.at(-1) ?? 0 });
}
