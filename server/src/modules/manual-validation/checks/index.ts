import type { FieldComparison, ReviewCheck } from '@console/contract/manual-validation/api';
import type { DiveResult } from '@console/contract/dvs/result';
import { aamvaFirstName, parseAamva, readAamvaDate, type AamvaBarcode } from './aamva.ts';
import { ageOn, readFrontDate } from './dates.ts';
import { mrzFields, mrzLines, readMrz } from './mrz.ts';
import { applySettings, type ValidationSettingsInForce } from './settings.ts';
import { faceThresholdOf, mrzDisagreement, score } from './evidence.ts';
import type { FaceMatch, MrzRead as MrzEvidence } from '@console/contract/kit';
import { BUILT_IN_FACE_SETTINGS } from '@console/contract/faces/api';

/*
 * The automatic checks of a review item (TryVerifying), as pure functions of what the product
 * reported and of today: MRZ check digits (ICAO 9303), the AAMVA PDF417 barcode parsed and compared
 * with the front, document expiry, the holder's age and the face match score against its
 * threshold. Each check answers passed, failed, or skipped when the request carries nothing to
 * check (a passport has no barcode); a skipped check never fails an item.
 *
 * Where the request's result carries them (contract/src/dvs/result.ts, our design):
 *   fields.firstName, lastName, documentNumber, dateOfBirth, expirationDate   read from the front
 *   barcode.raw                                                              the PDF417 text
 *   mrz.line1, line2 (line3 on TD1)                                          the MRZ lines
 *   matchScore, matchThreshold (0-100, top level, as the face product sends) the face match
 */

export interface CheckOptions {
  /** Today as YYYY-MM-DD (UTC). */
  today: string;
  /** The youngest a holder may be. */
  minimumAge: number;
  /** The threshold a face match is held to when the product sent none. */
  faceMatchThreshold: number;
  /** The company's published validation settings (./settings.ts); left out, every check counts as found. */
  settings?: ValidationSettingsInForce;
  /** What the console computed from the request's images (./evidence.ts), when it has. */
  evidence?: { faceMatch: FaceMatch | null; mrz: MrzEvidence | null } | null;
}

/** The face threshold here is an account's without face settings; the service passes the account's. */
export const DEFAULT_CHECK_OPTIONS = {
  minimumAge: 18,
  faceMatchThreshold: BUILT_IN_FACE_SETTINGS.matchThreshold,
} as const;

export const CHECK_TITLES = {
  mrzCheckDigits: 'MRZ check digits',
  barcodeMatchesFront: 'Barcode matches the front',
  documentNotExpired: 'Document not expired',
  holderAge: 'Holder old enough',
  faceMatch: 'Face match',
  mrzImage: 'MRZ read from the image',
} as const;
type CheckName = keyof typeof CHECK_TITLES;

const check = (name: CheckName, result: ReviewCheck['result'], detail: string): ReviewCheck => ({
  name,
  title: CHECK_TITLES[name],
  result,
  detail,
});

/** Text compared as documents print it: case, spaces and punctuation aside. */
const normal = (value: string | null) =>
  value === null ? null : value.toUpperCase().replace(/[^A-Z0-9]/g, '');
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** The fields compared across the sources, in the order shown. */
const COMPARED = [
  { field: 'lastName', title: 'Last name', kind: 'text' },
  { field: 'firstName', title: 'First name', kind: 'text' },
  { field: 'documentNumber', title: 'Document number', kind: 'text' },
  { field: 'dateOfBirth', title: 'Date of birth', kind: 'date' },
  { field: 'expirationDate', title: 'Expiration date', kind: 'date' },
] as const;
type Compared = (typeof COMPARED)[number]['field'];

function frontValues(result: DiveResult): Record<Compared, string | null> {
  const f = result.fields;
  return {
    lastName: text(f.lastName),
    firstName: text(f.firstName),
    documentNumber: text(f.documentNumber),
    dateOfBirth: readFrontDate(f.dateOfBirth) ?? text(f.dateOfBirth),
    expirationDate: readFrontDate(f.expirationDate) ?? text(f.expirationDate),
  };
}

