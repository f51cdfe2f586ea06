import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { accountsApi } from '@console/contract/accounts/api';
import { CollectorUpload } from '@console/contract/collector/api';
import { LoginRequest } from '@console/contract/session/api';
import { MultilineText } from '@console/contract/kit';
import type { BaseCall, FuzzTarget } from './cases.ts';
import {
  baseCase,
  malformedCases,
  MINIMUM_CASES,
  ruleClass,
  SAMPLED_CASES,
  sampleCases,
} from './generate.ts';
import { refusal } from './rules.ts';
import { asJsonSchema, validValue } from './schema.ts';

/**
 * The fuzz generator on its own: it makes the same requests from the same seed, at least 200 a
 * route, and every one of them is refused by the rules it claims to break (rules.ts, which judges
 * with Ajv). The routes here use every schema keyword the generator knows, and every body encoding.
 */

const everyKeywordBody = asJsonSchema(
  Type.Object(
    {
      name: Type.String({ title: 'Name', minLength: 1, maxLength: 100, pattern: '\\S' }),
      email: Type.String({ format: 'email', maxLength: 200 }),
      day: Type.Optional(Type.String({ format: 'date' })),
      at: Type.Optional(Type.String({ format: 'date-time' })),
      parent: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
      ratio: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
      share: Type.Optional(Type.Number({ minimum: 1, maximum: 10, multipleOf: 0.01 })),
      active: Type.Optional(Type.Boolean()),
      kind: Type.Optional(Type.Enum(['a', 'b'])),
      plans: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true })),
      items: Type.Array(
        Type.Object({ productId: Type.Integer({ minimum: 1 }), note: Type.Optional(Type.String()) }),
        { minItems: 1, maxItems: 50 },
      ),
      address: Type.Optional(Type.Object({ city: Type.String({ maxLength: 100 }) })),
    },
    { additionalProperties: false },
  ),
);

/** Every keyword the generator knows, in a body, a query and a path. */
const everyKeyword: FuzzTarget = {
  key: 'PUT /fuzz/{id}/{name}',
  method: 'PUT',
  path: '/fuzz/{id}/{name}',
  params: asJsonSchema(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      name: Type.String({ pattern: '^[a-z]{1,20}$' }),
    }),
  ),
  query: asJsonSchema(
    Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 400 })),
      order: Type.Optional(Type.Enum(['asc', 'desc'])),
      format: Type.Optional(Type.Literal('csv')),
      ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })),
      text: Type.Optional(Type.String({ maxLength: 200 })),
      flag: Type.Optional(Type.Boolean()),
    }),
  ),
  body: everyKeywordBody,
  encoding: 'json',
};

const targets: { target: FuzzTarget; base: BaseCall }[] = [
  {
    target: everyKeyword,
    // The body as the suite makes one when no fixture gives it.
    base: { params: { id: 7, name: 'seven' }, query: { page: '2' }, body: validValue(everyKeywordBody) },
  },
  {
    target: {
      key: 'POST /fuzz/login',
      method: 'POST',
      path: '/fuzz/login',
      body: asJsonSchema(LoginRequest),
      encoding: 'form',
    },
    base: { params: {}, query: {}, body: { userName: 'support', password: 'secret' } },
  },
  {
    target: {
      key: 'POST /fuzz/upload',
      method: 'POST',
      path: '/fuzz/upload',
      body: asJsonSchema(CollectorUpload),
      encoding: 'multipart',
    },
    base: {
      params: {},
      query: {},
      body: { referenceId: 'log-1', productName: 'Scanner', scannerData: 'true' },
    },
  },
  {
    target: {
      key: 'DELETE /fuzz/{id}',
      method: 'DELETE',
      path: '/fuzz/{id}',
      params: asJsonSchema(Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) })),
      encoding: 'json',
    },
    base: { params: { id: 3 }, query: {} },
  },
  {
    target: {
      key: 'GET /fuzz/list',
      method: 'GET',
      path: '/fuzz/list',
      query: everyKeyword.query,
      encoding: 'json',
    },
    base: { params: {}, query: {} },
  },
  {
    target: {
      key: accountsApi.create.path,
      method: 'POST',
      path: accountsApi.create.path,
      body: asJsonSchema(accountsApi.create.body),
      encoding: 'json',
    },
    base: { params: {}, query: {}, body: validValue(asJsonSchema(accountsApi.create.body)) },
  },
];
const SEED = 42;

