import * as collectorCalls from '@console/contract/collector/call-gates';
import { collectorFamily } from '@console/contract/collector/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // A menu group: the logs for everyone with the module, the ingestion tokens for Admin.
    path: '',
    meta: {
      title: 'Document Collector',
      order: 60,
      icon: 'FolderOpenOutlined',
      ...pageGate(collectorFamily.gate),
    },
    children: [
      {
        path: '/collector',
        name: 'collector',
        meta: { title: 'Logs', order: 1 },
        page: 'CollectorListPage',
        call: collectorCalls.list,
        children: [
          {
            path: ':id',
            name: 'collectorDetails',
            meta: { title: 'Collector Log', hidden: true },
            page: 'CollectorDetailsPage',
            call: collectorCalls.log,
          },
        ],
      },
      {
        // Three segments, so it never reads as a log's page (/collector/{id}).
        path: '/collector/settings/tokens',
        name: 'collectorTokens',
        meta: { title: 'Ingestion tokens', order: 2 },
        page: 'IngestionTokensPage',
        call: collectorCalls.tokensList,
      },
    ],
  },
];
