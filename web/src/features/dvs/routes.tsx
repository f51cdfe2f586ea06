import * as dvsCalls from '@console/contract/dvs/call-gates';
import { dvsFamily } from '@console/contract/dvs/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { DVS_ACCOUNTS_PATH, DVS_REQUESTS_PATH, LEGACY_REQUEST_PATH } from './paths';
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
        path: DVS_ACCOUNTS_PATH,
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
        path: DVS_REQUESTS_PATH,
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
        path: LEGACY_REQUEST_PATH,
        name: 'DvsLegacyRequest',
        meta: { title: 'Request', hidden: true },
        page: 'LegacyRequestRedirect',
        call: dvsCalls.request,
      },
    ],
  },
];
