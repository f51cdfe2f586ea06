import { isoDay } from './dates.ts';

/*
 * The AAMVA DL/ID card design standard's PDF417 barcode text (the back of a North American
 * driver's licence), parsed into its data elements. No maintained npm parser passes our engines
 * rule and reviews, so this is written here, from the standard: a header `@` LF RS CR, the file
 * type `ANSI ` (or `AAMVA`), the issuer's IIN (6 digits), the AAMVA version (2), the jurisdiction
 * version (2), the number of subfiles (2), the subfile designators, then each subfile (DL or ID)
 * as elements `<3-letter id><value>` separated by LF and ended by CR.
 */

/** The elements a review reads, with what they are. */
export const AAMVA_ELEMENTS = {
  DAQ: 'Document number',
  DCS: 'Last name',
  DAC: 'First name',
  DCT: 'First name (version 1)',
  DAD: 'Middle name',
  DBB: 'Date of birth',
  DBA: 'Expiration date',
  DBD: 'Issue date',
  DBC: 'Sex',
  DAG: 'Street',
  DAI: 'City',
  DAJ: 'State',
  DAK: 'Postal code',
  DCG: 'Country',
} as const;

export interface AamvaBarcode {
  /** The issuer's identification number (636015: Texas). */
  iin: string;
  /** The AAMVA version the card was made to (1 to 10). */
  version: number;
  /** Every element read, by id (DAQ, DCS...). */
  elements: Record<string, string>;
}

export type AamvaParse = { ok: true; barcode: AamvaBarcode } | { ok: false; error: string };

// The compliance indicator `@`, then LF, the record separator (0x1E) and CR, each optional here.
const HEADER = new RegExp(
  `^@\n?${String.fromCharCode(0x1e)}?\r?(ANSI |AAMVA)(\\d{6})(\\d{2})(\\d{2})?(\\d{2})?`,
);

/** The barcode text parsed, or why it is not an AAMVA barcode. */
export function parseAamva(text: string): AamvaParse {
  const header = HEADER.exec(text);
  if (!header)
    return { ok: false, error: 'The barcode is not an AAMVA driver licence barcode (no ANSI header)' };
  const iin = header[2] ?? '';
  const version = Number(header[3]);
  const elements: Record<string, string> = {};
  // After the header: the subfile designators (type and 8 digits of offset and length, each), then
  // the first subfile's type (DL or ID) directly before its first element. Elements are separated
  // by LF; CR ends a subfile.
  const body = text
    .slice(header[0].length)
    .replace(/^(?:[A-Z]{2}\d{8})+(?:DL|ID)/, '')
    .replace(/\r(?:DL|ID|Z[A-Z])(?=[A-Z]{3})/g, '\n');
  for (const line of body.split(/[\n\r]+/)) {
    const match = /^(D[A-Z]{2})(.*)$/.exec(line);
    if (!match?.[1]) continue;
    if (!(match[1] in elements)) elements[match[1]] = (match[2] ?? '').trim();
  }
  if (!elements.DAQ) return { ok: false, error: 'The barcode has no document number (DAQ)' };
  return { ok: true, barcode: { iin, version, elements } };
}

/**
 * An AAMVA date as a day: MMDDCCYY in the United States, CCYYMMDD in Canada (the standard's
 * rule; a card without a country element is read by which form makes a day).
 */
export function readAamvaDate(value: string | undefined, country: string | undefined): string | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  const us = () => isoDay(Number(value.slice(4, 8)), Number(value.slice(0, 2)), Number(value.slice(2, 4)));
  const ca = () => isoDay(Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8)));
  if (country === 'CAN') return ca();
  if (country === 'USA') return us();
  return us() ?? ca();
}

/** The holder's first name: DAC, or DCT in version 1 cards (first and middle names, comma-separated). */
export function aamvaFirstName(elements: Record<string, string>): string | null {
  const name = elements.DAC ?? elements.DCT?.split(/[,$]/)[0];
  return name ? name.trim() : null;
}
