import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { CollectorUpload } from '@console/contract/collector/api';
import { Decimal, MultilineText, type Endpoint } from '@console/contract/kit';
import { installBodyRules } from './body-rules.ts';
import { installErrorHandling, sendFrameworkError } from './errors.ts';
import { familyFolders } from '../kit/family.ts';
import { inputSchemaController } from './input.ts';
import { inputProblems } from './input-schema.ts';
import { readText } from './input-text.ts';

/**
 * The rules every input schema is held to (http/input-schema.ts), checked over every call the
 * contract declares, so a new call with an unbounded list or text fails here by name.
 */

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).family === 'string';

/** Every descriptor the contract exports, in its API objects and their groups (a family's tokens). */
function endpointsIn(value: unknown, depth = 0): Endpoint[] {
  if (isEndpoint(value)) return [value];
  if (typeof value !== 'object' || value === null || depth > 2) return [];
  return Object.values(value).flatMap((member) => endpointsIn(member, depth + 1));
}

/**
 * Every module of the contract (`@console/contract/<name>`, a family's `<family>/<name>`), so a new
 * family's file is walked too.
 */
const CONTRACT = path.resolve(import.meta.dirname, '../../../contract/src');
const modules = (await readdir(CONTRACT, { recursive: true }))
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('-cli.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const exported = await Promise.all(
  modules.map((name) => import(`@console/contract/${name}`) as Promise<Record<string, unknown>>),
);
const endpoints = [...new Set(exported.flatMap((module) => endpointsIn(module)))];

