// Icons the first load already carries (web/src/firstLoadBudget.test.ts): the menu costs no new bytes.
import {
  addressValidationGate,
  failedVerificationsGate,
  historyLogGate,
} from '@console/contract/validation-reports-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';
import { ADDRESS_VALIDATION_PATH, FAILED_VERIFICATIONS_PATH, HISTORY_LOG_PATH } from './paths';
import { TITLES } from './titles';
import type { pages } from './pages';

/**
 * The validation reports (product-families §2 Reports). They belong in the Reports group, which the
 * reports family declares; until they join it they are entries of their own at the group's
 * addresses, each gated as its call (a feature of the Veriscan module).
 */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: FAILED_VERIFICATIONS_PATH,
    name: 'FailedVerificationsReport',
    meta: {
      title: TITLES.failedVerifications,
      order: 181,
      icon: 'StopOutlined',
      ...pageGate(failedVerificationsGate),
    },
    page: 'FailedVerificationsReportPage',
  },
  {
    path: HISTORY_LOG_PATH,
    name: 'HistoryLogReport',
    meta: { title: TITLES.historyLog, order: 182, icon: 'FileSearchOutlined', ...pageGate(historyLogGate) },
    page: 'HistoryLogReportPage',
    children: [
      {
        path: `${HISTORY_LOG_PATH}/:id`,
        name: 'HistoryLogReportEntry',
        meta: { title: TITLES.historyLogEntry, hidden: true, ...pageGate(historyLogGate) },
        page: 'HistoryLogEntryPage',
      },
    ],
  },
  {
    path: ADDRESS_VALIDATION_PATH,
    name: 'AddressValidationReport',
    meta: {
      title: TITLES.addressValidation,
      order: 183,
      icon: 'SafetyOutlined',
      ...pageGate(addressValidationGate),
    },
    page: 'AddressValidationReportPage',
  },
];
