import { AimOutlined, HistoryOutlined, WarningOutlined } from '@ant-design/icons';
import {
  addressValidationGate,
  failedVerificationsGate,
  historyLogGate,
} from '@console/contract/validation-reports-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';
import { ADDRESS_VALIDATION_PATH, FAILED_VERIFICATIONS_PATH, HISTORY_LOG_PATH } from './paths';
import { TEXT } from './texts';

/**
 * The validation reports (product-families §2 Reports). They belong in the Reports group, which the
 * reports family declares; until they join it they are entries of their own at the group's
 * addresses, each gated as its call (a feature of the Veriscan module).
 */
export const routes: AppRoute[] = [
  {
    path: FAILED_VERIFICATIONS_PATH,
    name: 'FailedVerificationsReport',
    meta: {
      title: TEXT.failedVerifications,
      order: 181,
      icon: <WarningOutlined />,
      ...pageGate(failedVerificationsGate),
    },
    page: () => import('./FailedVerificationsReportPage'),
  },
  {
    path: HISTORY_LOG_PATH,
    name: 'HistoryLogReport',
    meta: { title: TEXT.historyLog, order: 182, icon: <HistoryOutlined />, ...pageGate(historyLogGate) },
    page: () => import('./HistoryLogReportPage'),
    children: [
      {
        path: `${HISTORY_LOG_PATH}/:id`,
        name: 'HistoryLogReportEntry',
        meta: { title: TEXT.historyLogEntry, hidden: true, ...pageGate(historyLogGate) },
        page: () => import('./HistoryLogEntryPage'),
      },
    ],
  },
  {
    path: ADDRESS_VALIDATION_PATH,
    name: 'AddressValidationReport',
    meta: {
      title: TEXT.addressValidation,
      order: 183,
      icon: <AimOutlined />,
      ...pageGate(addressValidationGate),
    },
    page: () => import('./AddressValidationReportPage'),
  },
];
