import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANTI_FORGERY_FIELD, ANTI_FORGERY_HEADER } from '@console/contract/constants';
import type { CookieSecure } from '../config.ts';
import { cookieOptions } from './cookies.ts';
import { forbidden } from './errors.ts';

/**
 * Signed double-submit anti-forgery: an HttpOnly cookie holds a random secret, pages carry
 * HMAC(server secret, cookie secret, session) in a meta tag, and every unsafe call must send that
 * value back. Another site can neither read the page nor forge the HMAC.
 *
 * The token is bound to the session (the SHA-256 of its cookie token; none before sign-in): a
 * token issued in one session is refused in another, so a token someone obtained for their own
 * session, with its cookie planted in a victim's browser, does not work in the victim's session.
 * Signing in or out therefore changes the token: a page loaded afterwards carries the new one,
 * and a JSON sign-in answers it.
 */
export const ANTI_FORGERY_COOKIE = 'console_af';

export class AntiForgery {
  constructor(
    private readonly serverSecret: string,
    private readonly cookieSecure: CookieSecure,
  ) {}

  private sign(cookieSecret: string, sessionTokenHash: string | null): string {
    return createHmac('sha256', this.serverSecret)
      .update(`af:${cookieSecret}:${sessionTokenHash ?? ''}`)
      .digest('base64url');
  }

  /**
   * The token for this browser in a session: the request's own by default (sign-in names the one
   * it has just opened). Sets the browser's cookie when it has none yet.
   */
  tokenFor(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionTokenHash: string | null = request.staff?.sessionTokenHash ?? null,
  ): string {
    let cookieSecret = request.cookies[ANTI_FORGERY_COOKIE];
    if (!cookieSecret || cookieSecret.length < 32) {
      cookieSecret = randomBytes(32).toString('base64url');
      reply.setCookie(ANTI_FORGERY_COOKIE, cookieSecret, cookieOptions(request, this.cookieSecure));
      // Later reads in this same request see the new secret.
      request.cookies[ANTI_FORGERY_COOKIE] = cookieSecret;
    }
    return this.sign(cookieSecret, sessionTokenHash);
  }

  /** Throws 403 unless the request carries the token matching its cookie and its session. */
  verify(request: FastifyRequest): void {
    const cookieSecret = request.cookies[ANTI_FORGERY_COOKIE];
    const header = request.headers[ANTI_FORGERY_HEADER.toLowerCase()];
    const body = request.body as Record<string, unknown> | undefined;
    const sent =
      (typeof header === 'string' && header) ||
      (body && typeof body === 'object' && typeof body[ANTI_FORGERY_FIELD] === 'string'
        ? (body[ANTI_FORGERY_FIELD] as string)
        : '');
    if (!cookieSecret || !sent)
      throw forbidden('The anti-forgery token is missing. Reload the page and try again.');
    const expected = Buffer.from(this.sign(cookieSecret, request.staff?.sessionTokenHash ?? null));
    const given = Buffer.from(sent);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw forbidden('The anti-forgery token is not valid. Reload the page and try again.');
    }
  }
}
