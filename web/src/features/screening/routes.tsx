import { screeningFamily } from '@console/contract/screening/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { ACCOUNTS_PATH, REQUESTS_PATH, SCREENING_BASE, STATISTICS_PATH } from './paths';
import type { pages } from './pages';

/** Every Verification Services call needs the VerificationService module; the group shows only with it. */
const gate = pageGate(screeningFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '',
    name: 'ScreeningService',
    meta: { title: 'Verification Services', order: 110, icon: 'SafetyCertificateOutlined', ...gate },
    children: [
      {
        path: ACCOUNTS_PATH,
        name: 'ScreeningService.Accounts',
        meta: { title: 'Accounts', order: 1, ...gate },
        page: 'ScreeningAccountsPage',
        children: [
          {
            // The account page's per-product link names this route (console-core §2).
            path: `${SCREENING_BASE}/Customer/:id`,
            name: 'ScreeningService.Customer',
            meta: { title: 'Customer', hidden: true, ...gate },
            page: 'ScreeningCustomerPage',
            children: [
              {
                // console-core §2's sub-pages, kept as the page's tabs (?tab=).
                path: `${SCREENING_BASE}/Customer/:id/:tab`,
                name: 'ScreeningService.CustomerTab',
                meta: { title: 'Customer', hidden: true, ...gate },
                page: 'CustomerTabRedirect',
              },
            ],
          },
        ],
      },
      {
        path: STATISTICS_PATH,
        name: 'ScreeningService.Statistics',
        meta: { title: 'Statistics', order: 2, ...gate },
        page: 'StatisticsPage',
        children: [
          {
            path: `${STATISTICS_PATH}/:id`,
            name: 'ScreeningService.ServiceStatistics',
            meta: { title: 'Service', hidden: true, ...gate },
            page: 'StatisticsPage',
          },
        ],
      },
      {
        path: REQUESTS_PATH,
        name: 'ScreeningService.Requests',
        meta: { title: 'Requests', order: 3, ...gate },
        page: 'RequestsPage',
      },
    ],
  },
];
