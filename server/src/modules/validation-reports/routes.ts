import { validationReportsApi as api } from '@console/contract/validation-reports/api';
import type { FamilyRoutes } from '../../kit/register.ts';
import { reportWindowOf } from '../../kit/report-window.ts';
import {
  addressValidationSource,
  failedVerificationsSource,
  historyLogEntry,
  historyLogSource,
} from './service.ts';

/**
 * The validation reports (product-families §7 Reports): three paged reports with CSV, and one entry.
 * Each report's period is the reports' `fromto` (kit/report-window.ts), by default the last 24 hours.
 */
export function validationReportsRoutes(routes: FamilyRoutes): void {
  routes.list(api.failedVerifications, (c) =>
    failedVerificationsSource(c.db, c.tenant, c.query, reportWindowOf('other', c.query.fromto)),
  );
  routes.list(api.historyLog, (c) =>
    historyLogSource(c.db, c.tenant, c.query, reportWindowOf('other', c.query.fromto)),
  );
  routes.add(api.historyLogEntry, (c) => historyLogEntry(c.db, c.tenant, c.params.id));
  routes.list(api.addressValidation, (c) =>
    addressValidationSource(c.db, c.tenant, c.query, reportWindowOf('other', c.query.fromto)),
  );
}
