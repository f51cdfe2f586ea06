import { apiKeyAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/**
 * Onboarding: the applicant onboarding system's locations with their units and leasing agents; the
 * API key in its own header; numbered pages whose items sit under `locations` (the system answers
 * every list under that name).
 */
export const onboarding: RestAdapterSpec = {
  partner: 'Onboarding',
  auth: apiKeyAuth('x-onboarding-key'),
  paging: {
    style: 'page',
    page: 'page',
    size: 'limit',
    pageSize: 100,
    items: 'locations',
    totalPages: 'pages',
  },
  locations: { path: '/v1/locations', id: 'locationId', name: 'displayName', address: 'street' },
  records: {
    units: { path: '/v1/locations/{location}/units', id: 'unitId', name: 'label' },
    agents: { path: '/v1/locations/{location}/agents', id: 'agentId', name: 'fullName' },
  },
};
