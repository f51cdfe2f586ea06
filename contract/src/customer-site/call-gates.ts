// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** customerSiteApi.redeemAutoLogin: POST /customer-site/auto-login */
export const redeemAutoLogin: Gate = { writes: true };
/** customerSiteApi.redeemRegistration: POST /customer-site/registration */
export const redeemRegistration: Gate = { writes: true };
/** customerSiteApi.session: GET /customer-site/session */
export const session: Gate = {};
