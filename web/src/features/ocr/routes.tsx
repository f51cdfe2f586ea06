import * as ocrCalls from '@console/contract/ocr/call-gates';
import { ocrFamily } from '@console/contract/ocr/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/** The OCR call needs the OCR module; the group shows only where the company has it. */
const gate = pageGate(ocrFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '',
    meta: { title: 'OCR', order: 125, icon: 'FileSearchOutlined', ...gate },
    children: [
      {
        path: '/Ocr/Users',
        name: 'Ocr.Users',
        meta: { title: 'Users', order: 1 },
        page: 'OcrUsersPage',
        call: ocrCalls.users,
      },
    ],
  },
];
