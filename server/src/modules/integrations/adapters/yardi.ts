import { basicAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** Yardi: properties by property code, with units, lead sources and agents; HTTP Basic; numbered pages. */
export const yardi: RestAdapterSpec = {
  partner: 'Yardi',
  auth: basicAuth,
  paging: {
    style: 'page',
    page: 'pageNumber',
    size: 'pageSize',
    pageSize: 200,
    items: 'results',
    totalPages: 'pageCount',
  },
  locations: { path: '/properties', id: 'propertyCode', name: 'propertyName', address: 'addressLine1' },
  records: {
    units: { path: '/properties/{location}/units', id: 'unitCode', name: 'unitName' },
    adSources: { path: '/properties/{location}/leadSources', id: 'sourceCode', name: 'description' },
    agents: { path: '/properties/{location}/agents', id: 'agentCode', name: 'agentName' },
  },
};
