import * as defaultFeaturesCalls from '@console/contract/default-features/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // The default-features entry: only Checkpoint sees it (console-core §2, §6), as its call says.
    path: '/Dashboard/DefaultPermissions',
    name: 'DefaultPermissions',
    meta: { title: 'Default permissions', order: 80, icon: 'SafetyCertificateOutlined' },
    page: 'DefaultPermissionsPage',
    call: defaultFeaturesCalls.list,
  },
];
