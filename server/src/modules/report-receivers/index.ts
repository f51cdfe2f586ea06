import type { ServerFamily } from '../../kit/family.ts';
import { seedReceiversDemo } from './demo.ts';
import { reportReceiversRoutes } from './routes.ts';
import { reportDispatchJob, reportSendJob } from './send.ts';

/**
 * E-mail report receivers (product-families §3, §7 Reports): a report's CSV e-mailed on a schedule,
 * each send's outcome kept on the receiver. The reports themselves register through the kit (kit/report-csv.ts).
 * (rules: server/src/modules/report-receivers/README.md)
 */
export const family: ServerFamily = {
  name: 'report-receivers',
  routes: reportReceiversRoutes,
  jobs: [reportDispatchJob, reportSendJob],
  // After the failed records (the report the demo's receivers send).
  demo: { order: 70, seed: ({ tx, companies }) => seedReceiversDemo(tx, companies.main) },
};
