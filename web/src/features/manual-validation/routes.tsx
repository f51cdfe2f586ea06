import * as manualValidationCalls from '@console/contract/manual-validation/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/** The queue's title: the menu's, the page's and the breadcrumb's. */
export const QUEUE_TITLE = 'Manual Verification';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '/ManualVerification',
    name: 'ManualVerification',
    meta: { title: QUEUE_TITLE, order: 150, icon: 'AuditOutlined' },
    page: 'ReviewQueuePage',
    call: manualValidationCalls.list,
    children: [
      {
        path: ':id',
        name: 'ManualVerificationItem',
        meta: { title: 'Item', hidden: true },
        page: 'ReviewItemPage',
        call: manualValidationCalls.item,
      },
    ],
  },
];
