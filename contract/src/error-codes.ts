/*
 * The error codes, plain data apart from the error shape's schema (errors.ts): the web's API client
 * reads them in index.html's script, which loads no schema and no typebox (a light first load).
 */

/** The 403 of a change asked by read-only staff: the server's words, and the web's tooltip. */
export const READ_ONLY_MESSAGE = 'Your account is read-only';

/** Error codes the server answers with; the web's error catalogue keys on them. */
export const ErrorCode = {
  ValidationError: 'ValidationError',
  MultipleErrors: 'MultipleErrors',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  /**
   * 409: the call came from a page of another company than the session now administers (switched
   * in another tab); nothing was done, and the page must be reloaded.
   */
  CompanyChanged: 'CompanyChanged',
  TooManyRequests: 'TooManyRequests',
  /**
   * 403: the console requires a second factor of this user, who has not set one up: every call but
   * the enrolment's is refused until they do (the web reloads, and the page goes to the enrolment).
   */
  SecondFactorRequired: 'SecondFactorRequired',
  PayloadTooLarge: 'PayloadTooLarge',
  UnsupportedMediaType: 'UnsupportedMediaType',
  InternalError: 'InternalError',
  /** The database cannot be reached for now (503 with Retry-After): the same request may succeed later. */
  ServiceUnavailable: 'ServiceUnavailable',
  /** A partner system (integrations) failed to answer a call made for the request (502). */
  BadGateway: 'BadGateway',
  /** A file answer: passed to the caller with no notification (console-core §8). */
  File: 'file',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
