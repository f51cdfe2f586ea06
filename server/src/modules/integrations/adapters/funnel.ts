import { apiKeyAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** Funnel: communities with leasing agents and units; 'Token <key>' in Authorization; numbered pages. */
export const funnel: RestAdapterSpec = {
  partner: 'Funnel',
  auth: apiKeyAuth('authorization', 'Token'),
  paging: {
    style: 'page',
    page: 'page',
    size: 'page_size',
    pageSize: 100,
    items: 'results',
    totalPages: 'num_pages',
  },
  locations: { path: '/communities', id: 'id', name: 'name', address: 'address' },
  records: {
    agents: { path: '/communities/{location}/leasing-agents', id: 'id', name: 'name' },
    units: { path: '/communities/{location}/units', id: 'id', name: 'unit_number' },
  },
};
