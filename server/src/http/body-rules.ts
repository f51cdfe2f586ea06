import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANTI_FORGERY_FIELD } from '@console/contract/constants';
import { ErrorCode } from '@console/contract/errors';
import { say } from '@console/contract/kit';
import { AppError, validationError } from './errors.ts';
import { checkQueryText, installStrictJson } from './utf8.ts';

/**
 * What a request body may be, beyond its schema (docs/security.md), for every route:
 * - A form post (application/x-www-form-urlencoded) only where a browser form posts: a route whose
 *   body takes the anti-forgery form field (sign-in, sign-out). Everywhere else a form would be read
 *   as a JSON body's fields, which no caller of ours sends: 415.
 * - No body where the call declares none: fields sent to a call that takes none are refused by name,
 *   as unknown fields of a body are, rather than silently dropped; any other JSON value (a `null`,
 *   which once deleted a staff user, a list, a number) is refused as a body. An empty object or an
 *   empty body is no body.
 * - Text that is UTF-8: a JSON body and a query string that are not are refused (utf8.ts).
 * - A route that does not exist answers 404 whatever its body: the body is neither read nor judged.
 */

const FORM = 'application/x-www-form-urlencoded';

const schemaOf = (request: FastifyRequest) =>
  request.routeOptions.schema?.body as { properties?: Record<string, unknown> } | undefined;

function isForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';', 1)[0]?.trim().toLowerCase() === FORM;
}

const isEmpty = (body: unknown) =>
  body === undefined ||
  body === '' ||
  (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);

export function installBodyRules(app: FastifyInstance): void {
  installStrictJson(app);
  app.addHook('onRequest', async (request) => {
    if (!request.is404) checkQueryText(request);
  });
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const schema = schemaOf(request);
    if (isForm(request) && !(schema?.properties && ANTI_FORGERY_FIELD in schema.properties)) {
      throw new AppError(415, ErrorCode.UnsupportedMediaType, 'Send this call as JSON (application/json)');
    }
    if (schema || isEmpty(request.body)) return;
    const body = request.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      throw validationError(
        Object.fromEntries(Object.keys(body).map((name) => [name, [say.unknownField(name)]])),
      );
    }
    throw validationError({ $body: ['This call takes no body'] });
  });
}
