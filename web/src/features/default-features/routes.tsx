import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Role } from '@console/contract/gates';
import type { AppRoute } from '../../app/routeTypes';

export const routes: AppRoute[] = [
  {
    // The default-features entry: only Checkpoint sees it (console-core §2, §6).
    path: '/Dashboard/DefaultPermissions',
    name: 'DefaultPermissions',
    meta: {
      title: 'Default permissions',
      order: 80,
      icon: <SafetyCertificateOutlined />,
      roles: [Role.Checkpoint],
    },
    page: () => import('./DefaultPermissionsPage'),
  },
];
