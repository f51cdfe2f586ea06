import { ErrorCode } from '@console/contract/error-codes';
import type { ErrorBody } from '@console/contract/errors';

// The error catalogue of console-core §8 as one pure function, so every row is unit-tested without a
// browser and the client only has to carry out the reaction it returns.

export const NO_RESPONSE_MESSAGE = 'The request was made but no response was received';
export const GENERIC_ERROR_MESSAGE = 'An error occur.Try it again.';
export const FORBIDDEN_TITLE = 'Forbidden';
export const FORBIDDEN_PATH = '/forbidden';
export const MAX_MESSAGE_LENGTH = 512;
export const NOTIFY_SECONDS = 8;
export const NO_RESPONSE_NOTIFY_SECONDS = 5;

/** Status the client reports when fetch itself rejected: there is no HTTP answer at all. */
export const NO_RESPONSE_STATUS = 0;

export type PropertyErrors = Record<string, string[]>;

export type Reaction =
  | { kind: 'reload' }
  | { kind: 'companyChanged'; message: string }
  | { kind: 'forbidden'; redirect: typeof FORBIDDEN_PATH }
  | { kind: 'notify'; title?: string; lines: string[]; durationSeconds: number }
  | { kind: 'fieldErrors'; propertyErrors: PropertyErrors; firstError: string }
  | { kind: 'silent' };

/**
 * How a 403 is shown: a page or data load goes to /forbidden, while an action the user just clicked
 * (the page stays usable) shows a notification titled 'Forbidden' instead.
 */
export type ForbiddenMode = 'redirect' | 'notify';

export interface Failure {
  status: number;
  statusText?: string;
  /** The parsed answer; unknown because a proxy or a crash may answer with anything. */
  body?: unknown;
  forbidden?: ForbiddenMode;
}

export function describeFailure({ status, statusText, body, forbidden = 'redirect' }: Failure): Reaction {
  if (status === NO_RESPONSE_STATUS) return notify([NO_RESPONSE_MESSAGE], NO_RESPONSE_NOTIFY_SECONDS);
  if (status === 401) return { kind: 'reload' };

  const fields = asRecord(body);
  const code = asString(fields?.code);
  const message = asString(fields?.message);
  // HTTP/2 answers carry no status text, so the generic text stands in for an empty one.
  const fallback = message || statusText || GENERIC_ERROR_MESSAGE;

  if (status === 403) {
    // The console requires a second factor first: the page, loaded again, goes to the enrolment.
    if (code === ErrorCode.SecondFactorRequired) return { kind: 'reload' };
    if (forbidden === 'redirect') return { kind: 'forbidden', redirect: FORBIDDEN_PATH };
    return notify([fallback], NOTIFY_SECONDS, FORBIDDEN_TITLE);
  }

  switch (code) {
    case ErrorCode.CompanyChanged:
      // Another tab chose another company for the session: this page's data is of the one before.
      return { kind: 'companyChanged', message: fallback };
    case ErrorCode.MultipleErrors: {
      const lines = messagesOf(fields?.multipleErrors);
      return notify(lines.length > 0 ? lines : [fallback], NOTIFY_SECONDS);
    }
    case ErrorCode.ValidationError: {
      const propertyErrors = propertyErrorsOf(fields?.propertyErrors);
      const firstError = Object.values(propertyErrors).flat()[0];
      if (firstError === undefined) return notify([fallback], NOTIFY_SECONDS);
      return { kind: 'fieldErrors', propertyErrors, firstError };
    }
    case ErrorCode.File:
      return { kind: 'silent' };
  }
  if (code && message) return notify([message], NOTIFY_SECONDS);

  const errors = Object.values(asRecord(fields?.errors) ?? {}).filter(isText);
  if (errors.length > 0) return notify(errors, NOTIFY_SECONDS);

  return notify([statusText || GENERIC_ERROR_MESSAGE], NOTIFY_SECONDS);
}

/** The body as the contract's ErrorBody when it has that shape; the client exposes it to callers. */
export function asErrorBody(body: unknown): ErrorBody | undefined {
  const fields = asRecord(body);
  if (typeof fields?.code !== 'string' || typeof fields.message !== 'string') return undefined;
  return fields as ErrorBody;
}

function notify(lines: string[], durationSeconds: number, title?: string): Reaction {
  // A huge message is a stack trace or an HTML page leaking through; it is not for staff to read.
  const capped = lines.map((line) => (line.length > MAX_MESSAGE_LENGTH ? GENERIC_ERROR_MESSAGE : line));
  return { kind: 'notify', title, lines: capped, durationSeconds };
}

function messagesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => asString(asRecord(item)?.message)).filter(isText);
}

function propertyErrorsOf(value: unknown): PropertyErrors {
  const entries = Object.entries(asRecord(value) ?? {}).map(([field, messages]): [string, string[]] => [
    field,
    Array.isArray(messages) ? messages.filter(isText) : [],
  ]);
  return Object.fromEntries(entries.filter(([, messages]) => messages.length > 0));
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
