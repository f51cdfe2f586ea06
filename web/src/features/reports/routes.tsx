import { reportsFamily } from '@console/contract/reports-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';
import { TITLES as TEXT } from './titles';
import type { pages } from './pages';

/** Every report needs the Veriscan module and its reports feature (contract reports-gates.ts). */
const gate = pageGate(reportsFamily.gate);

export const LOCATION_REPORT_PATH = '/Reports/LocationReport';

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
        meta: { title: TEXT.locationReport, order: 1, ...gate },
        page: 'LocationReportPage',
      },
      {
        path: '/Reports/EnhancedServices',
        name: 'EnhancedServices',
        meta: { title: TEXT.enhancedServices, order: 2, ...gate },
        page: 'EnhancedServicesPage',
      },
      {
        path: '/Reports/AdminReport',
        name: 'AdminReport',
        meta: { title: TEXT.adminReport, order: 3, ...gate },
        page: 'AdminReportPage',
      },
      {
        path: '/Reports/DeviceReport',
        name: 'DeviceReport',
        meta: { title: TEXT.deviceReport, order: 7, ...gate },
        page: 'DeviceReportPage',
      },
      {
        path: '/Reports/iPadReport',
        name: 'iPadReport',
        meta: { title: TEXT.iPadReport, order: 9, ...gate },
        page: 'IPadReportPage',
      },
    ],
  },
];
