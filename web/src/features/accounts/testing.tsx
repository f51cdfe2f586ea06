import { screen, waitFor } from '@testing-library/react';
import { LookupPath } from '@console/contract/annotations';
import {
  accountsApi,
  type AccountListItem,
  type AccountUserRow,
  type AccountWithInfo,
} from '@console/contract/accounts/api';
import { booksApi } from '@console/contract/books/api';
import { lookupsApi } from '@console/contract/lookups/api';
import { LookupHandlerType, type FieldMetadata, type RouteMetadata } from '@console/contract/metadata';
import { metadataApi } from '@console/contract/metadata-schema';
import { productsApi } from '@console/contract/products/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import { makeField } from '../../kit/meta/testing';
import { reply, type FakeServer } from '../../testing/fakeServer';

// The data of the accounts screens' tests, and the books and metadata they read, for the one fake
// server (web/src/testing/fakeServer.ts).

export const PRODUCTS: CompanyProductAndSubscriptions[] = [
  {
    id: 1,
    name: 'VsOnline',
    displayName: 'Veriscan Online',
    projectId: 'VsOnline',
    subscriptionIsRequired: true,
    subscriptionPlans: [
      { id: 1, name: 'Trial', code: 'TRIAL' },
      { id: 2, name: 'Basic', code: 'BASIC' },
    ],
  },
  {
    id: 2,
    name: 'Screening',
    displayName: 'Verification Service',
    projectId: 'Screening',
    subscriptionIsRequired: true,
    subscriptionPlans: [{ id: 5, name: 'Trial', code: 'TRIAL' }],
  },
  {
    id: 7,
    name: 'Passport',
    displayName: 'Passport',
    projectId: 'Passport',
    subscriptionIsRequired: false,
    subscriptionPlans: [],
  },
];

export const ADMINS = [
  { id: 1, name: 'Avery Admin' },
  { id: 7, name: 'Mason Williams' },
];

const adminLookup: FieldMetadata['lookupDataSource'] = {
  path: LookupPath.AdminUsers,
  handlerType: LookupHandlerType.Paging,
  lookupKey: 'id',
  lookupCaption: 'name',
  multiselect: false,
};

/** The metadata of POST /api/CommonAccount/create, as the server derives it (trimmed). */
export const CREATE_METADATA: RouteMetadata = {
  httpMethod: accountsApi.create.method,
  route: accountsApi.create.path,
  fields: [
    makeField({ name: 'customerName', caption: 'Account Name', type: 'string', required: true }),
    makeField({
      name: 'assignedTo',
      caption: 'Assigned To',
      type: 'int',
      isLookup: true,
      editableForRoles: ['Admin'],
      lookupDataSource: adminLookup,
    }),
    makeField({ name: 'firstName', caption: 'First Name', type: 'string', required: true }),
    makeField({ name: 'lastName', caption: 'Last Name', type: 'string', required: true }),
    makeField({ name: 'userName', caption: 'Login', type: 'string', required: true }),
    makeField({ name: 'email', caption: 'Email', type: 'string', required: true, format: 'email' }),
    makeField({ name: 'phone', caption: 'Phone', type: 'string', optional: true }),
    makeField({ name: 'products', caption: 'Products', type: 'array', arrayItemMetadata: [] }),
  ],
};

/** The metadata of PUT /api/CommonAccount/{id} (trimmed), grouped as the contract groups it. */
export const DETAILS_METADATA: RouteMetadata = {
  httpMethod: accountsApi.update.method,
  route: accountsApi.update.path,
  fields: [
    makeField({
      name: 'name',
      caption: 'Account Name',
      type: 'string',
      required: true,
      group: 'generalInfo',
    }),
    makeField({ name: 'contactName', caption: 'Contact Name', type: 'string', group: 'generalInfo' }),
    makeField({ name: 'dayEnds', caption: 'Day Ends', type: 'time', group: 'generalSettings' }),
  ],
  groups: [
    { name: 'generalInfo', caption: 'General Info' },
    { name: 'generalSettings', caption: 'General Settings' },
  ],
};

export const USER_METADATA: RouteMetadata = {
  httpMethod: accountsApi.createUser.method,
  route: accountsApi.createUser.path,
  fields: [
    makeField({ name: 'userName', caption: 'Login', type: 'string', required: true }),
    makeField({ name: 'password', caption: 'Password', type: 'string', secret: true }),
    makeField({ name: 'firstName', caption: 'First Name', type: 'string', required: true }),
    makeField({ name: 'active', caption: 'Active', type: 'bool' }),
  ],
};

export const listItem = (id: number, overrides: Partial<AccountListItem> = {}): AccountListItem => ({
  id,
  companyId: 1,
  customerName: `Account ${id}`,
  parentName: null,
  parentId: null,
  contactName: `Contact ${id}`,
  active: true,
  issuesTotalRank: 0,
  productIssues: [],
  assignedTo: null,
  assignedToUserName: null,
  ...overrides,
});

export const page = <T,>(items: T[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  totalCapped: false,
  totalPages: Math.ceil(total / 10),
  page: pageNumber,
});

export const account = (overrides: Partial<AccountWithInfo> = {}): AccountWithInfo => ({
  id: 5,
  name: 'Harbor Flats',
  customerName: 'Harbor Flats',
  contactName: 'Ben Stone',
  assignedTo: 1,
  active: true,
  parentAccountId: null,
  parentName: null,
  isParent: false,
  isCanBeDeleted: true,
  dayEnds: 0,
  ...overrides,
});

export const accountUser = (id: number, overrides: Partial<AccountUserRow> = {}): AccountUserRow => ({
  id,
  userName: `user${id}`,
  login: `user${id}`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `user${id}@test.example`,
  phone: '',
  active: true,
  admin: false,
  readOnly: false,
  comments: '',
  created: '2025-03-04T15:30:00.000Z',
  ...overrides,
});

/** The metadata of the calls the accounts screens are built from; editing a user reads the user's. */
const METADATA: RouteMetadata[] = [
  CREATE_METADATA,
  DETAILS_METADATA,
  USER_METADATA,
  { ...USER_METADATA, httpMethod: accountsApi.updateUser.method, route: accountsApi.updateUser.path },
];

/** The books and metadata every accounts screen reads, answered as the server would. */
export function serveBooks(server: FakeServer): FakeServer {
  return server
    .on(productsApi.companyProductsAndPlans, PRODUCTS)
    .on(booksApi.adminUsers, ADMINS)
    .on(lookupsApi.adminUsers, { data: { items: ADMINS, page: 1, totalPages: 1 } })
    .on(metadataApi.route, (call) => {
      const method = call.query.get('httpMethod');
      const route = call.query.get('route');
      const metadata = METADATA.find((m) => m.httpMethod === method && m.route === route);
      return metadata ?? reply(404, { code: 'NotFound', message: 'Not found' });
    });
}

/** The open dialog titled `title` (happy-dom does not name dialogs by aria-labelledby). */
export function dialogTitled(title: string): HTMLElement {
  const dialog = screen
    .queryAllByRole('dialog')
    .find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);
  if (!dialog) throw new Error(`No dialog titled '${title}' is open`);
  return dialog;
}

export const findDialogTitled = (title: string) => waitFor(() => dialogTitled(title));
