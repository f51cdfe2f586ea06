import { sweepJob } from '../../jobs/sweep.ts';
import { SWEEP_BATCH, sweepSubscriptions } from './billing.ts';

/**
 * Every hour, one sweep across all instances expires the subscriptions past their expiration date
 * and moves ended periods on. The product API does not wait for it: it refuses an Active
 * subscription past its date by itself (admission.ts).
 */
export const subscriptionSweep = sweepJob({
  name: 'screening.subscription-sweep',
  title: 'Screening subscription sweep',
  schedule: '7 * * * *',
  batch: sweepSubscriptions,
  batchSize: SWEEP_BATCH,
  logged: { field: 'subscriptions', message: 'screening subscription sweep' },
});
