import { AuditOutlined } from '@ant-design/icons';
import { manualValidationFamily } from '@console/contract/manual-validation-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';
import { QUEUE_TITLE, REVIEW_QUEUE_PATH } from './paths';

/** The queue shows where the company has the ValidationSettings module (the family's gate). */
const gate = pageGate(manualValidationFamily.gate);

export const routes: AppRoute[] = [
  {
    path: REVIEW_QUEUE_PATH,
    name: 'ManualVerification',
    meta: { title: QUEUE_TITLE, order: 150, icon: <AuditOutlined />, ...gate },
    page: () => import('./ReviewQueuePage'),
    children: [
      {
        path: `${REVIEW_QUEUE_PATH}/:id`,
        name: 'ManualVerificationItem',
        meta: { title: 'Item', hidden: true, ...gate },
        page: () => import('./ReviewItemPage'),
      },
    ],
  },
];
