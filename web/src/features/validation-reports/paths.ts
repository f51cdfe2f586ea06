import { pathTo } from '../../kit/namedRoutes';
import { routes } from '../reports/routes';

/** The validation reports' addresses: entries of the Reports group (features/reports/routes.tsx). */
export const FAILED_VERIFICATIONS_PATH = pathTo(routes, 'FailedVerificationsReport')();
export const HISTORY_LOG_PATH = pathTo(routes, 'HistoryLogReport')();
export const ADDRESS_VALIDATION_PATH = pathTo(routes, 'AddressValidationReport')();
const entry = pathTo(routes, 'HistoryLogReportEntry');
export const historyLogEntryPath = (id: number) => entry({ id });
