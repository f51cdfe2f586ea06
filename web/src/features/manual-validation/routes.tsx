import * as manualValidationCalls from '@console/contract/manual-validation/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import { QUEUE_TITLE, REVIEW_QUEUE_PATH } from './paths';
import type { pages } from './pages';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: REVIEW_QUEUE_PATH,
    name: 'ManualVerification',
    meta: { title: QUEUE_TITLE, order: 150, icon: 'AuditOutlined' },
    page: 'ReviewQueuePage',
    call: manualValidationCalls.list,
    children: [
      {
        path: `${REVIEW_QUEUE_PATH}/:id`,
        name: 'ManualVerificationItem',
        meta: { title: 'Item', hidden: true },
        page: 'ReviewItemPage',
        call: manualValidationCalls.item,
      },
    ],
  },
];
