import { vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AccountListItem, AccountUserRow, AccountWithInfo } from '@console/contract/accounts';
import { LookupHandlerType, type FieldMetadata, type RouteMetadata } from '@console/contract/metadata';
import type { CompanyProductAndSubscriptions } from '@console/contract/session';
import { makeField } from '../../components/meta/testing';

// Fakes for the accounts screens' tests: a server answering by method and path, and its data.

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export type Answer = [status: number, body?: unknown];
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

const NOT_FOUND: Answer = [404, { code: 'NotFound', message: 'Not found' }];

/**
 * Stubs fetch with a server answering `'<METHOD> <path>'` keys; anything else is a 404 in the error
 * shape. Returns every call made, in order.
 */
export function fakeServer(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://console.test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const [status, body] = typeof route === 'function' ? route(call) : (route ?? NOT_FOUND);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const changesOf = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');

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
  path: '/api/Lookups/AdminUsers',
  handlerType: LookupHandlerType.Paging,
  lookupKey: 'id',
  lookupCaption: 'name',
  multiselect: false,
};

/** The metadata of POST /api/CommonAccount/create, as the server derives it (trimmed). */
export const CREATE_METADATA: RouteMetadata = {
  httpMethod: 'POST',
  route: '/api/CommonAccount/create',
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
  httpMethod: 'PUT',
  route: '/api/CommonAccount/{id}',
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
  httpMethod: 'POST',
  route: '/api/CommonAccount/{id}/Users',
  fields: [
    makeField({ name: 'userName', caption: 'Login', type: 'string', required: true }),
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

/** The books and metadata every accounts screen reads, answered as the server would. */
export const BOOKS: Routes = {
  'GET /api/Products/CompanyProductsAndSubscriptionPlans': [200, PRODUCTS],
  'GET /api/Books/AdminUsers': [200, ADMINS],
  'GET /api/Lookups/AdminUsers': [200, { data: { items: ADMINS, page: 1, totalPages: 1 } }],
  'GET /api/Metadata/v2': (call) => {
    const route = call.query.get('route');
    const metadata = [CREATE_METADATA, DETAILS_METADATA, USER_METADATA].find((m) => m.route === route);
    return metadata ? [200, metadata] : NOT_FOUND;
  },
};

/** The open dialog titled `title` (happy-dom does not name dialogs by aria-labelledby). */
export function dialogTitled(title: string): HTMLElement {
  const dialog = screen
    .queryAllByRole('dialog')
    .find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);
  if (!dialog) throw new Error(`No dialog titled '${title}' is open`);
  return dialog;
}

export const findDialogTitled = (title: string) => waitFor(() => dialogTitled(title));
