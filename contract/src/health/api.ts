import { Type } from 'typebox';
import { defineFamily } from '../kit/endpoint.ts';

/** Probes for the platform that runs the console: machine calls, no session, not in the API document. */
export const healthFamily = defineFamily('health');

const Status = Type.Object({ status: Type.String() });

export const healthApi = {
  live: healthFamily.endpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'The process answers: for a liveness probe',
    hidden: true,
    machine: true,
    response: Status,
  }),
  ready: healthFamily.endpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'The database answers (503 otherwise): for a readiness probe and the browser tests',
    hidden: true,
    machine: true,
    response: Status,
  }),
};
