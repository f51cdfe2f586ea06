import type { DocumentType } from '@console/contract/dvs/result';
import { td3Lines, yearsFrom } from '../modules/manual-validation/samples.ts';
import { FIRST_NAMES, LAST_NAMES, seededRandom, type Random } from './random.ts';
import { printedDate, type SamplePerson } from './sample-images.ts';

/**
 * The demo's people: a small cast whose documents the sample images draw (sample-images.ts). A
 * family's demo gives its requests people of the cast, so the images are drawn once per person
 * (activity/demo-images.ts) however many requests show them, and a request's result can say
 * exactly what its images print.
 *
 * Most hold a driver license, one in eight an ID card, one in four a passport; one in eight
 * documents has expired and one in eight holders is under 18, as a review queue meets them.
 */
export interface CastMember extends SamplePerson {
  document: Extract<DocumentType, 'DriversLicense' | 'IdCard' | 'Passport'>;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  /**
   * What is wrong whatever a scan finds, named as the DIVE check that finds it: the document has
   * expired, or the holder is under 18.
   */
  problem: 'documentExpired' | 'ageOver18' | null;
}

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `size` people (at most 900) with distinct names, the same for the same seed and day. */
export function sampleCast(random: Random, size: number, today: Date): CastMember[] {
  const taken = new Set<string>();
  return Array.from({ length: size }, (_, n) => {
    let firstName: string;
    let lastName: string;
    do {
      firstName = random.pick(FIRST_NAMES).toUpperCase();
      lastName = random.pick(LAST_NAMES).toUpperCase();
    } while (taken.has(`${firstName} ${lastName}`));
    taken.add(`${firstName} ${lastName}`);
    const document = n % 4 === 2 ? 'Passport' : n % 4 === 3 && n % 8 !== 3 ? 'IdCard' : 'DriversLicense';
    const problem = n % 8 === 3 ? 'documentExpired' : n % 8 === 6 ? 'ageOver18' : null;
    const age = problem === 'ageOver18' ? random.int(16, 17) : random.int(19, 78);
    // A birthday between 30 and 330 days ago, so the age above is the holder's age today.
    const dateOfBirth = yearsFrom(new Date(today.getTime() - random.int(30, 330) * DAY), -age);
    const expirationDate =
      problem === 'documentExpired'
        ? isoDay(new Date(today.getTime() - random.int(5, 300) * DAY))
        : yearsFrom(new Date(today.getTime() + random.int(30, 300) * DAY), random.int(0, 6));
    const documentNumber =
      document === 'Passport'
        ? String(random.int(500_000_000, 599_999_999))
        : `D${random.int(1_000_000, 9_999_999)}`;
    const holder = { firstName, lastName, dateOfBirth, expirationDate, documentNumber };
    return {
      ...holder,
      document,
      problem,
      birthDate: printedDate(dateOfBirth),
      expires: printedDate(expirationDate),
      look: n,
      ...(document === 'IdCard' ? { title: 'IDENTIFICATION CARD' as const } : {}),
      ...(document === 'Passport' ? { mrz: td3Lines(holder) } : {}),
    };
  });
}

/**
 * People in the demo's cast: twenty different people on the review queue's first page, and about
 * 80 images to draw (0.6 s on the 2-core development machine) for every family's requests.
 */
export const DEMO_CAST_SIZE = 20;
let shared: { key: string; cast: CastMember[] } | undefined;

/**
 * The demo's cast, the same objects for every family of one seeding (the faces, DIVE and the review
 * queue show the same people), so each person's images are drawn once in all.
 */
export function demoCast(seed: number, today: Date): CastMember[] {
  const key = `${seed} ${today.toISOString().slice(0, 10)}`;
  if (shared?.key !== key) {
    shared = { key, cast: sampleCast(seededRandom(seed + 100), DEMO_CAST_SIZE, today) };
  }
  return shared.cast;
}
