import type { JobKind } from '../../jobs/kind.ts';
import { RANK_SWEEP_BATCH, recomputeDueRanks } from './issues-store.ts';

/**
 * Ranks change with time alone (a subscription nears or passes its end): every minute, one sweep
 * across all instances re-ranks the accounts that are due, a batch at a time until none is left.
 */
export const rankSweep: JobKind = {
  name: 'accounts.rank-sweep',
  title: 'Rank sweep',
  schedule: '* * * * *',
  // The next minute's sweep does whatever a failed one left: a retry would only overlap it.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  run: async (_data, { db, log }) => {
    let ranked = 0;
    for (;;) {
      const due = await recomputeDueRanks(db);
      ranked += due;
      if (due < RANK_SWEEP_BATCH) break;
    }
    if (ranked > 0) log.info({ accounts: ranked }, 'rank sweep re-ranked accounts');
  },
};
