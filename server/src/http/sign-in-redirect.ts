import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInPageUrl } from '../platform/session/return-url.ts';

/** Sends a signed-out browser to the sign-in page, which brings it back here afterwards. */
export const redirectToSignIn = (request: FastifyRequest, reply: FastifyReply) =>
  reply.redirect(signInPageUrl(request.url));

/** A browser navigating (it asks for HTML), as opposed to a script that wants the JSON error. */
export const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
