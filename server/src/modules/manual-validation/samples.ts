/*
 * Well-formed document data for the demo and the tests: an AAMVA PDF417 barcode text and a TD3
 * MRZ for a person, with the ICAO 9303 check digits computed (7-3-1 weights), so the checks module
 * reads them as real ones.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export interface SampleHolder {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  documentNumber: string;
}

/** An AAMVA version 9 Texas licence barcode text for the holder. */
export function aamvaText(holder: SampleHolder): string {
  const mdy = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;
  return [
    `@\n\x1e\rANSI 636015090002DL00410278ZT03190008DLDAQ${holder.documentNumber}`,
    `DCS${holder.lastName.toUpperCase()}`,
    `DAC${holder.firstName.toUpperCase()}`,
    `DBB${mdy(holder.dateOfBirth)}`,
    `DBA${mdy(holder.expirationDate)}`,
    'DBC2',
    'DAIAUSTIN',
    'DAJTX',
    'DCGUSA\r',
  ].join('\n');
}

const VALUES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** ICAO 9303 check digit: characters valued 0-35 (`<` 0), weighted 7, 3, 1, summed modulo 10. */
export function checkDigit(text: string): string {
  let sum = 0;
  for (const [i, char] of [...text].entries())
    sum += Math.max(0, VALUES.indexOf(char)) * ([7, 3, 1][i % 3] ?? 1);
  return String(sum % 10);
}

/** The two lines of a TD3 (passport) MRZ of the holder, issued by the USA. */
export function td3Lines(holder: SampleHolder): [string, string] {
  const yymmdd = (day: string) => `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
  const name = `${holder.lastName}<<${holder.firstName.replace(/ /g, '<')}`.toUpperCase();
  const line1 = `P<USA${name}`.padEnd(44, '<').slice(0, 44);
  const number = holder.documentNumber.toUpperCase().padEnd(9, '<').slice(0, 9);
  const birth = yymmdd(holder.dateOfBirth);
  const expiry = yymmdd(holder.expirationDate);
  const personal = '<'.repeat(14);
  const composite = `${number}${checkDigit(number)}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${personal}${checkDigit(personal)}`;
  const line2 = `${number}${checkDigit(number)}USA${birth}${checkDigit(birth)}F${expiry}${checkDigit(expiry)}${personal}${checkDigit(personal)}${checkDigit(composite)}`;
  return [line1, line2];
}

/** A day `years` from `today` (YYYY-MM-DD), keeping month and day. */
export function yearsFrom(today: Date, years: number): string {
  return `${today.getUTCFullYear() + years}-${pad(today.getUTCMonth() + 1)}-${pad(Math.min(today.getUTCDate(), 28))}`;
}
