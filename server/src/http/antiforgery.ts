import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANTI_FORGERY_FIELD, ANTI_FORGERY_HEADER } from '@console/contract/constants';
import type { CookieSecure } from '../config.ts';
import { cookieOptions } from './cookies.ts';
import { forbidden } from './errors.ts';

/**
 * Signed double-submit anti-forgery: an HttpOnly cookie holds a random secret, pages carry
 * HMAC(server secret, cookie secret) in a meta tag, and every unsafe call must send that value
 * back. Another site can neither read the page nor forge the HMAC.
 */
export const ANTI_FORGERY_COOKIE = 'console_af';

export class AntiForgery {
  constructor(
    private readonly serverSecret: string,
    private readonly cookieSecure: CookieSecure,
  ) {}

  private sign(cookieSecret: string): string {
    return createHmac('sha256', this.serverSecret).update(`af:${cookieSecret}`).digest('base64url');
  }

  /** The token for this browser, setting its cookie when it has none yet. */
  tokenFor(request: FastifyRequest, reply: FastifyReply): string {
    let cookieSecret = request.cookies[ANTI_FORGERY_COOKIE];
    if (!cookieSecret || cookieSecret.length < 32) {
      cookieSecret = randomBytes(32).toString('base64url');
      reply.setCookie(ANTI_FORGERY_COOKIE, cookieSecret, cookieOptions(request, this.cookieSecure));
      // Later reads in this same request see the new secret.
      request.cookies[ANTI_FORGERY_COOKIE] = cookieSecret;
    }
    return this.sign(cookieSecret);
  }

  /** Throws 403 unless the request carries the token matching its cookie. */
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
    const expected = Buffer.from(this.sign(cookieSecret));
    const given = Buffer.from(sent);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw forbidden('The anti-forgery token is not valid. Reload the page and try again.');
    }
  }
}