describe('every call the contract declares', () => {
  it('is found: the walk sees every family the server registers', async () => {
    const families = new Set(endpoints.map((endpoint) => endpoint.family));
    const folders = (await familyFolders()).map((folder) => folder.name);
    expect([...families].sort()).toEqual(expect.arrayContaining(folders));
  });

  it('takes bounded input: a maxLength on every text, a maxItems on every list, both bounds on every number, no open object', () => {
    const problems = endpoints.flatMap((endpoint) =>
      (['params', 'query', 'body'] as const)
        .filter((part) => endpoint[part] !== undefined)
        .flatMap((part) =>
          inputProblems(endpoint[part]).map(
            (problem) => `${endpoint.method} ${endpoint.path} ${part}: ${problem}`,
          ),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('and so do the fields of a collector upload, which its handler validates', () => {
    expect(inputProblems(CollectorUpload)).toEqual([]);
  });

  it("names the path parameter a body's id repeats, wherever an update's body carries an id", () => {
    const propertiesOf = (schema: unknown) =>
      Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
    const unnamed = endpoints
      .filter((endpoint) => endpoint.method === 'PUT' && propertiesOf(endpoint.body).includes('id'))
      .filter((endpoint) => !endpoint.bodyId || !propertiesOf(endpoint.params).includes(endpoint.bodyId))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(unnamed).toEqual([]);
    expect(endpoints.filter((endpoint) => endpoint.bodyId).length).toBeGreaterThanOrEqual(6);
  });
});

describe('the bounds check', () => {
  it('names each unbounded value by its place', () => {
    const schema = Type.Object({
      name: Type.String(),
      tags: Type.Array(Type.String({ maxLength: 10 })),
      rows: Type.Array(Type.Object({ size: Type.Integer({ minimum: 0 }) }), { maxItems: 5 }),
      id: Type.Integer({ minimum: 1, maximum: 2 ** 40 }),
      settings: Type.Record(Type.String(), Type.Boolean()),
      extra: Type.Object({}, { additionalProperties: true }),
      anything: Type.Unknown(),
      both: Type.Intersect([Type.Object({ a: Type.Boolean() }), Type.Object({ b: Type.Boolean() })]),
    });
    expect(inputProblems(schema)).toEqual([
      'name: a text without maxLength',
      'tags: a list without maxItems',
      'rows[].size: a number without minimum and maximum',
      "id: bounds beyond an integer column's range",
      'settings: a map without maxProperties',
      'extra: an object that takes fields it does not name',
      'anything: accepts any value',
      'both: an intersection (allOf): declare one object',
    ]);
  });

  it('keeps a route with unbounded input from starting, naming it', async () => {
    const app = Fastify({ schemaController: inputSchemaController() });
    app.post(
      '/unbounded',
      { schema: { body: Type.Object({ ids: Type.Array(Type.Boolean()) }) } },
      () => 'ok',
    );
    await expect(app.ready()).rejects.toThrow(
      /POST \/unbounded: its body is not bounded: ids: a list without maxItems/,
    );
  });
});

describe('text read by its schema', () => {
  const query = Type.Object({
    id: Type.Integer(),
    ratio: Type.Number(),
    on: Type.Boolean(),
    ids: Type.Array(Type.Integer()),
    name: Type.String(),
    choice: Type.Union([Type.Integer(), Type.Null()]),
  });

  it('reads canonical decimals and true or false, and a single value of a list as a list of one', () => {
    expect(
      readText(query, { id: '-12', ratio: '0.5', on: 'false', ids: '7', name: '42', choice: '3' }),
    ).toEqual({ id: -12, ratio: 0.5, on: false, ids: [7], name: '42', choice: 3 });
  });

  it.each(['0x1', '+1', ' 1', '1e3', 'Infinity', '1.', '.5', '१'])('leaves %j as text', (text) => {
    expect(readText(query, { id: text, ratio: text })).toEqual({ id: text, ratio: text });
  });

  it('leaves a flag that is not exactly true or false as text', () => {
    expect(readText(query, { on: 'TRUE' })).toEqual({ on: 'TRUE' });
  });
});

describe('what the validator refuses beyond types and bounds', async () => {
  const app = Fastify({ schemaController: inputSchemaController(), frameworkErrors: sendFrameworkError });
  installErrorHandling(app);
  installBodyRules(app);
  const choices = [Type.Literal(1, { title: 'Pending' }), Type.Literal(2, { title: 'Active' })];
  app.post(
    '/form',
    {
      schema: {
        body: Type.Object({
          name: Type.Optional(Type.String({ title: 'Name', maxLength: 100 })),
          comment: Type.Optional(MultilineText({ title: 'Comment', maxLength: 100 })),
          details: Type.Optional(Type.Record(Type.String(), Type.Boolean(), { maxProperties: 5 })),
          ratio: Type.Optional(Decimal(2, { title: 'Ratio', minimum: 1, maximum: 10 })),
          expires: Type.Optional(
            Type.Union([Type.String({ title: 'Expires', format: 'date', maxLength: 10 }), Type.Null()]),
          ),
          status: Type.Optional(Type.Union(choices, { title: 'Status' })),
          choice: Type.Optional(Type.Union(choices)),
        }),
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 20 })) }),
      },
    },
    (request) => request.body,
  );
  app.delete('/thing', () => 'deleted');
  app.get('/things/:name', (request) => request.params);
  await app.ready();

  const post = (payload: unknown, url = '/form') =>
    app.inject({ method: 'POST', url, payload: payload as object });
  const refusal = async (payload: unknown) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ propertyErrors: Record<string, string[]> }>().propertyErrors;
  };

  it.each([
    ['U+0001', '\u0001'],
    ['backspace', '\b'],
    ['escape', '\u001b'],
  ])('refuses %s in a name and in a comment', async (_case, control) => {
    const refused = 'must not contain control characters (such as escape or backspace)';
    expect(await refusal({ name: `a${control}b`, comment: `a${control}b` })).toEqual({
      name: [`Name ${refused}`],
      comment: [`Comment ${refused}`],
    });
  });

  it('takes tab and line breaks in a multi-line text only', async () => {
    const text = 'line one\r\n\tline two';
    expect((await post({ comment: text })).json()).toEqual({ comment: text });
    expect(await refusal({ name: text })).toEqual({
      name: ['Name must be one line, without tabs or line breaks'],
    });
  });

  it('refuses a lone surrogate in a text and in a field name, and a NUL or a control in a field name', async () => {
    const lone = 'holds half of a character (a lone UTF-16 surrogate)';
    expect(await refusal({ name: 'a\ud800' })).toEqual({ name: [`Name ${lone}`] });
    expect(await refusal({ details: { 'a\udc00': true } })).toEqual({
      details: ['details has a field name with half of a character (a lone UTF-16 surrogate)'],
    });
    expect(await refusal({ details: { 'a\u0000': true } })).toEqual({
      details: ['details has a field name with a NUL character'],
    });
    expect(await refusal({ details: { 'a\nb': true } })).toEqual({
      details: ['details has a field name with a tab or line break'],
    });
    expect((await post({ name: 'Zoë 👋🏽', details: { 'größe ok': true } })).statusCode).toBe(200);
  });

  it('takes every amount of two places from 1.00 to 10.00 (a floating multipleOf refused 149), and refuses a third place', async () => {
    const refused: number[] = [];
    for (let hundredths = 100; hundredths <= 1000; hundredths++) {
      const ratio = JSON.parse((hundredths / 100).toFixed(2)) as number;
      if ((await post({ ratio })).statusCode !== 200) refused.push(ratio);
    }
    expect(refused).toEqual([]);
    expect(await refusal({ ratio: 2.005 })).toEqual({ ratio: ['Ratio may have at most 2 decimal places'] });
  });

  it("says what a union takes in one line, and names a choice's field by its own name", async () => {
    expect(await refusal({ expires: 5 })).toEqual({ expires: ['Expires must be a date or null'] });
    expect((await refusal({ expires: 'soon' })).expires).toHaveLength(1);
    expect(await refusal({ status: 9, choice: 'x' })).toEqual({
      status: ['Status must be one of 1 (Pending), 2 (Active)'],
      choice: ['choice must be one of 1 (Pending), 2 (Active)'],
    });
  });

  it('refuses a JSON body that is not UTF-8, rather than reading U+FFFD', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: bytes,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid UTF-8 text');
    const valid = Buffer.from(JSON.stringify({ name: 'Åsa 日本' }));
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/form',
          headers: { 'content-type': 'application/json' },
          payload: valid,
        })
      ).json(),
    ).toEqual({ name: 'Åsa 日本' });
  });

  it('refuses a query whose percent-encoding is not UTF-8', async () => {
    for (const q of ['%FF', '%ED%A0%80', '%C3', '%zz']) {
      const response = await post({}, `/form?q=${q}`);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().propertyErrors).toEqual({ q: ['q is not valid UTF-8 text (percent-encoded)'] });
    }
    expect((await post({}, '/form?q=%C3%A5')).statusCode).toBe(200);
  });

  it('refuses a path whose percent-encoding is not UTF-8, in the error shape (frameworkErrors)', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/%FF%FE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      message: 'The path is not valid UTF-8 text (percent-encoded)',
    });
    expect((await app.inject({ method: 'GET', url: '/things/%C3%A5' })).json()).toEqual({ name: 'å' });
  });

  it('refuses a body that is not an object where a call takes none (a null, a list, a number)', async () => {
    for (const payload of ['null', '[]', '0', '"x"', 'false']) {
      const response = await app.inject({
        method: 'DELETE',
        url: '/thing',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
    expect((await app.inject({ method: 'DELETE', url: '/thing' })).statusCode).toBe(200);
  });
});
