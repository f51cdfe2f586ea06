// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** defaultFeaturesApi.list: GET /api/DefaultCustomerFeatures/Get */
export const list: Gate = { permission: 'defaultFeatures.manage' };
/** defaultFeaturesApi.update: POST /api/DefaultCustomerFeatures/Update */
export const update: Gate = { writes: true, permission: 'defaultFeatures.manage' };
