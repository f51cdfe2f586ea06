// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** healthApi.live: GET /healthz */
export const live: Gate = {};
/** healthApi.ready: GET /readyz */
export const ready: Gate = {};
