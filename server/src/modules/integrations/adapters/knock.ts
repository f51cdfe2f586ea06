import { apiKeyAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** Knock: communities with agents and lead sources; the API key as a bearer token; a cursor. */
export const knock: RestAdapterSpec = {
  partner: 'Knock',
  auth: apiKeyAuth('authorization', 'Bearer'),
  paging: { style: 'cursor', cursor: 'after', items: 'data', next: 'next_cursor' },
  locations: { path: '/communities', id: 'id', name: 'name', address: 'street_address' },
  records: {
    agents: { path: '/communities/{location}/agents', id: 'id', name: 'name' },
    adSources: { path: '/communities/{location}/sources', id: 'id', name: 'label' },
  },
};
