/**
 * Calendar days as the server handles them: YYYY-MM-DD in UTC (subscriptions end on a day, tokens
 * work through one, rollups count by one), and MM/DD/YYYY when a message names one (the spec's date
 * format, product-families §9).
 */

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The UTC day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return utcDay(moment);
}

/** A YYYY-MM-DD day as a message writes it: MM/DD/YYYY. */
export const usDate = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