function barcodeValues(barcode: AamvaBarcode | null): Record<Compared, string | null> | null {
  if (!barcode) return null;
  const e = barcode.elements;
  return {
    lastName: e.DCS ?? null,
    firstName: aamvaFirstName(e),
    documentNumber: e.DAQ ?? null,
    dateOfBirth: readAamvaDate(e.DBB, e.DCG),
    expirationDate: readAamvaDate(e.DBA, e.DCG),
  };
}

/** Whether the sources that read a field agree; null when fewer than two read it. */
function agree(values: (string | null)[]): boolean | null {
  const read = values.map(normal).filter((v): v is string => v !== null && v !== '');
  if (read.length < 2) return null;
  return read.every((v) => v === read[0]);
}

/** Each compared field as the front, the barcode and the MRZ read it. */
export function compareFields(
  front: Record<Compared, string | null>,
  barcode: Record<Compared, string | null> | null,
  mrz: Record<Compared, string | null> | null,
): FieldComparison[] {
  return COMPARED.map(({ field, title }) => {
    const values = { front: front[field], barcode: barcode?.[field] ?? null, mrz: mrz?.[field] ?? null };
    return { field, title, ...values, match: agree([values.front, values.barcode, values.mrz]) };
  }).filter((row) => row.front !== null || row.barcode !== null || row.mrz !== null);
}

function mrzCheck(lines: string[], read: ReturnType<typeof readMrz> | null): ReviewCheck {
  if (lines.length === 0 || !read) return check('mrzCheckDigits', 'skipped', 'The document has no MRZ');
  if (!read.ok) return check('mrzCheckDigits', 'failed', read.error);
  if (read.mrz.badCheckDigits.length > 0) {
    return check(
      'mrzCheckDigits',
      'failed',
      `${read.mrz.format}: check digits that do not match: ${read.mrz.badCheckDigits.join(', ')}`,
    );
  }
  return check('mrzCheckDigits', 'passed', `${read.mrz.format}: every check digit matches`);
}

function barcodeCheck(
  raw: string | null,
  parsed: ReturnType<typeof parseAamva> | null,
  comparisons: FieldComparison[],
  front: Record<Compared, string | null>,
  barcode: Record<Compared, string | null> | null,
): ReviewCheck {
  if (!raw || !parsed) return check('barcodeMatchesFront', 'skipped', 'The document has no barcode read');
  if (!parsed.ok) return check('barcodeMatchesFront', 'failed', parsed.error);
  const differing = COMPARED.filter(({ field }) => {
    const a = normal(front[field]);
    const b = normal(barcode?.[field] ?? null);
    return a && b && a !== b;
  }).map(({ title }) => title.toLowerCase());
  if (differing.length > 0) {
    return check(
      'barcodeMatchesFront',
      'failed',
      `The barcode and the front differ: ${differing.join(', ')}`,
    );
  }
  const compared = comparisons.filter((row) => row.front !== null && row.barcode !== null).length;
  if (compared === 0)
    return check('barcodeMatchesFront', 'skipped', 'No field was read from both the barcode and the front');
  return check(
    'barcodeMatchesFront',
    'passed',
    `${compared} fields match (AAMVA version ${parsed.barcode.version})`,
  );
}

