import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The jobs family and its gate, plain data apart from its schemas (api.ts): the web's route table
 * reads the gate without loading typebox and the schemas up front.
 */

/** The queue is the provider's: Admins see it whichever company they administer. */
export const jobsFamily = defineFamily('jobs', { gate: { permission: Permission.ManageJobs } });
