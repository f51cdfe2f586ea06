import { parse } from 'mrz';
import { readMrzDate } from './dates.ts';

/*
 * The machine-readable zone of passports and ID cards (ICAO 9303: TD1 three lines of 30, TD2 two
 * of 36, TD3 two of 44), read with the `mrz` library: its check digits (document number, birth
 * date, expiry date, optional data, composite) and the fields a review compares with the front.
 */

export interface MrzRead {
  format: string;
  /** The check digits that do not match their fields, by field name; empty when all match. */
  badCheckDigits: string[];
  lastName: string | null;
  firstName: string | null;
  documentNumber: string | null;
  birthDate: string | null;
  expirationDate: string | null;
}

/** A parsed MRZ's fields under the names the reported and compared fields use. */
export function mrzFields(mrz: MrzRead) {
  return {
    lastName: mrz.lastName,
    firstName: mrz.firstName,
    documentNumber: mrz.documentNumber,
    dateOfBirth: mrz.birthDate,
    expirationDate: mrz.expirationDate,
  };
}

export type MrzParse = { ok: true; mrz: MrzRead } | { ok: false; error: string };

/** The lines the DIVE result carries (mrz.line1, line2, line3), in order, the empty ones left out. */
export function mrzLines(mrz: Record<string, unknown> | null): string[] {
  if (!mrz) return [];
  return ['line1', 'line2', 'line3']
    .map((key) => mrz[key])
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .map((line) => line.trim().toUpperCase());
}

/** The MRZ read and its check digits verified, or why it cannot be read. `today` dates two-digit years. */
export function readMrz(lines: readonly string[], today: string): MrzParse {
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines);
  } catch (error) {
    return { ok: false, error: `The MRZ cannot be read: ${(error as Error).message}` };
  }
  const badCheckDigits = result.details
    .filter((detail) => detail.field?.endsWith('CheckDigit') && !detail.valid)
    .map((detail) => detail.field as string);
  const f = result.fields;
  return {
    ok: true,
    mrz: {
      format: String(result.format),
      badCheckDigits,
      lastName: f.lastName ?? null,
      firstName: f.firstName ?? null,
      documentNumber: f.documentNumber ?? null,
      birthDate: readMrzDate(f.birthDate, 'birth', today),
      expirationDate: readMrzDate(f.expirationDate, 'expiry', today),
    },
  };
}

/**
 * Lines an OCR read from an image, with the letters and digits it confuses (O and 0, I and 1, B
 * and 8...) put right where the field allows only one kind: the MRZ parser's own autocorrection,
 * applied to the text, so the lines shown are the ones parsed. A check digit is never "corrected"
 * into agreement: the parser corrects characters by field type, not by the check digit.
 */
export function correctOcrLines(lines: readonly string[]): string[] {
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return [...lines];
  }
  const fixed = lines.map((line) => line.split(''));
  for (const detail of result.details) {
    for (const fix of detail.autocorrect) {
      const row = fixed[fix.line];
      if (row && row[fix.column] === fix.original) row[fix.column] = fix.corrected;
    }
  }
  return fixed.map((row) => row.join(''));
}
