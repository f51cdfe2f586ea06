import { afterEach, describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import { ui } from '@console/contract/annotations';
import { AccountCreate, AccountDetail, AccountUser } from '@console/contract/accounts/api';
import { Paged } from '@console/contract/paging';
import { createTestContext, type TestContext } from '../testing/harness.ts';
import { deriveRouteMetadata, type JsonSchema } from './derive.ts';
import { Permission } from '@console/contract/permissions';

let t: TestContext;
afterEach(() => t.close());

const metadataOf = async (httpMethod: string, route: string) =>
  (await t.signIn('support')).get('/api/Metadata/v2', { httpMethod, route });

/** A signed-in test route whose only job is to carry a schema. */
function routeWith(method: 'GET' | 'POST' | 'PUT', url: string, part: 'body' | 'response', schema: TSchema) {
  t.app.route({
    method,
    url,
    config: { gate: { permission: Permission.ReadData } },
    schema: part === 'body' ? { body: schema } : { response: { 200: schema } },
    handler: async () => ({}),
  });
}

describe('GET /api/Metadata/v2', () => {
  it('refuses anonymous callers', async () => {
    t = await createTestContext();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Metadata/v2',
      query: { httpMethod: 'GET', route: '/api/Books/AdminUsers' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 in the error shape for an unknown route, or a method the route does not have', async () => {
    t = await createTestContext();
    const unknown = await metadataOf('GET', '/api/NoSuchThing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NotFound',
      message: 'The metadata of GET /api/NoSuchThing was not found',
    });
    expect((await metadataOf('DELETE', '/api/Books/AdminUsers')).statusCode).toBe(404);
  });

  it('answers 400 ValidationError without the route', async () => {
    t = await createTestContext();
    const response = await (await t.signIn('support')).get('/api/Metadata/v2', { httpMethod: 'GET' });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors.route).toEqual(['route is required']);
  });

  it("describes a GET list by its row and a POST by its body, from the app's own routes", async () => {
    t = await createTestContext();
    const admins = (await metadataOf('get', '/api/Books/AdminUsers')).json();
    expect(admins).toMatchObject({ httpMethod: 'GET', route: '/api/Books/AdminUsers' });
    expect(admins.fields.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['id', 'int'],
      ['name', 'string'],
    ]);
    const login = (await metadataOf('POST', '/Authorize/Login')).json();
    expect(login.fields.slice(0, 2)).toMatchObject([
      { name: 'userName', caption: 'Login', required: true, maxLength: 100 },
      { name: 'password', caption: 'Password', required: true },
    ]);
  });

  it("finds a route by the spec's {id} template and by Fastify's :id, in any case", async () => {
    t = await createTestContext();
    routeWith('POST', '/api/test/Accounts/:id/Users', 'body', AccountUser);
    for (const route of [
      '/api/test/Accounts/{id}/Users',
      '/api/test/Accounts/:id/Users',
      '/api/TEST/accounts/{accountId}/users',
    ]) {
      const response = await metadataOf('POST', route);
      expect(response.statusCode, route).toBe(200);
      expect(response.json().route).toBe(route);
      expect(response.json().fields[1]).toMatchObject({ name: 'userName', caption: 'Login' });
    }
    expect((await metadataOf('POST', '/api/test/Accounts/Users')).statusCode).toBe(404);
  });

  it('describes a paged list by its row', async () => {
    t = await createTestContext();
    routeWith(
      'GET',
      '/api/test/paged',
      'response',
      Paged(Type.Object({ referenceId: Type.String({ title: 'Reference ID' }) })),
    );
    const fields = (await metadataOf('GET', '/api/test/paged')).json().fields;
    expect(fields).toEqual([expect.objectContaining({ name: 'referenceId', caption: 'Reference ID' })]);
  });

  it('answers exactly what derive computes from the schema, nothing dropped on the way', async () => {
    t = await createTestContext();
    routeWith('POST', '/api/test/create', 'body', AccountCreate);
    routeWith('PUT', '/api/test/detail', 'body', AccountDetail);
    for (const [method, route, schema] of [
      ['POST', '/api/test/create', AccountCreate],
      ['PUT', '/api/test/detail', AccountDetail],
    ] as const) {
      const expected = deriveRouteMetadata({ httpMethod: method, route }, schema as unknown as JsonSchema);
      const answer = (await metadataOf(method, route)).json();
      expect(answer).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });
});

describe('one source of truth', () => {
  const version1 = Type.Object({ name: Type.String({ title: 'Name', maxLength: 100 }) });
  const version2 = Type.Object({
    name: Type.String({ title: 'Full Name', maxLength: 100 }),
    nickname: Type.Optional(Type.String(ui({ title: 'Nickname', maxLength: 100 }, { optional: true }))),
  });

  /** A fresh app whose one test route carries the schema, and the fields its metadata lists. */
  const fieldsServedFor = async (schema: TSchema) => {
    t = await createTestContext();
    routeWith('PUT', '/api/test/profile/:id', 'body', schema);
    const fields = (await metadataOf('PUT', '/api/test/profile/{id}')).json().fields;
    return fields.map((f: { name: string; caption: string; optional?: boolean }) => [
      f.name,
      f.caption,
      f.optional,
    ]);
  };

  it('changes the metadata when only the schema changes', async () => {
    expect(await fieldsServedFor(version1)).toEqual([['name', 'Name', undefined]]);
    await t.close();
    expect(await fieldsServedFor(version2)).toEqual([
      ['name', 'Full Name', undefined],
      ['nickname', 'Nickname', true],
    ]);
  });
});

describe('validation by an annotated schema', () => {
  it('accepts the UI keyword and names a missing or blank field by its caption', async () => {
    t = await createTestContext();
    routeWith('POST', '/api/test/accounts', 'body', AccountCreate);
    const c = await t.signIn('support');
    const response = await c.post('/api/test/accounts', { customerName: '', products: [{}] });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({
      customerName: ['Account Name is required'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      userName: ['Login is required'],
      email: ['Email is required'],
      'products[0].productId': ['Product is required'],
    });
    const valid = {
      customerName: 'Acme',
      firstName: 'A',
      lastName: 'B',
      userName: 'acme',
      email: 'a@acme.test',
    };
    expect((await c.post('/api/test/accounts', valid)).statusCode).toBe(200);
    // The first message is the one a form shows: a blank email is missing before it is malformed.
    const blankEmail = await c.post('/api/test/accounts', { ...valid, email: '' });
    expect(blankEmail.json().propertyErrors.email[0]).toBe('Email is required');
  });
});
