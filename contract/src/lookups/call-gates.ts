// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** lookupsApi.adminUsers: GET /api/Lookups/AdminUsers */
export const adminUsers: Gate = { permission: 'data.read' };
/** lookupsApi.timeZones: GET /api/Lookups/TimeZones */
export const timeZones: Gate = { permission: 'data.read' };
/** lookupsApi.subscriptionPlans: GET /api/Lookups/SubscriptionPlans */
export const subscriptionPlans: Gate = { permission: 'data.read' };
/** lookupsApi.accounts: GET /api/Lookups/Accounts */
export const accounts: Gate = { permission: 'data.read' };
