import type { RestAdapterSpec } from '../../../kit/partners/rest.ts';

/** Rent Dynamics: communities with units and ad sources; a token from the client id and secret; a cursor. */
export const rentDynamics: RestAdapterSpec = {
  partner: 'Rent Dynamics',
  auth: {
    kind: 'token',
    path: '/auth/token',
    body: (c) => ({ clientId: c.clientId ?? '', clientSecret: c.clientSecret ?? '' }),
    field: 'token',
  },
  paging: { style: 'cursor', cursor: 'cursor', items: 'records', next: 'nextCursor' },
  locations: { path: '/communities', id: 'communityId', name: 'communityName', address: 'streetAddress' },
  records: {
    units: { path: '/communities/{location}/units', id: 'unitId', name: 'unitName' },
    adSources: { path: '/communities/{location}/adSources', id: 'adSourceId', name: 'name' },
  },
};
