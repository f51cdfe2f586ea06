// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** booksApi.adminUsers: GET /api/Books/AdminUsers */
export const adminUsers: Gate = { permission: 'data.read' };
/** booksApi.timeZones: GET /api/Books/TimeZones */
export const timeZones: Gate = { permission: 'data.read' };
/** booksApi.timeZone: GET /api/TimeZone */
export const timeZone: Gate = { permission: 'data.read' };
/** booksApi.subscriptionPlans: GET /api/Books/subscriptionPlans */
export const subscriptionPlans: Gate = { permission: 'data.read' };
/** booksApi.customerFilters: GET /api/Books/CustomerFilters */
export const customerFilters: Gate = { permission: 'data.read' };
