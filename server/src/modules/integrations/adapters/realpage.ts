import { basicAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** RealPage: sites with units, leasing agents and marketing sources; HTTP Basic; a cursor. */
export const realPage: RestAdapterSpec = {
  partner: 'RealPage',
  auth: basicAuth,
  paging: { style: 'cursor', cursor: 'cursor', items: 'items', next: 'nextCursor' },
  locations: { path: '/sites', id: 'siteId', name: 'siteName', address: 'address1' },
  records: {
    units: { path: '/sites/{location}/units', id: 'unitId', name: 'unitNumber' },
    agents: { path: '/sites/{location}/leasingAgents', id: 'agentId', name: 'displayName' },
    adSources: { path: '/sites/{location}/marketingSources', id: 'sourceId', name: 'sourceName' },
  },
};
