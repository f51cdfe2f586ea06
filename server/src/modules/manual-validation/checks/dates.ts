/*
 * Dates as documents print them, read into ISO days (YYYY-MM-DD), and the two date rules: the
 * document has not expired, and the holder is old enough. Pure: today is always given.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day as YYYY-MM-DD, or null (31 February is not a day). */
export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A date as the front's fields carry it: YYYY-MM-DD (DIVE), or MM/DD/YYYY as US documents print it. */
export function readFrontDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (us) return isoDay(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

/**
 * An MRZ date (YYMMDD) as a day: a birth date is in the past, so a year after this one's is the
 * last century; an expiry date is within the next 50 years, or else the last century.
 */
export function readMrzDate(
  value: string | null | undefined,
  kind: 'birth' | 'expiry',
  today: string,
): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const yy = Number(match[1]);
  const thisYear = Number(today.slice(0, 4));
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + yy;
  if (kind === 'birth' && year > thisYear) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  return isoDay(year, Number(match[2]), Number(match[3]));
}

/** Whole years between a birth day and today (both YYYY-MM-DD). */
export function ageOn(birthDay: string, today: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
