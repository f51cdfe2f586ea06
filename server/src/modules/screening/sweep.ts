import type { JobKind } from '../../jobs/kind.ts';
import { SWEEP_BATCH, sweepSubscriptions } from './billing.ts';

/**
 * Every hour, one sweep across all instances expires the subscriptions past their expiration date
 * and moves ended periods on, a batch at a time until none is left. The product API does not wait
 * for it: it refuses an Active subscription past its date by itself (admission.ts).
 */
export const subscriptionSweep: JobKind = {
  name: 'screening.subscription-sweep',
  title: 'Screening subscription sweep',
  schedule: '7 * * * *',
  // The next hour's sweep does whatever a failed one left.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  run: async (_data, { db, log }) => {
    let changed = 0;
    for (;;) {
      const batch = await sweepSubscriptions(db);
      changed += batch;
      if (batch < SWEEP_BATCH) break;
    }
    if (changed > 0) log.info({ subscriptions: changed }, 'screening subscription sweep');
  },
};
