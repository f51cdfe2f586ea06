import { Type } from 'typebox';

/** A value or null: a field the API always sends, null when there is nothing to say. */
export const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
