import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import type { StaffPrincipal } from './principal.ts';
import { resolveSession } from '../platform/session/service.ts';
import type { Actor } from '../audit/record.ts';
import type { Config } from '../config.ts';
import { cookieOptions } from './cookies.ts';

export const SESSION_COOKIE = 'console_session';

/** Resolves the session cookie into request.staff before any route runs. */
export function installSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.staff = token ? await resolveSession(ctx.database.db, token) : null;
  });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  config: Pick<Config, 'sessionHours' | 'cookieSecure'>,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request, config.cookieSecure),
    maxAge: config.sessionHours * 3600,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, config.cookieSecure));
}

/** The signed-in user; routes behind a non-public gate always have one. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('staffOf() called on a route without a signed-in gate');
  return request.staff;
}

/** Who is making this change, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = staffOf(request);
  return { id: staff.id, name: staff.userName, companyId: staff.companyId, requestId: request.id };
}
