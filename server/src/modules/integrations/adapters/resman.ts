import type { RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** ResMan: properties with units and employees; an OAuth client-credentials token; numbered pages. */
export const resman: RestAdapterSpec = {
  partner: 'ResMan',
  auth: {
    kind: 'token',
    path: '/oauth/token',
    body: (c) => ({
      grant_type: 'client_credentials',
      client_id: c.clientId ?? '',
      client_secret: c.clientSecret ?? '',
    }),
    field: 'access_token',
  },
  paging: {
    style: 'page',
    page: 'Page',
    size: 'PageSize',
    pageSize: 100,
    items: 'Items',
    totalPages: 'TotalPages',
  },
  locations: { path: '/properties', id: 'PropertyID', name: 'Name', address: 'Street' },
  records: {
    units: { path: '/properties/{location}/units', id: 'UnitID', name: 'UnitNumber' },
    agents: { path: '/properties/{location}/employees', id: 'EmployeeID', name: 'FullName' },
  },
};
