import type { Gate } from '@console/contract/gates';
import type { StaffPrincipal } from './principal.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every /api and /Authorize route (see http/gates.ts). */
    gate?: Gate;
  }
  interface FastifyRequest {
    /** The signed-in staff user, or null. */
    staff: StaffPrincipal | null;
  }
}

// A module, so the declarations above augment fastify's types instead of replacing them.
export {};
