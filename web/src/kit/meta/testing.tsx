import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LookupPath } from '@console/contract/annotations';
import { lookupsApi } from '@console/contract/lookups/api';
import { LookupHandlerType, type FieldMetadata } from '@console/contract/metadata';
import { fakeServer } from '../../testing/fakeServer';

/** A field with the metadata's defaults; tests name only what matters to them. */
export function makeField(
  overrides: Partial<FieldMetadata> & Pick<FieldMetadata, 'name' | 'type'>,
): FieldMetadata {
  return {
    caption: overrides.name,
    required: false,
    showInView: true,
    showInEdit: true,
    disabled: false,
    isLookup: false,
    ...overrides,
  };
}

/** One field of every type, as a route's metadata could send them. */
export const EVERY_TYPE: FieldMetadata[] = [
  makeField({ name: 'id', caption: 'Account ID', type: 'key' }),
  makeField({ name: 'externalId', caption: 'External ID', type: 'guid' }),
  makeField({ name: 'name', caption: 'Account Name', type: 'string', required: true }),
  makeField({ name: 'password', caption: 'Password', type: 'string' }),
  makeField({ name: 'rate', caption: 'Rate', type: 'numeric' }),
  makeField({ name: 'maxUsers', caption: 'Max Users', type: 'int', minValue: 1, maxValue: 100 }),
  makeField({ name: 'expires', caption: 'Expires', type: 'datetime' }),
  makeField({ name: 'dayEnds', caption: 'Day Ends', type: 'time' }),
  makeField({
    name: 'status',
    caption: 'Status',
    type: 'enum',
    enumValues: [
      { value: 1, text: 'Active' },
      { value: 2, text: 'Suspended', disabled: true },
    ],
  }),
  makeField({ name: 'active', caption: 'Active', type: 'bool', required: true }),
  makeField({
    name: 'contacts',
    caption: 'Contacts',
    type: 'array',
    arrayItemMetadata: [
      makeField({ name: 'contactName', caption: 'Contact Name', type: 'string', required: true }),
    ],
  }),
  makeField({
    name: 'address',
    caption: 'Address',
    type: 'object',
    arrayItemMetadata: [makeField({ name: 'city', caption: 'City', type: 'string' })],
  }),
  makeField({ name: 'logo', caption: 'Logo', type: 'image', maxWidth: 100, maxHeight: 50 }),
  makeField({
    name: 'assignedTo',
    caption: 'Assigned To',
    type: 'int',
    isLookup: true,
    lookupDataSource: {
      path: LookupPath.AdminUsers,
      handlerType: LookupHandlerType.Paging,
      lookupKey: 'id',
      lookupCaption: 'name',
      multiselect: false,
    },
  }),
];

export const PNG_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Values for EVERY_TYPE. */
export const EVERY_TYPE_VALUES: Record<string, unknown> = {
  id: 42,
  externalId: '6f1c2a8e-0000-4000-8000-000000000001',
  name: 'Harbor Screening',
  password: 'Secret#123',
  rate: 2.5,
  maxUsers: 10,
  expires: '2025-04-07',
  dayEnds: 48600,
  status: 1,
  active: true,
  contacts: [{ contactName: 'Dana' }, { contactName: 'Lee' }],
  address: { city: 'Austin' },
  logo: PNG_PIXEL,
  assignedTo: 7,
};

/** The fake server with the admin lookup answering Admin 1, 2, 3 and 7. */
export function serveAdminLookup() {
  const items = [1, 2, 3, 7].map((id) => ({ id, name: `Admin ${id}` }));
  return fakeServer().on(lookupsApi.adminUsers, { data: { items, page: 1, totalPages: 1 } });
}

export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
