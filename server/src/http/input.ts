import AjvCompiler, { type Options as AjvOptions } from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { UI_KEYWORD } from '@console/contract/annotations';
import { addBoundedFormats } from './input-formats.ts';
import { addInputKeywords, inputProblems, strictInputSchema } from './input-schema.ts';
import { readText } from './input-text.ts';

/**
 * How every request's input is validated (docs/security.md), in one place so no route can differ:
 * - types are strict: a JSON body's values are taken as they are (no null, flag or number becomes a
 *   text), and text parts (query, path, form fields) become numbers and flags only when written
 *   canonically (input-text.ts);
 * - no number is infinite or NaN (Ajv's strictNumbers: JSON's 1e309 parses as Infinity);
 * - no object takes a field it does not name, every text (and a map's field names) is text by the
 *   contract's one rule: no control character, no lone surrogate (input-schema.ts), and a decimal
 *   is checked exactly;
 * - every schema is bounded, or the route does not start (inputProblems).
 *
 * When schemas are compiled (start-up CPU: compiling every route's validators and serializers was
 * about a fifth of the work of a start on an existing database, measured with --cpu-prof):
 * - **Lazily, on a route's first use.** Fastify asks for a validator per request part and a
 *   serializer per answer status of every route (and again for each GET's HEAD) while the app
 *   starts; most are never used by one process. The bound check (inputProblems) stays at start-up:
 *   a route with unbounded input still refuses to start. A route's first request pays its compile
 *   (a few milliseconds); the error serializer every route shares is compiled once.
 * - **Once per schema.** A schema object used by several routes (the error answer, id params, a
 *   GET and its HEAD) is compiled once and the result shared, per app (each app its own Ajv).
 * - A schema Ajv or fast-json-stringify cannot compile would surface at its route's first request
 *   instead of at start-up: `eager: true` compiles everything at start-up, and a test builds the
 *   whole app that way (schema-compile.test.ts), so such a schema fails the tests, not a request.
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

/** A validator that compiles on its first call, then calls what it compiled. */
function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

type Serialize = (data: unknown) => string;
type SerializerRoute = { schema?: unknown; method: string; url: string; httpStatus: string };

/** A compiled function per schema object: schemas are the contract's constants, shared by routes. */
function oncePerSchema<F>(compile: (schema: object) => F): (schema: unknown) => F {
  const compiled = new WeakMap<object, F>();
  return (schema) => {
    if (typeof schema !== 'object' || schema === null) return compile(schema as object);
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = compile(schema)));
    return fn;
  };
}

export interface SchemaCompiling {
  /** Compile every validator and serializer while the app starts, instead of on first use (tests). */
  eager?: boolean;
}

/** The schema controller of buildApp: Fastify's own Ajv compiler, with the rules above. */
export function inputSchemaController({ eager = false }: SchemaCompiling = {}): NonNullable<
  FastifyServerOptions['schemaController']
> {
  const pool = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: Record<string, unknown>) => {
        const compile = pool(externalSchemas as never, {
          customOptions: AJV_OPTIONS,
          onCreate: (ajv) =>
            // The contract's bounded date and date-time replace Ajv's own formats (input-formats.ts).
            addBoundedFormats(addInputKeywords(ajv)),
        }) as unknown as Compile;
        // Keyed by the route's schema; strictInputSchema makes a new object, which Ajv would not
        // recognise as one it has compiled. Method and url only name a route in Ajv's messages.
        const compiled = oncePerSchema((schema) =>
          compile({ schema: strictInputSchema(schema), method: '', url: '' }),
        );
        return ({ schema, method, url, httpPart }: Parameters<Compile>[0]) => {
          // At start-up, always: a route with unbounded input does not start.
          const problems = inputProblems(schema);
          if (problems.length > 0) {
            throw new Error(
              `${method} ${url}: its ${httpPart ?? 'input'} is not bounded: ${problems.join('; ')}`,
            );
          }
          const validate = eager ? compiled(schema) : lazyValidator(() => compiled(schema));
          return httpPart && TEXT_PARTS.has(httpPart) ? withTextRead(schema, validate) : validate;
        };
      }) as never,
      buildSerializer: ((externalSchemas: unknown, options: unknown) => {
        const compile = serializers(externalSchemas, options as never) as (
          route: SerializerRoute,
        ) => Serialize;
        const compiled = oncePerSchema((schema) => compile({ schema, method: '', url: '', httpStatus: '' }));
        return ({ schema }: SerializerRoute): Serialize => {
          if (eager) return compiled(schema);
          let serialize: Serialize | undefined;
          return (data) => (serialize ??= compiled(schema))(data);
        };
      }) as never,
    },
  };
}