const firstOf = (...values: (string | null | undefined)[]) =>
  values.find((v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) ?? null;

function expiryCheck(expiry: string | null, today: string): ReviewCheck {
  if (!expiry) return check('documentNotExpired', 'skipped', 'No expiration date was read');
  if (expiry < today) return check('documentNotExpired', 'failed', `Expired on ${expiry}`);
  return check('documentNotExpired', 'passed', `Valid until ${expiry}`);
}

function ageCheck(birth: string | null, options: CheckOptions): ReviewCheck {
  if (!birth) return check('holderAge', 'skipped', 'No date of birth was read');
  if (birth > options.today)
    return check('holderAge', 'failed', `The date of birth ${birth} is in the future`);
  const age = ageOn(birth, options.today);
  if (age < options.minimumAge) {
    return check('holderAge', 'failed', `${age} years old; the minimum is ${options.minimumAge}`);
  }
  return check('holderAge', 'passed', `${age} years old (minimum ${options.minimumAge})`);
}

/**
 * The face match on the console's own score when it computed one (the device's beside it), else on
 * the reported score, saying why the console has none.
 */
function faceCheck(raw: Record<string, unknown>, options: CheckOptions): ReviewCheck {
  const computed = options.evidence?.faceMatch;
  const reported = score(raw.matchScore);
  const threshold = faceThresholdOf(raw, options.faceMatchThreshold);
  if (computed && computed.score !== null) {
    const beside = reported === null ? 'none reported' : `reported ${reported}`;
    const verdict = computed.score < threshold ? 'is below' : 'meets';
    return check(
      'faceMatch',
      computed.score < threshold ? 'failed' : 'passed',
      `Computed score ${computed.score} (${beside}) ${verdict} the threshold ${threshold}`,
    );
  }
  const unscored = computed?.reason ? ` (the console computed none: ${computed.reason})` : '';
  const reportedCheck = reportedFaceCheck(raw, options);
  return unscored ? { ...reportedCheck, detail: reportedCheck.detail + unscored } : reportedCheck;
}

function reportedFaceCheck(raw: Record<string, unknown>, options: CheckOptions): ReviewCheck {
  const matchScore = score(raw.matchScore);
  if (matchScore === null) return check('faceMatch', 'skipped', 'No face match score was reported');
  const threshold = faceThresholdOf(raw, options.faceMatchThreshold);
  if (matchScore < threshold) {
    return check('faceMatch', 'failed', `Score ${matchScore} is below the threshold ${threshold}`);
  }
  return check('faceMatch', 'passed', `Score ${matchScore} meets the threshold ${threshold}`);
}

/** The MRZ the console read from the document image: its check digits and its fields against the report. */
function mrzImageCheck(result: DiveResult, options: CheckOptions): ReviewCheck {
  const mrz = options.evidence?.mrz;
  if (!mrz) return check('mrzImage', 'skipped', 'The console has read no document image');
  if (mrz.reason) return check('mrzImage', 'warning', mrz.reason);
  const disagreement = mrzDisagreement(result, mrz, options.today);
  if (disagreement) return check('mrzImage', 'failed', disagreement);
  return check(
    'mrzImage',
    'passed',
    `${mrz.fields.format ?? 'MRZ'}: read, check digits right, agrees with the report`,
  );
}

/**
 * Every check of a request's result, and the fields compared across the front, the barcode and
 * the MRZ. `raw` is the stored result as the product sent it (the face match keys live at its top
 * level); `result` is the same read as DIVE's.
 */
export function runChecks(
  raw: unknown,
  result: DiveResult,
  options: CheckOptions,
): { checks: ReviewCheck[]; comparisons: FieldComparison[] } {
  const rawObject =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const lines = mrzLines(result.mrz);
  const mrzRead = lines.length > 0 ? readMrz(lines, options.today) : null;
  const barcodeText = text(result.barcode?.raw);
  const barcodeParse = barcodeText ? parseAamva(barcodeText) : null;
  const front = frontValues(result);
  const barcode = barcodeValues(barcodeParse?.ok ? barcodeParse.barcode : null);
  const mrz: Record<Compared, string | null> | null = mrzRead?.ok ? mrzFields(mrzRead.mrz) : null;
  const comparisons = compareFields(front, barcode, mrz);
  const expiry = firstOf(front.expirationDate, barcode?.expirationDate, mrz?.expirationDate);
  const birth = firstOf(front.dateOfBirth, barcode?.dateOfBirth, mrz?.dateOfBirth);
  const checks = [
    mrzCheck(lines, mrzRead),
    barcodeCheck(barcodeText, barcodeParse, comparisons, front, barcode),
    expiryCheck(expiry, options.today),
    ageCheck(birth, options),
    faceCheck(rawObject, options),
    mrzImageCheck(result, options),
  ];
  if (!options.settings) return { checks, comparisons };
  const firstName = front.firstName ?? barcode?.firstName ?? mrz?.firstName ?? null;
  const lastName = front.lastName ?? barcode?.lastName ?? mrz?.lastName ?? null;
  const subjects = {
    documentNumber: front.documentNumber ?? barcode?.documentNumber ?? mrz?.documentNumber ?? null,
    fullName: firstName && lastName ? `${firstName} ${lastName}` : null,
  };
  return { checks: applySettings(checks, options.settings, subjects, options.today), comparisons };
}
