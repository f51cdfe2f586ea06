import * as reportsCalls from '@console/contract/reports/call-gates';
import * as validationReportsCalls from '@console/contract/validation-reports/call-gates';
import * as reportReceiversCalls from '@console/contract/report-receivers/call-gates';
import { reportsFamily } from '@console/contract/reports/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { TITLES as VALIDATION_TITLES } from '../validation-reports/titles';
import { TITLES as TEXT } from './titles';
import type { pages } from './pages';

/** Every report needs the Veriscan module and its reports feature (contract reports/gates.ts). */
const gate = pageGate(reportsFamily.gate);

export const LOCATION_REPORT_PATH = '/Reports/LocationReport';
export const RECEIVERS_PATH = '/Reports/Receivers';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // product-families §2: /Dashboard/Reports redirects to the Location Report.
    path: '/Dashboard/Reports',
    name: 'DashboardReports',
    meta: { title: TEXT.group, hidden: true, ...gate },
    redirect: LOCATION_REPORT_PATH,
  },
  {
    // Right after the Dashboard's group (100), before the products' (110 and up). The pages keep the
    // order of product-families §2, with room for the reports of other families between them
    // (FailedVerificationsReport 4, HistoryLogReport 5, AddressValidationReport 6, Receivers 8).
    path: '',
    name: 'Reports',
    meta: { title: TEXT.group, order: 101, icon: 'BarChartOutlined', ...gate },
    children: [
      {
        path: LOCATION_REPORT_PATH,
        name: 'LocationReport',
        meta: { title: TEXT.locationReport, order: 1 },
        page: 'LocationReportPage',
        call: reportsCalls.locations,
      },
      {
        path: '/Reports/EnhancedServices',
        name: 'EnhancedServices',
        meta: { title: TEXT.enhancedServices, order: 2 },
        page: 'EnhancedServicesPage',
        call: reportsCalls.enhancedServices,
      },
      {
        path: '/Reports/AdminReport',
        name: 'AdminReport',
        meta: { title: TEXT.adminReport, order: 3 },
        page: 'AdminReportPage',
        call: reportsCalls.admin,
      },
      // The validation reports' pages (features/validation-reports), each gated as its call: the
      // History Log by the group's feature, the other two by features of their own.
      {
        path: '/Reports/FailedVerificationsReport',
        name: 'FailedVerificationsReport',
        meta: { title: VALIDATION_TITLES.failedVerifications, order: 4 },
        page: 'FailedVerificationsReportPage',
        call: validationReportsCalls.failedVerifications,
      },
      {
        path: '/Reports/HistoryLogReport',
        name: 'HistoryLogReport',
        meta: { title: VALIDATION_TITLES.historyLog, order: 5 },
        page: 'HistoryLogReportPage',
        call: validationReportsCalls.historyLog,
        children: [
          {
            path: ':id',
            name: 'HistoryLogReportEntry',
            meta: { title: VALIDATION_TITLES.historyLogEntry, hidden: true },
            page: 'HistoryLogEntryPage',
            call: validationReportsCalls.historyLogEntry,
          },
        ],
      },
      {
        path: '/Reports/AddressValidationReport',
        name: 'AddressValidationReport',
        meta: { title: VALIDATION_TITLES.addressValidation, order: 6 },
        page: 'AddressValidationReportPage',
        call: validationReportsCalls.addressValidation,
      },
      {
        path: '/Reports/DeviceReport',
        name: 'DeviceReport',
        meta: { title: TEXT.deviceReport, order: 7 },
        page: 'DeviceReportPage',
        call: reportsCalls.devices,
      },
      {
        // The e-mail report receivers (features/report-receivers): Admin only, behind the group's gate.
        path: RECEIVERS_PATH,
        name: 'Receivers',
        meta: { title: TEXT.receivers, order: 8 },
        page: 'ReceiversPage',
        call: reportReceiversCalls.list,
      },
      {
        path: '/Reports/iPadReport',
        name: 'iPadReport',
        meta: { title: TEXT.iPadReport, order: 9 },
        page: 'IPadReportPage',
        call: reportsCalls.iPads,
      },
    ],
  },
];
