import type { RequestResult } from '@console/contract/activity/api';
import { aamvaText } from '../modules/manual-validation/samples.ts';
import type { CastMember } from './sample-cast.ts';

/**
 * What a document product reports of a demo person's document (contract/src/dvs/result.ts, the
 * shape DIVE's requests and the review queue read): the document, the fields read from its front,
 * its barcode or MRZ as printed, the product's own checks and, when a selfie was taken, the face
 * match score. The barcode text and the MRZ are well formed (check digits and all), so the review
 * queue's checks run on them as on a real request's.
 */

/** DIVE's words when one of its checks does not pass (the demo's; DIVE_CHECKS names the checks). */
export const DIVE_CHECK_REASONS: Readonly<Record<string, string>> = {
  documentExpired: 'The document expired before the scan',
  frontBackMatch: 'The front and back name different people',
  barcodeFormat: 'The barcode could not be decoded',
  mrzChecksum: 'A check digit of the MRZ does not match',
  portraitPresent: 'No portrait was found on the front',
  fontConsistency: 'The date of birth is printed in another font',
  tampering: 'The photo area shows signs of editing',
  ageOver18: 'The holder is under 18',
};

/** The checks DIVE runs on a card (barcode on the back) and on a passport (MRZ). */
const CARD_CHECKS = [
  'documentExpired',
  'frontBackMatch',
  'barcodeFormat',
  'portraitPresent',
  'fontConsistency',
  'tampering',
  'ageOver18',
];
const PASSPORT_CHECKS = [
  'documentExpired',
  'mrzChecksum',
  'portraitPresent',
  'fontConsistency',
  'tampering',
  'ageOver18',
];

export interface DocumentResultOptions {
  /** The check the product flagged: a warning sends a request to review, a failure fails it. */
  flagged?: { check: string; result: 'warning' | 'failed' };
  /** The last name as read from the front, when the product misread it (the barcode or MRZ disagrees). */
  frontLastName?: string;
  /** The face match the product reported, 0-100 against its threshold. */
  face?: { matchScore: number; matchThreshold: number };
}

/** The checks of `names` as DIVE reports them: each passed but the flagged one, with its reason. */
export function diveChecks(names: readonly string[], flagged?: DocumentResultOptions['flagged']) {
  return names.map((name) =>
    name === flagged?.check
      ? { name, result: flagged.result, reason: DIVE_CHECK_REASONS[name] ?? null }
      : { name, result: 'passed', reason: null },
  );
}

export function documentResult(member: CastMember, options: DocumentResultOptions = {}): RequestResult {
  const passport = member.document === 'Passport';
  const checks = diveChecks(passport ? PASSPORT_CHECKS : CARD_CHECKS, options.flagged);
  const fields = {
    firstName: member.firstName,
    lastName: options.frontLastName ?? member.lastName,
    dateOfBirth: member.dateOfBirth,
    documentNumber: member.documentNumber,
    expirationDate: member.expirationDate,
  };
  const [line1 = '', line2 = ''] = member.mrz ?? [];
  return {
    documentType: member.document,
    issuingCountry: 'USA',
    // The sample barcode is a Texas one (samples.ts).
    ...(passport ? {} : { issuingState: 'TX' }),
    fields,
    ...(passport
      ? { mrz: { line1, line2, valid: true } }
      : { barcode: { format: 'PDF417', raw: aamvaText(member) } }),
    ...options.face,
    checks,
  };
}
