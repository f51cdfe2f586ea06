import { FolderOpenOutlined } from '@ant-design/icons';
import { collectorApi } from '@console/contract/collector';
import { pageGate, type AppRoute } from '../../app/routeTypes';

export const routes: AppRoute[] = [
  {
    path: '/collector',
    name: 'collector',
    meta: {
      title: 'Document Collector',
      order: 60,
      icon: <FolderOpenOutlined />,
      ...pageGate(collectorApi.list.gate),
    },
    page: () => import('./CollectorListPage'),
    children: [
      {
        path: ':id',
        name: 'collectorDetails',
        meta: { title: 'Collector Log', hidden: true },
        page: () => import('./CollectorDetailsPage'),
      },
    ],
  },
];
