// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** activityApi.ingest: POST /ingest/requests */
export const ingest: Gate = { writes: true };
