import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { CookieSecure } from '../config.ts';

/**
 * What every cookie of the console carries: sent to the console's paths only, out of reach of
 * script, not on cross-site posts, and Secure when the console is reached over https. Behind a
 * TLS-terminating proxy the request itself is plain http: with TRUST_PROXY its
 * X-Forwarded-Proto says https, or COOKIE_SECURE=true says so outright.
 */
export function cookieOptions(request: FastifyRequest, secure: CookieSecure): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure === 'auto' ? request.protocol === 'https' : secure,
  };
}
