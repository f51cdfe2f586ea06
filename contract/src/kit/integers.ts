import { Type, type TNumberOptions } from 'typebox';

/**
 * Whole numbers as requests carry them. Every id and count the console keeps is a PostgreSQL
 * `integer` (int4) column, so a larger number is refused as input (400) instead of reaching the
 * database, which would fail the query (500).
 */
export const INT4_MAX = 2_147_483_647;

/** An id in a path, query or body: a positive whole number an int4 id column can hold. */
export const Id = (options: TNumberOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });
