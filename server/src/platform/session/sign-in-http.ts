import type { FastifyRequest } from 'fastify';

/** A sign-in page's own form post (no script), answered with pages and redirects, not JSON. */
export const isFormPost = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
