/*
 * Money (DESIGN.md: integer cents, US dollars): amounts travel and are stored as whole cents; this
 * is the one place they become text, for the screens and the invoice PDFs alike.
 */

/** US dollars with the sign, thousands separated and two decimals: 123456 → "$1,234.56", -5 → "-$0.05". */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
