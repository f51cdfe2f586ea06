import { Type, type Static } from 'typebox';

import { ErrorCode } from './error-codes.ts';

export { ErrorCode };

/** The one failure shape of every /api and /Authorize answer (DESIGN.md). */
export const ErrorBody = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    multipleErrors: Type.Optional(Type.Array(Type.Object({ message: Type.String() }))),
    propertyErrors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** A 403 for a permission the user's roles do not grant names it (permissions.ts). */
    permission: Type.Optional(Type.String()),
    requestId: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody', title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;
