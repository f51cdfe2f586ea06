import { sweepJob } from '../../jobs/sweep.ts';
import { RANK_SWEEP_BATCH, recomputeDueRanks } from './issues-store.ts';

/**
 * Ranks change with time alone (a subscription nears or passes its end): every minute, one sweep
 * across all instances re-ranks the accounts that are due.
 */
export const rankSweep = sweepJob({
  name: 'accounts.rank-sweep',
  title: 'Rank sweep',
  schedule: '* * * * *',
  batch: recomputeDueRanks,
  batchSize: RANK_SWEEP_BATCH,
  logged: { field: 'accounts', message: 'rank sweep re-ranked accounts' },
});
