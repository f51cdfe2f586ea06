import { manualValidationFamily } from '@console/contract/manual-validation/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { QUEUE_TITLE, REVIEW_QUEUE_PATH } from './paths';
import type { pages } from './pages';

/** The queue shows where the company has the ValidationSettings module (the family's gate). */
const gate = pageGate(manualValidationFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: REVIEW_QUEUE_PATH,
    name: 'ManualVerification',
    meta: { title: QUEUE_TITLE, order: 150, icon: 'AuditOutlined', ...gate },
    page: 'ReviewQueuePage',
    children: [
      {
        path: `${REVIEW_QUEUE_PATH}/:id`,
        name: 'ManualVerificationItem',
        meta: { title: 'Item', hidden: true, ...gate },
        page: 'ReviewItemPage',
      },
    ],
  },
];
