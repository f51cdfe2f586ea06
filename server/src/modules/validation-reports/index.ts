import type { ServerFamily } from '../../kit/family.ts';
import { seedValidationReportsDemo } from './demo.ts';
import { validationReportsRoutes } from './routes.ts';
// Registers the reports' CSVs with the e-mail receivers' seam (kit/report-csv.ts).
import './csv-sources.ts';

/**
 * The validation reports (product-families §2 Reports: FailedVerificationsReport, HistoryLogReport
 * and its entries, AddressValidationReport): read-only reports over the request store and the two
 * tables its triggers keep. (rules: server/src/modules/validation-reports/README.md)
 */
export const family: ServerFamily = {
  name: 'validation-reports',
  routes: validationReportsRoutes,
  // After the activity (its requests) and the manual review (its decisions).
  demo: { order: 70, seed: ({ tx, companies }) => seedValidationReportsDemo(tx, companies.main) },
};
