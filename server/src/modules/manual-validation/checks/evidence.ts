import type { FaceMatch, MrzRead } from '@console/contract/kit';
import type { DiveResult } from '@console/contract/dvs/result';
import type { RequestStatus } from '@console/contract/activity/api';
import { readFrontDate } from './dates.ts';
import { correctOcrLines, mrzFields, mrzLines, readMrz } from './mrz.ts';

/*
 * The evidence the console computed from a request's images (kit/evidence) held against what the
 * device reported: the face score against the threshold, the MRZ read from the image against its
 * own check digits and against the reported MRZ (or, without one, the front's fields). Pure
 * functions: the evidence job routes a request to review with disagreementOf, and the review's
 * checks (./index.ts) say the same in their details.
 */

/** The MRZ lines an OCR read, corrected and parsed, as the evidence keeps them. */
export function mrzEvidence(
  read: { engine: string; lines: string[]; reason: string | null },
  imageId: number | undefined,
  today: string,
): MrzRead {
  const base = { engine: read.engine, imageId, badCheckDigits: [], fields: {} };
  if (read.lines.length === 0) return { ...base, lines: [], reason: read.reason };
  const lines = correctOcrLines(read.lines);
  const parsed = readMrz(lines, today);
  if (!parsed.ok) return { ...base, lines, reason: parsed.error };
  const { badCheckDigits, format } = parsed.mrz;
  return {
    ...base,
    lines,
    reason: null,
    badCheckDigits,
    fields: { format, ...mrzFields(parsed.mrz) },
  };
}

const FIELDS = [
  ['lastName', 'last name'],
  ['firstName', 'first name'],
  ['documentNumber', 'document number'],
  ['dateOfBirth', 'date of birth'],
  ['expirationDate', 'expiration date'],
] as const;

const normal = (value: unknown) =>
  typeof value === 'string' ? value.toUpperCase().replace(/[^A-Z0-9]/g, '') : '';

/** The fields the device reported for the document: its MRZ's when it sent one, else the front's. */
function reportedFields(
  result: DiveResult,
  today: string,
): { source: string; fields: Record<string, unknown> } {
  const lines = mrzLines(result.mrz);
  const parsed = lines.length ? readMrz(lines, today) : null;
  if (parsed?.ok) return { source: 'the reported MRZ', fields: mrzFields(parsed.mrz) };
  const f = result.fields;
  return {
    source: 'the reported fields',
    fields: {
      ...f,
      dateOfBirth: readFrontDate(f.dateOfBirth) ?? f.dateOfBirth,
      expirationDate: readFrontDate(f.expirationDate) ?? f.expirationDate,
    },
  };
}

/** Where the MRZ read from the image disagrees with itself or with the report; null when it agrees. */
export function mrzDisagreement(result: DiveResult, mrz: MrzRead | null, today: string): string | null {
  if (!mrz || mrz.reason || mrz.lines.length === 0) return null;
  if (mrz.badCheckDigits.length > 0) {
    return `The MRZ read from the image has check digits that do not match: ${mrz.badCheckDigits.join(', ')}`;
  }
  const reported = reportedFields(result, today);
  const differing = FIELDS.filter(([field]) => {
    const read = normal(mrz.fields[field]);
    const sent = normal(reported.fields[field]);
    return read !== '' && sent !== '' && read !== sent;
  }).map(
    ([field, title]) => `${title} (${mrz.fields[field]} read, ${String(reported.fields[field])} reported)`,
  );
  if (differing.length === 0) return null;
  return `The MRZ read from the image differs from ${reported.source}: ${differing.join('; ')}`;
}

/** A face match score as devices report it, 0-100; anything else is no score. */
export const score = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;

/** The threshold the face match is held to: the one the device applied, else the console's. */
export const faceThresholdOf = (raw: Record<string, unknown>, fallback: number) =>
  score(raw.matchThreshold) ?? fallback;

/**
 * Where the console's own face score contradicts an accepted request: the device reported a passing
 * score (or accepted without one) and the console's is below the threshold. A rejected request
 * needs no second look, and a match the console could not compute (no face, several) contradicts
 * nothing: the reason is shown beside it.
 */
export function faceDisagreement(
  raw: Record<string, unknown>,
  status: RequestStatus,
  face: FaceMatch | null,
  threshold: number,
): string | null {
  if (!face || face.score === null) return null;
  const reported = score(raw.matchScore);
  if (face.score >= threshold) return null;
  if (reported !== null && reported >= threshold) {
    return `The device reported a face match of ${reported}; the console computed ${face.score}, below the threshold ${threshold}`;
  }
  if (reported === null && status === 'success') {
    return `The request was accepted, but the console computed a face match of ${face.score}, below the threshold ${threshold}`;
  }
  return null;
}

/** Every disagreement of the computed evidence with the report, in one sentence each; null if none. */
export function disagreementOf(
  raw: Record<string, unknown>,
  result: DiveResult,
  status: RequestStatus,
  evidence: { faceMatch: FaceMatch | null; mrz: MrzRead | null },
  options: { threshold: number; today: string },
): string | null {
  const found = [
    faceDisagreement(raw, status, evidence.faceMatch, faceThresholdOf(raw, options.threshold)),
    mrzDisagreement(result, evidence.mrz, options.today),
  ].filter((line): line is string => line !== null);
  return found.length ? found.join('. ') : null;
}
