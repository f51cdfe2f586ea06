import type { TSchema } from 'typebox';
import type { Gate } from '@console/contract/gates';
import type { JobQueue } from '../jobs/queue.ts';
import type { StaffPrincipal } from './principal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (jobs/queue.ts): main.ts starts it after the migrations and stops it. */
    jobs: JobQueue;
  }
  interface FastifyContextConfig {
    /** Who may call the route; required on every /api and /Authorize route (see http/gates.ts). */
    gate?: Gate;
    /** An upload's text fields (the descriptor's `multipart`), for the suites that walk the routes. */
    multipartFields?: TSchema;
  }
  interface FastifyRequest {
    /** The signed-in staff user, or null. */
    staff: StaffPrincipal | null;
  }
}

// A module, so the declarations above augment fastify's types instead of replacing them.
export {};
