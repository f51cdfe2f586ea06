import { ocrApi } from '@console/contract/ocr/api';
import type { ServerFamily } from '../../kit/family.ts';
import { ocrUsersSource } from './users.ts';

/** OCR: the product's users, a call of our own design (rules: server/src/modules/ocr/README.md). */
export const family: ServerFamily = {
  name: 'ocr',
  routes: (routes) => routes.list(ocrApi.users, ({ db, tenant, query }) => ocrUsersSource(db, tenant, query)),
};
