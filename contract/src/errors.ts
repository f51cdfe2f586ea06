import { Type, type Static } from 'typebox';

/** Error codes the server answers with; the web's error catalogue keys on them. */
export const ErrorCode = {
  ValidationError: 'ValidationError',
  MultipleErrors: 'MultipleErrors',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  TooManyRequests: 'TooManyRequests',
  PayloadTooLarge: 'PayloadTooLarge',
  UnsupportedMediaType: 'UnsupportedMediaType',
  InternalError: 'InternalError',
  /** The database cannot be reached for now (503 with Retry-After): the same request may succeed later. */
  ServiceUnavailable: 'ServiceUnavailable',
  /** A file answer: passed to the caller with no notification (console-core §8). */
  File: 'file',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one failure shape of every /api and /Authorize answer (DESIGN.md). */
export const ErrorBody = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    multipleErrors: Type.Optional(Type.Array(Type.Object({ message: Type.String() }))),
    propertyErrors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody', title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;
