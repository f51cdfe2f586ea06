import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_BLANK } from '@console/contract/annotations';
import { ErrorCode, type ErrorBody } from '@console/contract/errors';
import { type Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { say, textMessage, textProblem, type TextKind } from '@console/contract/kit';
import { DECIMALS_KEYWORD, TEXT_KEYWORD } from './input-schema.ts';
import { isDatabaseUnavailable, isStatementTimeout } from '../db/errors.ts';

/** A failure a service means to report: it becomes the one error shape with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Pick<ErrorBody, 'multipleErrors' | 'propertyErrors' | 'errors' | 'permission'> = {},
  ) {
    super(message);
  }
}

/** 429: too many attempts for now; the answer's Retry-After says when to try again. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, ErrorCode.TooManyRequests, message);
  }
}

/**
 * 503: the console cannot do it now but may shortly (its evidence engines are busy); the answer's
 * Retry-After says when to try again. A load to answer, not a fault: logged as a warning.
 */
export class ServiceBusy extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, ErrorCode.ServiceUnavailable, message);
  }
}

export const notFound = (what = 'The resource') =>
  new AppError(404, ErrorCode.NotFound, `${what} was not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ErrorCode.Forbidden, message);
/** 403 for a permission the user's roles do not grant: the message and the body name it. */
export const missingPermission = (permission: Permission) =>
  new AppError(403, ErrorCode.Forbidden, needsPermissionMessage(permission), { permission });
export const unauthorized = () => new AppError(401, ErrorCode.Unauthorized, 'Sign in to continue');
/** 403 for a user who must set up the second factor the console requires before anything else. */
export const secondFactorFirst = () =>
  new AppError(
    403,
    ErrorCode.SecondFactorRequired,
    'Set up two-step sign-in first: the console requires it of your account.',
  );
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
  /** Where the failing keyword is in the schema: a union member's issues start with the union's. */
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** Set on the issues of a field name (propertyNames): the name that failed. */
  propertyName?: string;
  /** With Ajv's `verbose` option (app.ts): the schema holding the keyword that failed. */
  parentSchema?: unknown;
  /** With `verbose`: the failing keyword's value, and the value that failed it. */
  schema?: unknown;
  data?: unknown;
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

/** The members of a union schema (anyOf, oneOf). */
const membersOf = (schema: unknown): unknown[] =>
  [member(schema, 'anyOf'), member(schema, 'oneOf')].find(Array.isArray) ?? [];

const titleOf = (schema: unknown): string | undefined => {
  const title = member(schema, 'title');
  return typeof title === 'string' ? title : undefined;
};

/**
 * A message names the field by its caption (its schema's title, as the form labels it), else by its
 * name. A union's caption is its own title, else its members' (a date or null); never a choice's,
 * which names a value (a status 'Pending'), not the field.
 */
function labelOf(issue: AjvIssue, field: string): string {
  const name = field.split('.').pop() || 'The body';
  if (issue.keyword === UNION) {
    const members = membersOf(issue.parentSchema);
    const choices = members.every((schema) => member(schema, 'const') !== undefined);
    return titleOf(issue.parentSchema) ?? (choices ? undefined : members.map(titleOf).find(Boolean)) ?? name;
  }
  const fieldSchema =
    issue.keyword === 'required'
      ? member(member(issue.parentSchema, 'properties'), String(issue.params.missingProperty))
      : issue.keyword === 'additionalProperties' || !field
        ? undefined
        : issue.parentSchema;
  return titleOf(fieldSchema) ?? name;
}

/** A choice as a message lists it: its value, and its caption when it has one (`1 (Pending)`). */
function choiceOf(schema: unknown): string {
  const value = String(member(schema, 'const'));
  const title = titleOf(schema);
  return title && title !== value ? `${value} (${title})` : value;
}

/** What a value of a union's member is, in words: 'a date', 'null', 'one of a, b'. */
function expected(schema: unknown): string[] {
  const members = membersOf(schema);
  if (members.length > 0) return members.flatMap(expected);
  if (member(schema, 'const') !== undefined) return [choiceOf(schema)];
  const choices = member(schema, 'enum');
  if (Array.isArray(choices)) return [`one of ${choices.map(String).join(', ')}`];
  const format = member(schema, 'format');
  const types = [member(schema, 'type')].flat();
  return types.map((type) => {
    switch (type) {
      case 'string':
        return format === 'date'
          ? 'a date'
          : format === 'date-time'
            ? 'a date and time'
            : format === 'email'
              ? 'an e-mail address'
              : format === 'time-zone'
                ? 'a time zone'
                : 'text';
      case 'integer':
        return 'a whole number';
      case 'number':
        return 'a number';
      case 'boolean':
        return 'true or false';
      case 'array':
        return 'a list';
      case 'object':
        return 'an object';
      case 'null':
        return 'null';
      default:
        return 'valid';
    }
  });
}

/** The one line of a value of none of a union's types. */
function unionMessage(issue: AjvIssue, label: string): string {
  const members = membersOf(issue.parentSchema);
  if (members.length > 0 && members.every((schema) => member(schema, 'const') !== undefined))
    return say.notOneOf(label, members.map(choiceOf));
  return say.notAnyOf(label, [...new Set(members.flatMap(expected))]);
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
    case TEXT_KEYWORD:
      return textMessage(label, textProblem(String(issue.data), issue.schema as TextKind) ?? 'control');
    case DECIMALS_KEYWORD:
      return say.tooManyDecimals(label, Number(issue.schema));
    case 'propertyNames':
      return say.badKey(label, textProblem(String(issue.params.propertyName)) ?? 'control');
    case UNION:
      return unionMessage(issue, label);
    case 'format':
      return issue.params.format === 'email'
        ? say.notEmail(label)
        : issue.params.format === 'date'
          ? say.notDate(label)
          : issue.params.format === 'date-time'
            ? say.notDateTime(label)
            : issue.params.format === 'time-zone'
              ? say.notTimeZone(label)
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

/** The keyword of a union's failure said in one line (resolveUnions). */
const UNION = 'union';
const isUnion = (issue: AjvIssue) => issue.keyword === 'anyOf' || issue.keyword === 'oneOf';

/**
 * A union that matches none of its members fails once per member, and once itself. When the value
 * has the type of a member (text where a date or null is taken), that member's problems are the
 * ones to say (an invalid date); when it has none of the types, the union says in one line what it
 * takes ("Expiration Date must be a date or null", "Status must be one of 1 (Pending), 2 (Active)").
 * Inner unions are resolved first, so an outer one sees their one line as a member's.
 */
function resolveUnions(issues: readonly AjvIssue[]): AjvIssue[] {
  let list = [...issues];
  const unions = list
    .filter((issue) => isUnion(issue) && issue.schemaPath !== undefined)
    .sort((a, b) => (b.schemaPath?.length ?? 0) - (a.schemaPath?.length ?? 0));
  for (const union of unions) {
    const prefix = `${union.schemaPath}/`;
    const members = list.filter((issue) => issue !== union && issue.schemaPath?.startsWith(prefix));
    const ofType = (issue: AjvIssue) =>
      issue.instancePath === union.instancePath && ['type', 'const', 'enum', UNION].includes(issue.keyword);
    const meant = members.some((issue) => !ofType(issue));
    const said: AjvIssue = { ...union, keyword: UNION };
    list = list.flatMap((issue) => {
      if (issue === union) return meant ? [] : [said];
      return members.includes(issue) && (!meant || ofType(issue)) ? [] : [issue];
    });
  }
  return list;
}

/**
 * Schema failures, keyed by field, each field's messages in order. A union that matches none of
 * its members says so once (resolveUnions); a field name of a map that is not text says so under
 * the map (propertyNames). A blank field says only that.
 */
export function propertyErrorsFromValidation(issues: readonly AjvIssue[]): Record<string, string[]> {
  // A Map, not an object: a field may be named like an object's own members (constructor, __proto__).
  const out = new Map<string, string[]>();
  // A field name's own failures (propertyName set) are said by the map's propertyNames issue.
  const badNames = new Set(
    issues
      .filter((issue) => issue.keyword === 'propertyNames')
      .map((issue) => `${issue.instancePath}/${String(issue.params.propertyName)}`),
  );
  // A name that is not text is said once, under its map, not also as an unknown field.
  const isBadName = (issue: AjvIssue) =>
    issue.propertyName !== undefined ||
    (issue.keyword === 'additionalProperties' &&
      badNames.has(`${issue.instancePath}/${String(issue.params.additionalProperty)}`));
  const resolved = resolveUnions(issues.filter((issue) => !isBadName(issue)));
  // A blank field's one problem is that it is missing (an empty e-mail is not also a malformed one),
  // as the browser says it (fieldProblems of contract/src/kit/validation.ts).
  const blank = new Set(resolved.filter(isBlankIssue).map(fieldName));
  for (const issue of resolved) {
    const field = fieldName(issue);
    if (blank.has(field) && !isBlankIssue(issue)) continue;
    const key = field || '$body';
    const message = issueMessage(issue, field);
    const messages = out.get(key) ?? [];
    if (!messages.includes(message)) messages.push(message);
    out.set(key, messages);
  }
  return Object.fromEntries(out);
}

/** What a request whose query was cut by its statement timeout is answered: nothing of it was kept. */
export const STATEMENT_TIMEOUT_MESSAGE =
  'The request took too long and was stopped. Narrow it down, or try again later.';

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
      if (error instanceof ServiceBusy) {
        request.log.warn({ err: error }, 'busy');
        reply.header('retry-after', error.retryAfterSeconds);
      } else if (error.statusCode >= 500) request.log.error({ err: error }, 'service failure');
      if (error instanceof TooManyRequests) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
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
    if (isStatementTimeout(error)) {
      // A query past its statement timeout (db/client.ts): cancelled and its transaction rolled back.
      request.log.warn({ err: error }, 'statement timeout');
      return send(reply, request, 503, {
        code: ErrorCode.ServiceUnavailable,
        message: STATEMENT_TIMEOUT_MESSAGE,
      });
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

/**
 * Fastify's own refusals before a route is found (a path whose percent-encoding is not UTF-8:
 * FST_ERR_BAD_URL), in the error shape: Fastify's `frameworkErrors` option (buildApp), which is the
 * only way to reach them; without it they answer Fastify's own 400 body.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid UTF-8 text (percent-encoded)' : error.message;
  return send(reply, request, status, { code: ErrorCode.ValidationError, message });
}
