import { basicAuth, type RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** Entrata: properties with units and lead sources; HTTP Basic; each list whole, unpaged. */
export const entrata: RestAdapterSpec = {
  partner: 'Entrata',
  auth: basicAuth,
  paging: { style: 'none' },
  locations: {
    path: '/properties',
    id: 'propertyId',
    name: 'marketingName',
    address: 'street',
    wrap: 'property',
  },
  records: {
    units: { path: '/properties/{location}/units', id: 'unitId', name: 'unitNumber' },
    adSources: { path: '/properties/{location}/leadSources', id: 'leadSourceId', name: 'name' },
  },
};
