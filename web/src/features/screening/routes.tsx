import * as screeningCalls from '@console/contract/screening/call-gates';
import { screeningFamily } from '@console/contract/screening/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
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
        path: '/ScreeningService/Accounts',
        name: 'ScreeningService.Accounts',
        meta: { title: 'Accounts', order: 1 },
        page: 'ScreeningAccountsPage',
        call: screeningCalls.accounts,
        children: [
          {
            // The account page's per-product link names this route (console-core §2).
            path: '/ScreeningService/Customer/:id',
            name: 'ScreeningService.Customer',
            meta: { title: 'Customer', hidden: true },
            page: 'ScreeningCustomerPage',
            call: screeningCalls.aggregatedAccount,
            children: [
              {
                // console-core §2's sub-pages, kept as the page's tabs (?tab=).
                path: ':tab',
                name: 'ScreeningService.CustomerTab',
                meta: { title: 'Customer', hidden: true },
                page: 'CustomerTabRedirect',
                call: screeningCalls.aggregatedAccount,
              },
            ],
          },
        ],
      },
      {
        path: '/ScreeningService/Statistics',
        name: 'ScreeningService.Statistics',
        meta: { title: 'Statistics', order: 2 },
        page: 'StatisticsPage',
        call: screeningCalls.stats,
        children: [
          {
            path: ':id',
            name: 'ScreeningService.ServiceStatistics',
            meta: { title: 'Service', hidden: true },
            page: 'StatisticsPage',
            call: screeningCalls.serviceStats,
          },
        ],
      },
      {
        path: '/ScreeningService/requests',
        name: 'ScreeningService.Requests',
        meta: { title: 'Requests', order: 3 },
        page: 'RequestsPage',
        call: screeningCalls.requests,
      },
    ],
  },
];
