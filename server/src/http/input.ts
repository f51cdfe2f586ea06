import AjvCompiler, { type Options as AjvOptions } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { UI_KEYWORD } from '@console/contract/annotations';
import { addBoundedFormats } from './input-formats.ts';
import { addInputKeywords, inputProblems, strictInputSchema } from './input-schema.ts';
import { readText } from './input-text.ts';

/**
 * How every request's input is validated (README, "Security"), in one place so no route can differ:
 * - types are strict: a JSON body's values are taken as they are (no null, flag or number becomes a
 *   text), and text parts (query, path, form fields) become numbers and flags only when written
 *   canonically (input-text.ts);
 * - no number is infinite or NaN (Ajv's strictNumbers: JSON's 1e309 parses as Infinity);
 * - no object takes a field it does not name, every text (and a map's field names) is text by the
 *   contract's one rule: no control character, no lone surrogate (input-schema.ts), and a decimal
 *   is checked exactly;
 * - every schema is bounded, or the route does not start (inputProblems).
 */

/** The request parts whose values arrive as text. Form fields are validated as a query string is. */
const TEXT_PARTS = new Set(['querystring', 'params', 'headers']);

const AJV_OPTIONS: AjvOptions = {
  // Every problem of a form at once; each list and text is bounded (inputProblems), so this stays cheap.
  allErrors: true,
  coerceTypes: false,
  strictNumbers: true,
  removeAdditional: false,
  useDefaults: true,
  // Failures carry their schema, so messages name a field by its caption (http/errors.ts).
  verbose: true,
  // The UI annotations' keyword is known to Ajv, whose strict mode refuses unknown keywords.
  keywords: [UI_KEYWORD],
};

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };
type Compile = (route: { schema: unknown; method: string; url: string; httpPart?: string }) => Validate;

function withTextRead(schema: unknown, validate: Validate): Validate {
  const read: Validate = (data) => {
    const valid = validate(readText(schema, data));
    read.errors = validate.errors;
    return valid;
  };
  return read;
}

/** The schema controller of buildApp: Fastify's own Ajv compiler, with the rules above. */
export function inputSchemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const pool = AjvCompiler();
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: Record<string, unknown>) => {
        const compile = pool(externalSchemas as never, {
          customOptions: AJV_OPTIONS,
          onCreate: (ajv) =>
            // The contract's bounded date and date-time replace Ajv's own formats (input-formats.ts).
            addBoundedFormats(addInputKeywords(ajv)),
        }) as unknown as Compile;
        return ({ schema, method, url, httpPart }: Parameters<Compile>[0]) => {
          const problems = inputProblems(schema);
          if (problems.length > 0) {
            throw new Error(
              `${method} ${url}: its ${httpPart ?? 'input'} is not bounded: ${problems.join('; ')}`,
            );
          }
          const validate = compile({ schema: strictInputSchema(schema), method, url, httpPart });
          return httpPart && TEXT_PARTS.has(httpPart) ? withTextRead(schema, validate) : validate;
        };
      }) as never,
    },
  };
}
