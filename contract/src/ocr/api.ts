import { Type, type Static } from 'typebox';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { ocrFamily } from './gates.ts';

export { ocrFamily };

/*
 * OCR (product-families §1 "OCR: user list only (screens known, calls not shown)"; §2 /Ocr/Users).
 * The spec names no call, so GET /api/Ocr/Users is ours, on the kit's paged contract: the users of
 * the company's customer accounts, each with its account. (rules: server/src/modules/ocr/README.md)
 */

export const OcrUser = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  userName: Type.String({ title: 'Login' }),
  firstName: Type.String({ title: 'First Name' }),
  lastName: Type.String({ title: 'Last Name' }),
  email: Type.String({ title: 'Email' }),
  active: Type.Boolean({ title: 'Active' }),
  accountId: Type.Integer({ title: 'Account ID' }),
  accountName: Type.String({ title: 'Account' }),
});
export type OcrUser = Static<typeof OcrUser>;

/**
 * Sorted by id, login or last name (case-insensitively), each on an index of account_users; searched
 * by login, name or e-mail through one trigram index (server/src/modules/ocr/users.ts).
 */
export const OcrUsersList = pagedList({
  item: OcrUser,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['id', 'userName', 'lastName'],
  defaultSort: { field: 'id', order: 'desc' },
  textFilter: 'Part of the login, first or last name, full name or e-mail',
  filters: { active: Type.Optional(Type.Boolean({ title: 'Active' })) },
  columns: {
    id: 'ID',
    userName: 'Login',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    active: 'Active',
    accountId: 'Account ID',
    accountName: 'Account',
  },
  fileName: 'ocr-users',
});
export type OcrUsersQuery = Static<typeof OcrUsersList.query>;

export const ocrApi = {
  users: ocrFamily.endpoint({
    method: 'GET',
    path: '/api/Ocr/Users',
    summary: "The OCR product's users: the company's customer users with their accounts, newest first",
    query: OcrUsersList.query,
    response: OcrUsersList.response,
    list: OcrUsersList.spec,
  }),
};
