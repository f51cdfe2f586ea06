import * as dvsOnlineCalls from '@console/contract/dvs-online/call-gates';
import { dvsOnlineFamily } from '@console/contract/dvs-online/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { TEXT } from './texts';
import type { pages } from './pages';

/** Every DIVE Online call needs the DvsOnline module; the group shows only where the company has it. */
const gate = pageGate(dvsOnlineFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '',
    meta: { title: TEXT.group, order: 135, icon: 'IdcardOutlined', ...gate },
    children: [
      {
        path: '/DVSOnline/Users',
        name: 'DSVOnline.Users',
        meta: { title: TEXT.users, order: 1 },
        page: 'DvsOnlineUsersPage',
        call: dvsOnlineCalls.users,
        children: [
          {
            // The account page's product link (console-core §2, named route DSVOnline.UserItem).
            path: '/DVSOnline/User/:id',
            name: 'DSVOnline.UserItem',
            meta: { title: 'User', hidden: true },
            page: 'DvsOnlineUserPage',
            call: dvsOnlineCalls.user,
          },
        ],
      },
      {
        path: '/DVSOnline/successStatistics',
        name: 'DSVOnline.SuccessStatistics',
        meta: { title: TEXT.statistics, order: 2 },
        page: 'SuccessStatisticsPage',
        call: dvsOnlineCalls.successStatistics,
      },
    ],
  },
];
