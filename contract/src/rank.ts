/**
 * Issue ranks (console-core §4, §9): a product's issues add up to a rank, and the thresholds 30 and
 * 50 split it into bands. The accounts list colours rows by the same thresholds, except that a rank
 * of 0 (no issues) leaves the row uncoloured.
 */
export const RANK_WARNING_FROM = 30;
export const RANK_DANGER_FROM = 50;

export type RankBand = 'success' | 'warning' | 'danger';

/** Under 30 success, 30 to under 50 warning, 50 and over danger. */
export function rankBand(rank: number): RankBand {
  if (rank >= RANK_DANGER_FROM) return 'danger';
  if (rank >= RANK_WARNING_FROM) return 'warning';
  return 'success';
}

export type RankRowColour = 'green' | 'orange' | 'red';

/** The accounts list row colour: none at 0 (or below), then green, orange and red by band. */
export function rankRowColour(rank: number): RankRowColour | undefined {
  if (rank <= 0) return undefined;
  const colours: Record<RankBand, RankRowColour> = { success: 'green', warning: 'orange', danger: 'red' };
  return colours[rankBand(rank)];
}
