import { jobsApi } from '@console/contract/jobs/api';
import { jobIn } from '../../jobs/testing.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey } from '../../testing/gate-suite.ts';

/** A job belongs to no company: a failed one, which the retry finds from any administered company. */
export const providerGateFixtures: GateFixtures = {
  [gateKey(jobsApi.retry)]: async (t) => ({ params: { id: await jobIn(t.app.jobs, 'failed') } }),
};
