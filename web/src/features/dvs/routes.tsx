import * as dvsCalls from '@console/contract/dvs/call-gates';
import { dvsFamily } from '@console/contract/dvs/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/** Every DIVE call needs the DVS module; the group shows only where the company has it. */
const gate = pageGate(dvsFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '',
    name: 'Dive',
    meta: { title: 'DIVE', order: 130, icon: 'FileProtectOutlined', ...gate },
    children: [
      {
        path: '/DIVE/accounts',
        name: 'DvsAccounts',
        meta: { title: 'Accounts', order: 1 },
        page: 'DvsAccountsListPage',
        call: dvsCalls.list,
        children: [
          {
            // The named route other pages link a DIVE account by (console-core §2).
            path: '/DIVE/Account/:id',
            name: 'DvsAccount',
            meta: { title: 'Account', hidden: true },
            page: 'DvsAccountPage',
            call: dvsCalls.account,
          },
        ],
      },
      {
        path: '/DIVE/Requests',
        name: 'DvsRequests',
        meta: { title: 'Requests', order: 2 },
        page: 'DvsRequestsListPage',
        call: dvsCalls.requests,
        children: [
          {
            path: '/DIVE/Requests/Details/:id',
            name: 'DvsRequest',
            meta: { title: 'Request', hidden: true },
            page: 'DvsRequestPage',
            call: dvsCalls.request,
          },
        ],
      },
      {
        // The old address (product-families §2) sends to the DIVE one, keeping the id.
        path: '/DVS/Requests/Details/:id',
        name: 'DvsLegacyRequest',
        meta: { title: 'Request', hidden: true },
        page: 'LegacyRequestRedirect',
        call: dvsCalls.request,
      },
    ],
  },
];
