import { apiKeyAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** Lead2Lease: properties with their ad sources and agents; an X-Api-Key header; numbered pages. */
export const lead2Lease: RestAdapterSpec = {
  partner: 'Lead2Lease',
  auth: apiKeyAuth('x-api-key'),
  paging: {
    style: 'page',
    page: 'page',
    size: 'per_page',
    pageSize: 100,
    items: 'data',
    totalPages: 'total_pages',
  },
  locations: { path: '/properties', id: 'id', name: 'name', address: 'address' },
  records: {
    adSources: { path: '/properties/{location}/ad-sources', id: 'id', name: 'name' },
    agents: { path: '/properties/{location}/agents', id: 'id', name: 'full_name' },
  },
};
