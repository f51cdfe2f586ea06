import { validationReportsApi as api } from '@console/contract/validation-reports';
import type { FamilyRoutes } from '../../kit/register.ts';
import {
  addressValidationSource,
  failedVerificationsSource,
  historyLogEntry,
  historyLogSource,
} from './service.ts';

/** The validation reports (product-families §7 Reports): three paged reports with CSV, and one entry. */
export function validationReportsRoutes(routes: FamilyRoutes): void {
  routes.list(api.failedVerifications, (c) => failedVerificationsSource(c.db, c.tenant, c.query));
  routes.list(api.historyLog, (c) => historyLogSource(c.db, c.tenant, c.query));
  routes.add(api.historyLogEntry, (c) => historyLogEntry(c.db, c.tenant, c.params.id));
  routes.list(api.addressValidation, (c) => addressValidationSource(c.db, c.tenant, c.query));
}
