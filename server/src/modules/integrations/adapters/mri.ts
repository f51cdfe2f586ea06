import type { RestAdapterSpec } from '../../../kit/partners/rest.ts';

/**
 * MRI: properties with units and leasing agents; the access token of the OpenID Connect
 * authorization (../mri.ts) as a bearer; numbered pages.
 */
export const mri: RestAdapterSpec = {
  partner: 'MRI',
  auth: { kind: 'headers', headers: (c) => ({ authorization: `Bearer ${c.accessToken ?? ''}` }) },
  paging: {
    style: 'page',
    page: 'page',
    size: 'pageSize',
    pageSize: 100,
    items: 'items',
    totalPages: 'totalPages',
  },
  locations: { path: '/properties', id: 'propertyId', name: 'propertyName', address: 'addressLine1' },
  records: {
    units: { path: '/properties/{location}/units', id: 'unitId', name: 'unitName' },
    agents: { path: '/properties/{location}/leasingAgents', id: 'agentId', name: 'agentName' },
  },
};
