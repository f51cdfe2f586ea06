import { Type, type Static } from 'typebox';

/*
 * What a DIVE request found (the spec shows no fields of it; this is our design). DIVE reports it
 * as the request's `result` through the product API (contract/src/activity/api.ts, RequestResult: an
 * object two levels deep), so the shape keeps to that: scalars at the top, then objects of scalars
 * and a list of objects. The console reads it with readDiveResult(), which tolerates what an older
 * app leaves out; manual review (issue 16) re-runs the checks on the same shape.
 *
 *   {
 *     "documentType": "DriversLicense",
 *     "issuingCountry": "USA", "issuingState": "TX",
 *     "fields":  { "firstName": "Jane", "lastName": "Sample", "dateOfBirth": "1990-04-02", ... },
 *     "barcode": { "format": "PDF417", "firstName": "JANE", ... },
 *     "mrz":     { "line1": "P<USASAMPLE<<JANE<<<<", "line2": "...", "valid": true },
 *     "checks":  [ { "name": "documentExpired", "result": "passed", "reason": null }, ... ]
 *   }
 *
 * The request's own status (success, failed, review) is the overall result.
 */

export const DOCUMENT_TYPES = ['DriversLicense', 'IdCard', 'Passport', 'ResidencePermit', 'Other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_TITLES: Record<DocumentType, string> = {
  DriversLicense: "Driver's license",
  IdCard: 'ID card',
  Passport: 'Passport',
  ResidencePermit: 'Residence permit',
  Other: 'Other document',
};

/** A check's outcome: passed, failed, a warning that does not fail the request, or not run. */
export const CHECK_RESULTS = ['passed', 'failed', 'warning', 'skipped'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];

/**
 * The checks DIVE runs, with their captions. A check the console does not know (a newer app's) is
 * still shown, under its own name.
 */
export const DIVE_CHECKS: Record<string, string> = {
  documentExpired: 'Document not expired',
  frontBackMatch: 'Front and back match',
  barcodeFormat: 'Barcode format',
  mrzChecksum: 'MRZ check digits',
  portraitPresent: 'Portrait present',
  fontConsistency: 'Font consistency',
  tampering: 'No signs of tampering',
  ageOver18: 'Holder 18 or older',
};

export const DiveCheck = Type.Object({
  name: Type.String(),
  result: Type.Enum([...CHECK_RESULTS]),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type DiveCheck = Static<typeof DiveCheck>;

const Fields = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]));

/** The result as the console answers it: every part present (empty when the app sent none). */
export const DiveResult = Type.Object({
  documentType: Type.Union([Type.Enum([...DOCUMENT_TYPES]), Type.Null()]),
  issuingCountry: Type.Union([Type.String(), Type.Null()]),
  issuingState: Type.Union([Type.String(), Type.Null()]),
  fields: Fields,
  barcode: Type.Union([Fields, Type.Null()]),
  mrz: Type.Union([Fields, Type.Null()]),
  checks: Type.Array(DiveCheck),
});
export type DiveResult = Static<typeof DiveResult>;

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's scalar entries (nulls and nested values dropped), or null when it is not one. */
function scalars(value: unknown): Record<string, Scalar> | null {
  if (!isObject(value)) return null;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Scalar] => isScalar(entry[1])),
  );
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function checkOf(value: unknown): DiveCheck | null {
  if (!isObject(value) || typeof value.name !== 'string') return null;
  const result = CHECK_RESULTS.find((r) => r === value.result) ?? 'skipped';
  return { name: value.name, result, reason: text(value.reason) };
}

/**
 * A stored request result read as DIVE's: what does not fit the shape is left out, so a request
 * from an older app still shows what it has. Pure, so the web and the manual review share it.
 */
