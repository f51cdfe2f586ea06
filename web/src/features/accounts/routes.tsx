import * as accountsCalls from '@console/contract/accounts/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/*
 * The accounts family's calls have no gate of their own (any signed-in staff user), so neither have
 * its pages.
 */

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '/',
    name: 'AccountsList',
    meta: { title: 'Accounts', order: 1, icon: 'TeamOutlined' },
    page: 'AccountsListPage',
    call: accountsCalls.list,
    // Under the list in the hierarchy: the breadcrumb reads Accounts › the account's name.
    children: [
      {
        path: '/Accounts/:id',
        name: 'Account',
        meta: { title: 'Account', hidden: true },
        page: 'AccountPage',
        call: accountsCalls.get,
      },
    ],
  },
];