describe.each(targets.map(({ target, base }) => [target.key, target, base] as const))(
  '%s',
  (_key, target, base) => {
    const cases = malformedCases(target, base, SEED);

    it('starts from a valid call', () => {
      expect(refusal(target, baseCase(target, base))).toBeUndefined();
    });

    it(`makes at least ${MINIMUM_CASES} distinct requests`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(MINIMUM_CASES);
      const distinct = new Set(
        cases.map((made) => JSON.stringify([made.params, made.query, made.body ?? null])),
      );
      expect(distinct.size).toBe(cases.length);
    });

    it('makes the same requests from the same seed, and others from another', () => {
      expect(malformedCases(target, base, SEED)).toEqual(cases);
      expect(malformedCases(target, base, SEED + 1)).not.toEqual(cases);
    });

    it('makes only requests the rules refuse', () => {
      const accepted = cases.filter((made) => refusal(target, made) === undefined);
      expect(accepted.map((made) => `${made.rule} at ${made.at}`)).toEqual([]);
    });
  },
);

it('covers every kind of break: types, fields, lengths, ranges, text, nesting, lists and content types', () => {
  const [{ target, base }] = targets as [(typeof targets)[number]];
  const rules = new Set(malformedCases(target, base, SEED).map((made) => made.rule.replace(/ \(.*$/, '')));
  expect([...rules].sort()).toEqual(
    expect.arrayContaining([
      'wrong type',
      'missing',
      'unknown field',
      'too long',
      'too short',
      'huge text',
      'NUL byte',
      'control character',
      'line break in one line',
      'lone surrogate',
      'format',
      'out of range',
      'not finite',
      'not decimal',
      'not whole',
      'deep nesting',
      'too many items',
      'an item twice',
      'malformed JSON',
      'content type',
      'no body',
    ]),
  );
});

it("puts dates past the console's years where a date or a date-time goes", () => {
  const [{ target, base }] = targets as [(typeof targets)[number]];
  const cases = malformedCases(target, base, SEED);
  const sent = (at: string) =>
    cases
      .filter((made) => made.at === at && made.body?.type === 'json')
      .map(
        (made) => (JSON.parse((made.body as { text: string }).text) as Record<string, unknown>)[at.slice(5)],
      );
  expect(sent('body.day')).toEqual(expect.arrayContaining(['9999-12-31', '0001-01-01', '1999-12-31']));
  expect(sent('body.at')).toEqual(expect.arrayContaining(['9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z']));
});

it('sends a route that takes no body every JSON value but an object (a DELETE with null)', () => {
  const bodiless: FuzzTarget = {
    key: 'DELETE /fuzz/{id}',
    method: 'DELETE',
    path: '/fuzz/{id}',
    encoding: 'json',
    params: asJsonSchema(Type.Object({ id: Type.Integer({ minimum: 1 }) })),
  };
  const cases = malformedCases(bodiless, { params: { id: 1 }, query: {} }, SEED);
  const texts = cases.filter((made) => made.rule.startsWith('a body where none is taken'));
  expect(texts.map((made) => (made.body as { text: string }).text).sort()).toEqual(
    ['"fuzz"', '0', '[]', 'false', 'null'].sort(),
  );
  for (const made of texts) expect(refusal(bodiless, made), made.rule).toBeDefined();
});

it('holds a multi-line text to its own rule: line breaks are its, other controls are not', () => {
  const notes: FuzzTarget = {
    key: 'POST /fuzz/notes',
    method: 'POST',
    path: '/fuzz/notes',
    encoding: 'json',
    body: asJsonSchema(Type.Object({ note: MultilineText({ maxLength: 200 }) })),
  };
  const valid = { params: {}, query: [] as [string, string][] };
  const json = (note: string) => ({
    ...valid,
    body: { type: 'json' as const, text: JSON.stringify({ note }) },
  });
  expect(refusal(notes, json('two\nlines\tand a tab'))).toBeUndefined();
  expect(refusal(notes, json('an \u001b escape'))).toBeDefined();
  expect(refusal(notes, json('half \ud800 a pair'))).toBeDefined();
  expect(refusal(notes, json('a whole 👩 pair'))).toBeUndefined();
  const rules = malformedCases(notes, { params: {}, query: {}, body: { note: 'x' } }, SEED).map(
    (made) => made.rule,
  );
  expect(rules).not.toContain('line break in one line');
  expect(rules).toContain('control character (escape)');
});

it("breaks a map's field names too: a NUL, a control, a line break or half a pair in a name", () => {
  const reports: FuzzTarget = {
    key: 'POST /fuzz/reports',
    method: 'POST',
    path: '/fuzz/reports',
    encoding: 'json',
    body: asJsonSchema(
      Type.Object({
        result: Type.Record(Type.String(), Type.String({ maxLength: 20 }), { maxProperties: 5 }),
      }),
    ),
  };
  const cases = malformedCases(reports, { params: {}, query: {}, body: { result: { a: 'b' } } }, SEED);
  const names = cases.filter((made) => made.rule.startsWith('field name with'));
  expect(names.map((made) => made.rule).sort()).toEqual([
    'field name with a NUL',
    'field name with a control character',
    'field name with a line break',
    'field name with a lone surrogate',
  ]);
  for (const made of names) expect(refusal(reports, made), made.rule).toBeDefined();
});

describe("a run's sample of a route's requests", () => {
  const [{ target, base }] = targets as [(typeof targets)[number]];
  const cases = malformedCases(target, base, SEED);
  const classes = new Set(cases.map(ruleClass));
  // A sample holds the book's own cases: each is known by its place in the book (writing out a
  // case's body, some of which are megabytes on purpose, took longer than the test may).
  const placeOf = new Map(cases.map((made, index) => [made, index]));

  it("is the same from the same seed, another from another, and keeps the book's order", () => {
    const sample = sampleCases(cases, SEED, target.key);
    expect(sample).toHaveLength(SAMPLED_CASES);
    expect(sampleCases(cases, SEED, target.key)).toEqual(sample);
    expect(sampleCases(cases, SEED + 1, target.key)).not.toEqual(sample);
    const positions = sample.map((made) => cases.indexOf(made));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it('takes one of every class before a second of any, and every class when they fit', () => {
    // This route has more classes than a sample: each is taken at most once.
    expect(classes.size).toBeGreaterThan(SAMPLED_CASES);
    const sample = sampleCases(cases, SEED, target.key);
    expect(new Set(sample.map(ruleClass)).size).toBe(SAMPLED_CASES);
    const all = sampleCases(cases, SEED, target.key, classes.size + 5);
    expect(new Set(all.map(ruleClass))).toEqual(classes);
  });

  it('rotates: a few dozen seeds reach every class, and most of the requests', () => {
    const reached = new Set<number>();
    const classesReached = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      for (const made of sampleCases(cases, seed, target.key)) {
        reached.add(placeOf.get(made) ?? -1);
        classesReached.add(ruleClass(made));
      }
    }
    expect(classesReached).toEqual(classes);
    expect(reached.size).toBeGreaterThan(cases.length / 2);
  });

  it('is the whole book when the book is no larger than the sample', () => {
    expect(sampleCases(cases, SEED, target.key, cases.length)).toEqual(cases);
    expect(sampleCases(cases, SEED, target.key, Infinity)).toEqual(cases);
  });
});
