import { apiKeyAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** ILoveLeasing: locations with their ad sources; 'ApiKey <key>' in Authorization; unpaged lists. */
export const iLoveLeasing: RestAdapterSpec = {
  partner: 'ILoveLeasing',
  auth: apiKeyAuth('authorization', 'ApiKey'),
  paging: { style: 'none' },
  locations: { path: '/locations', id: 'locationId', name: 'locationName', address: 'address' },
  records: {
    adSources: { path: '/locations/{location}/adSources', id: 'adSourceId', name: 'adSourceName' },
  },
};