export function readDiveResult(raw: unknown): DiveResult {
  const result = isObject(raw) ? raw : {};
  const documentType = DOCUMENT_TYPES.find((t) => t === result.documentType) ?? null;
  const checks = Array.isArray(result.checks) ? result.checks.map(checkOf) : [];
  return {
    documentType,
    issuingCountry: text(result.issuingCountry),
    issuingState: text(result.issuingState),
    fields: scalars(result.fields) ?? {},
    barcode: scalars(result.barcode),
    mrz: scalars(result.mrz),
    checks: checks.filter((check): check is DiveCheck => check !== null),
  };
}

/** The caption of a check: the catalogue's, or its own name for one the console does not know. */
export const checkTitle = (name: string): string => DIVE_CHECKS[name] ?? name;

// ---------------------------------------------------------------------------------------------
// The DIVE feature catalogue
// ---------------------------------------------------------------------------------------------

/**
 * What a DIVE account and its users may use (the spec names the calls, not the features). Kept by
 * key in the DIVE tables; a feature without a stored switch is off.
 */
export const DIVE_FEATURES = [
  { name: 'barcodeReading', title: 'Barcode reading', description: 'Read the PDF417 barcode on the back.' },
  {
    name: 'mrzReading',
    title: 'MRZ reading',
    description: 'Read the machine-readable zone of passports and ID cards.',
  },
  {
    name: 'authentication',
    title: 'Document authentication',
    description: 'Run the security checks (fonts, tampering, front and back match).',
  },
  { name: 'portraitExtraction', title: 'Portrait extraction', description: "Crop the holder's portrait." },
  { name: 'ageVerification', title: 'Age verification', description: 'Check the holder is 18 or older.' },
  { name: 'imageStorage', title: 'Keep images', description: 'Store the document images with each request.' },
] as const;
export type DiveFeatureName = (typeof DIVE_FEATURES)[number]['name'];
export const DIVE_FEATURE_NAMES: readonly DiveFeatureName[] = DIVE_FEATURES.map((f) => f.name);

// ---------------------------------------------------------------------------------------------
// Which features a request used (the product API refuses one using a feature switched off)
// ---------------------------------------------------------------------------------------------

/**
 * The feature each check of DIVE_CHECKS needs; a check not listed (documentExpired, a newer app's)
 * needs none. A check reported as `skipped` was not run, so it used nothing.
 */
export const CHECK_FEATURES: Readonly<Record<string, DiveFeatureName>> = {
  barcodeFormat: 'barcodeReading',
  mrzChecksum: 'mrzReading',
  frontBackMatch: 'authentication',
  fontConsistency: 'authentication',
  tampering: 'authentication',
  portraitPresent: 'portraitExtraction',
  ageOver18: 'ageVerification',
};

/**
 * The DIVE features a reported request used, from its result (the shape above), in the
 * catalogue's order:
 * - barcodeReading: barcode data (`barcode` with a field), or a barcodeFormat check run;
 * - mrzReading: MRZ data (`mrz` with a field), or an mrzChecksum check run;
 * - authentication: a frontBackMatch, fontConsistency or tampering check run;
 * - portraitExtraction: a portraitPresent check run;
 * - ageVerification: an ageOver18 check run.
 * imageStorage is used by sending the request's images (POST /ingest/requests/{externalId}/images),
 * not by the result: the images call checks it. Pure, so the product API and its tests share it.
 */
export function diveFeaturesUsed(raw: unknown): DiveFeatureName[] {
  const result = readDiveResult(raw);
  const used = new Set<DiveFeatureName>();
  if (result.barcode && Object.keys(result.barcode).length) used.add('barcodeReading');
  if (result.mrz && Object.keys(result.mrz).length) used.add('mrzReading');
  for (const check of result.checks) {
    const feature = CHECK_FEATURES[check.name];
    if (feature && check.result !== 'skipped') used.add(feature);
  }
  return DIVE_FEATURE_NAMES.filter((name) => used.has(name));
}

/** A feature's title in the catalogue (what a refusal names). */
export const diveFeatureTitle = (name: DiveFeatureName): string =>
  DIVE_FEATURES.find((f) => f.name === name)?.title ?? name;
