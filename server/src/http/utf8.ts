import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@console/contract/errors';
import { AppError, validationError } from './errors.ts';

/**
 * Text on the wire is UTF-8, and a request that is not is refused (400), never read with U+FFFD in
 * place of its bytes (contract/src/kit/text.ts): a JSON body is decoded strictly, and a query's or
 * a form post's percent-encoded bytes must decode too (`%FF` stays `%FF` in Fastify's query parser,
 * silently, and a form parser reads it as U+FFFD); a multipart body's fields are decoded strictly
 * where they are read (kit/uploads.ts, `strictFieldText`). A path's
 * are the router's: it answers 400 itself. A JSON body of a route that does not exist is not read:
 * the answer is the 404.
 */

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

const notUtf8 = () =>
  new AppError(400, ErrorCode.ValidationError, 'The request body is not valid UTF-8 text');

/**
 * Fastify's JSON parser (its body limit, and its refusal of `__proto__` and `constructor.prototype`
 * keys), given the body's bytes decoded strictly.
 */
export function installStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) => {
      if (request.is404) return done(null, undefined);
      let text: string;
      try {
        text = STRICT_UTF8.decode(body);
      } catch {
        return done(notUtf8());
      }
      parseJson(request, text, done);
    },
  );
}

/**
 * Form posts (sign-in and sign-out, whose forms a browser posts): the body's bytes decoded strictly,
 * each name and value's percent-encoding too, then read as a query string is. In place of
 * @fastify/formbody, which reads a body's bytes and its percent-encoding with U+FFFD for what is not
 * UTF-8.
 */
export function installStrictForm(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) => {
      if (request.is404) return done(null, undefined);
      let text: string;
      try {
        text = STRICT_UTF8.decode(body);
        checkFormText(text);
      } catch (error) {
        return done(error instanceof AppError ? error : notUtf8());
      }
      done(null, { ...parseForm(text) });
    },
  );
}

/** Each name and value of a query string decodes as UTF-8, or the query is refused naming it. */
export function checkQueryText(request: FastifyRequest): void {
  const at = request.url.indexOf('?');
  if (at < 0 || !request.url.includes('%', at)) return;
  checkFormText(request.url.slice(at + 1));
}

/** Each name and value of form-encoded text (a query, a form post) decodes as UTF-8, or is refused by name. */
function checkFormText(text: string): void {
  if (!text.includes('%')) return;
  for (const pair of text.split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => part.replace(/\+/g, ' '));
    const decodedName = decode(name);
    if (decodedName === undefined || decode(value) === undefined) {
      const field = decodedName ?? name;
      throw validationError({ [field]: [`${field} is not valid UTF-8 text (percent-encoded)`] });
    }
  }
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart text field's value as UTF-8, strictly: a field's text is UTF-8, whatever its part
 * says. The parser hands fields over as their bytes (latin1, one character a byte: kit/uploads.ts
 * sets it), so bytes that are not UTF-8 are refused naming the field rather than read as U+FFFD. A
 * part that declares a charset of its own is decoded by the parser, which reads bytes that are not
 * UTF-8 as U+FFFD: such a value is refused too, since a device has no reason to send U+FFFD itself.
 */
export function strictFieldText(name: string, value: string): string {
  const refused = () => validationError({ [name]: [`${name} is not valid UTF-8 text`] });
  // eslint-disable-next-line no-control-regex -- every character of one byte, controls included
  if (!/^[\u0000-\u00ff]*$/.test(value)) {
    if (value.includes('\ufffd')) throw refused();
    return value;
  }
  try {
    return STRICT_UTF8.decode(Buffer.from(value, 'latin1'));
  } catch {
    throw refused();
  }
}
