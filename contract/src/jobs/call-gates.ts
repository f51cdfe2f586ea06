// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** jobsApi.list: GET /api/BackgroundJobs */
export const list: Gate = { permission: 'jobs.manage' };
/** jobsApi.kinds: GET /api/BackgroundJobs/Kinds */
export const kinds: Gate = { permission: 'jobs.manage' };
/** jobsApi.retry: POST /api/BackgroundJobs/{id}/Retry */
export const retry: Gate = { writes: true, permission: 'jobs.manage' };
