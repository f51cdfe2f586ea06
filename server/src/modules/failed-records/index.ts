import type { ServerFamily } from '../../kit/family.ts';
import { seedFailedRecordsDemo } from './demo.ts';
import { failedRecordsRoutes } from './routes.ts';
import { failedRecordsSyncJob } from './sync.ts';

/**
 * Failed verification records (product-families §2 /Dashboard/FailedRecords, §7): records of failed
 * verifications by document number, made by staff or by the Sync job from the failed requests.
 * (rules: server/src/modules/failed-records/README.md)
 */
export const family: ServerFamily = {
  name: 'failed-records',
  routes: failedRecordsRoutes,
  jobs: [failedRecordsSyncJob],
  // After DIVE (its failed requests).
  demo: { order: 60, seed: ({ tx, companies }) => seedFailedRecordsDemo(tx, companies.main) },
};
