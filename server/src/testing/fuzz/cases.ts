import type { JsonSchema } from './schema.ts';

/** What the fuzz generator knows of a route: its inputs' schemas and how its body travels. */
export interface FuzzTarget {
  /** `POST /api/CommonAccount/{id}/Users`: the fixtures' key. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The descriptor's path: `/api/CommonAccount/{id}/Users`. */
  path: string;
  params?: JsonSchema;
  query?: JsonSchema;
  /** Absent: the route takes no body (a body with a field is an unknown field). */
  body?: JsonSchema;
  /**
   * How a valid body travels: JSON; JSON or a form post (sign-in and sign-out, which take the
   * anti-forgery token as a form field); or multipart text fields and files (a collector upload).
   */
  encoding: 'json' | 'form' | 'multipart';
}

/** A valid call of the route, which every case breaks once. */
export interface BaseCall {
  params: Readonly<Record<string, string | number>>;
  query: Readonly<Record<string, string | readonly string[]>>;
  body?: unknown;
}

/** A text field or a file of a multipart body. */
export interface MultipartPart {
  name: string;
  value: string;
  /** A file part (an attachment), not a text field. */
  fileName?: string;
}

/** A request body as sent. */
export type FuzzBody =
  /** application/json; the text may be malformed on purpose. */
  | { type: 'json'; text: string }
  /** application/x-www-form-urlencoded. */
  | { type: 'form'; pairs: readonly (readonly [string, string])[] }
  /** multipart/form-data, well formed. */
  | { type: 'multipart'; parts: readonly MultipartPart[] }
  /** Anything else: a content type the route does not take, or a malformed multipart body. */
  | { type: 'raw'; contentType: string | undefined; payload: string };

/** One malformed request: which rule it breaks, where, and what is sent. */
export interface FuzzCase {
  /** The rule it breaks, e.g. 'wrong type (null)', 'unknown field', 'NUL byte'. */
  rule: string;
  /** Where: 'path.id', 'query.pageSize', 'body.products[0].productId', 'body'. */
  at: string;
  params: Readonly<Record<string, string>>;
  query: readonly (readonly [string, string])[];
  body?: FuzzBody;
}

/** Text fields as an object: a repeated name becomes a list, as query strings and forms are read. */
export function textFields(pairs: readonly (readonly [string, string])[]): Record<string, string | string[]> {
  const lists = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    const list = lists.get(name);
    if (list) list.push(value);
    else lists.set(name, [value]);
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, values] of lists) {
    // defineProperty: a field named __proto__ is a field, not the object's prototype.
    const [first, ...rest] = values;
    const value = first !== undefined && rest.length === 0 ? first : values;
    Object.defineProperty(fields, name, { value, enumerable: true, configurable: true, writable: true });
  }
  return fields;
}

/** An object's text fields as pairs, a list as one pair per item. */
export const textPairs = (
  fields: Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>,
): [string, string][] =>
  Object.entries(fields).flatMap(([name, value]) =>
    [value].flat().map((item): [string, string] => [name, String(item)]),
  );
