import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { CollectorUpload } from '@console/contract/collector';
import type { Endpoint } from '@console/contract/kit';
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

/** Every module of the contract (`@console/contract/<name>`), so a new family's file is walked too. */
const CONTRACT = path.resolve(import.meta.dirname, '../../../contract/src');
const modules = (await readdir(CONTRACT))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const exported = await Promise.all(
  modules.map((name) => import(`@console/contract/${name}`) as Promise<Record<string, unknown>>),
);
const endpoints = [...new Set(exported.flatMap((module) => endpointsIn(module)))];

describe('every call the contract declares', () => {
  it('is found: the walk sees every family the server registers', async () => {
    const families = new Set(endpoints.map((endpoint) => endpoint.family));
    const folders = (await readdir(path.resolve(import.meta.dirname, '../modules'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...families].sort()).toEqual(expect.arrayContaining(folders.sort()));
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
