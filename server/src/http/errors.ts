import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_BLANK } from '@console/contract/annotations';
import { ErrorCode, type ErrorBody } from '@console/contract/errors';
import { say } from '@console/contract/kit';
import { NO_NUL_KEYWORD } from './input-schema.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

/** A failure a service means to report: it becomes the one error shape with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Pick<ErrorBody, 'multipleErrors' | 'propertyErrors' | 'errors'> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'The resource') =>
  new AppError(404, ErrorCode.NotFound, `${what} was not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ErrorCode.Forbidden, message);
export const unauthorized = () => new AppError(401, ErrorCode.Unauthorized, 'Sign in to continue');
export const conflict = (message: string) => new AppError(409, ErrorCode.Conflict, message);

/** 400 ValidationError with messages under the names the forms use. */
export function validationError(propertyErrors: Record<string, string[]>, message?: string): AppError {
  const first = Object.values(propertyErrors).find((list) => list.length > 0)?.[0];
  return new AppError(400, ErrorCode.ValidationError, message ?? first ?? 'The request is not valid', {
    propertyErrors,
  });
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** With Ajv's `verbose` option (app.ts): the schema holding the keyword that failed. */
  parentSchema?: unknown;
}

/** The form's name for a field: the JSON path without its leading slash ("products/0/productId" → "products[0].productId"). */
function fieldName(issue: AjvIssue): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    parts.push(issue.params.missingProperty);
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    parts.push(issue.params.additionalProperty);
  }
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

const member = (schema: unknown, key: string): unknown =>
  typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)[key] : undefined;

/** A message names the field by its caption (its schema's title, as the form labels it), else by its name. */
function labelOf(issue: AjvIssue, field: string): string {
  const name = field.split('.').pop() || 'The body';
  const fieldSchema =
    issue.keyword === 'required'
      ? member(member(issue.parentSchema, 'properties'), String(issue.params.missingProperty))
      : issue.keyword === 'additionalProperties' || !field
        ? undefined
        : issue.parentSchema;
  const title = member(fieldSchema, 'title');
  return typeof title === 'string' ? title : name;
}

const limit = (issue: AjvIssue) => Number(issue.params.limit);

/**
 * A blank text where one is needed is as missing as no text: "Account Name is required" (console-core §5).
 * Blank is empty (minLength 1) or only spaces (the NOT_BLANK pattern of contract/src/annotations.ts).
 */
const isBlankIssue = (issue: AjvIssue) =>
  (issue.keyword === 'minLength' && issue.params.limit === 1) ||
  (issue.keyword === 'pattern' && issue.params.pattern === NOT_BLANK);

function issueMessage(issue: AjvIssue, field: string): string {
  const label = labelOf(issue, field);
  switch (isBlankIssue(issue) ? 'required' : issue.keyword) {
    case 'required':
      return say.required(label);
    case 'additionalProperties':
      return say.unknownField(label);
    case 'maxLength':
      return say.tooLong(label, limit(issue));
    case 'minLength':
      return say.tooShort(label, limit(issue));
    case 'minimum':
    case 'exclusiveMinimum':
      return say.tooSmall(label, limit(issue));
    case 'maximum':
    case 'exclusiveMaximum':
      return say.tooLarge(label, limit(issue));
    case 'minItems':
      return say.tooFewItems(label, limit(issue));
    case 'maxItems':
      return say.tooManyItems(label, limit(issue));
    case 'uniqueItems':
      return say.duplicateItems(label);
    case 'pattern':
      return say.badFormat(label);
    case NO_NUL_KEYWORD:
      return say.nulCharacter(label);
    case 'format':
      return issue.params.format === 'email'
        ? say.notEmail(label)
        : issue.params.format === 'date'
          ? say.notDate(label)
          : issue.params.format === 'date-time'
            ? say.notDateTime(label)
            : say.badFormat(label);
    case 'enum':
      return say.notOneOf(label, (issue.params.allowedValues as unknown[] | undefined) ?? []);
    case 'const':
      return say.notOneOf(label, [issue.params.allowedValue]);
    case 'type':
      return typeMessage(label, String(issue.params.type));
    default:
      return say.invalid(label);
  }
}

function typeMessage(label: string, type: string): string {
  if (type.includes('integer')) return say.notWholeNumber(label);
  if (type.includes('number')) return say.notNumber(label);
  if (type.includes('boolean')) return say.notYesNo(label);
  if (type.includes('array')) return say.notList(label);
  if (type.includes('string')) return say.notText(label);
  return say.invalid(label);
}

/**
 * Schema failures, keyed by field, each field's messages in order. A choice of literals (a union of
 * consts) fails once per choice: those become one message listing every choice, and the union's
 * own "matches none" is left out when its members said more. A blank field says only that.
 */
export function propertyErrorsFromValidation(issues: readonly AjvIssue[]): Record<string, string[]> {
  // A Map, not an object: a field may be named like an object's own members (constructor, __proto__).
  const out = new Map<string, string[]>();
  // A blank field's one problem is that it is missing (an empty e-mail is not also a malformed one),
  // as the browser says it (fieldProblems of contract/src/kit/validation.ts).
  const blank = new Set(issues.filter(isBlankIssue).map(fieldName));
  const choices = new Map<string, { label: string; values: unknown[] }>();
  for (const issue of issues) {
    const field = fieldName(issue);
    if (blank.has(field) && !isBlankIssue(issue)) continue;
    const key = field || '$body';
    if (issue.keyword === 'const') {
      const choice = choices.get(key) ?? { label: labelOf(issue, field), values: [] };
      choice.values.push(issue.params.allowedValue);
      choices.set(key, choice);
      continue;
    }
    if (issue.keyword === 'anyOf' && issues.some((other) => other !== issue && fieldName(other) === field))
      continue;
    const message = issueMessage(issue, field);
    const messages = out.get(key) ?? [];
    if (!messages.includes(message)) messages.push(message);
    out.set(key, messages);
  }
  for (const [key, { label, values }] of choices)
    out.set(key, [say.notOneOf(label, values), ...(out.get(key) ?? [])]);
  return Object.fromEntries(out);
}

/** How long a client should wait after a 503 for an unreachable database: the pool reconnects on its next query. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: ErrorBody) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: request.id });
}

/** One handler gives every failure the shape of DESIGN.md; a 500 never carries a stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service failure');
      return send(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
        ...error.extra,
      });
    }
    if (error.validation) {
      const propertyErrors = propertyErrorsFromValidation(error.validation as AjvIssue[]);
      const first = Object.values(propertyErrors)[0]?.[0] ?? 'The request is not valid';
      return send(reply, request, 400, { code: ErrorCode.ValidationError, message: first, propertyErrors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return send(reply, request, 413, {
        code: ErrorCode.PayloadTooLarge,
        message: 'The request body is too large',
      });
    }
    if (status === 429) {
      return send(reply, request, 429, { code: ErrorCode.TooManyRequests, message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong media type and the like: the client's fault, said plainly.
      const message = error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message;
      return send(reply, request, status, { code: ErrorCode.ValidationError, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database not reachable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return send(reply, request, 503, {
        code: ErrorCode.ServiceUnavailable,
        message: 'The database cannot be reached at the moment. Try again in a few seconds.',
      });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(reply, request, 500, {
      code: ErrorCode.InternalError,
      message: `Something went wrong on our side. Quote request id ${request.id} when you report it.`,
    });
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, {
    code: ErrorCode.NotFound,
    message: `No route ${request.method} ${request.url.split('?')[0]}`,
  });
}
