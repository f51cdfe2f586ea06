import * as facesCalls from '@console/contract/faces/call-gates';
import { facesFamily } from '@console/contract/faces/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { TEXT } from './texts';
import type { pages } from './pages';

/** Every Face/ID call needs the Faces module; the group shows only where the company has it. */
const gate = pageGate(facesFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '',
    meta: { title: TEXT.group, order: 120, icon: 'ScanOutlined', ...gate },
    children: [
      {
        path: '/Faces/Users',
        name: 'Faces.Users',
        meta: { title: TEXT.users, order: 1 },
        page: 'FaceUsersPage',
        call: facesCalls.accounts,
        children: [
          {
            // The account page's product link (console-core §2, named route Faces.User).
            path: '/Faces/User/:id',
            name: 'Faces.User',
            meta: { title: 'User', hidden: true },
            page: 'FaceUserPage',
            call: facesCalls.aggregatedAccount,
          },
          {
            path: '/Faces/Requests/:id',
            name: 'Faces.Request',
            meta: { title: 'Request', hidden: true },
            page: 'FaceRequestPage',
            call: facesCalls.request,
          },
        ],
      },
    ],
  },
];
