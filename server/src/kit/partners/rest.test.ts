import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from './partner-server.ts';
import { testOutbound } from '../../testing/outbound.ts';
import type { SyncedItem } from './connector.ts';
import { PartnerError } from './http.ts';
import { restConnector, type RestAdapterSpec } from './rest.ts';

let partner: PartnerServer;
beforeAll(async () => {
  partner = await startPartnerServer();
});
afterAll(() => partner.close());

const base: Omit<RestAdapterSpec, 'paging' | 'auth'> = {
  partner: 'Acme',
  locations: { path: '/sites', id: 'siteId', name: 'title', address: 'street' },
  records: { units: { path: '/sites/{location}/units', id: 'code', name: 'label' } },
};

const all = async (pages: AsyncIterable<SyncedItem[]>) => {
  const items: SyncedItem[] = [];
  for await (const page of pages) items.push(...page);
  return items;
};

describe('a connector built from a REST description', () => {
  it('pages by page number, maps the fields, and keeps the other plain fields as details', async () => {
    partner.collection('/sites', {
      idField: 'siteId',
      paging: { style: 'page', page: 'p', size: 'n', items: 'data', totalPages: 'pages' },
      records: [1, 2, 3].map((i) => ({ siteId: i, title: `Site ${i}`, street: `${i} Main St` })),
    });
    partner.collection('/sites/1/units', {
      idField: 'code',
      paging: { style: 'page', page: 'p', size: 'n', items: 'data', totalPages: 'pages' },
      records: [
        { code: 'A1', label: 'Unit A1', beds: 2, nested: { dropped: true } },
        { code: 'A2' },
        'not an object',
        { label: 'No code' },
      ],
    });
    const connector = restConnector({
      ...base,
      paging: { style: 'page', page: 'p', size: 'n', pageSize: 2, items: 'data', totalPages: 'pages' },
      auth: { kind: 'headers', headers: (c) => ({ 'x-key': c.apiKey ?? '' }) },
    })({ baseUrl: partner.url, credentials: { apiKey: 'k' }, outbound: testOutbound });

    expect(await connector.listLocations()).toEqual([
      { id: '1', name: 'Site 1', address: '1 Main St' },
      { id: '2', name: 'Site 2', address: '2 Main St' },
      { id: '3', name: 'Site 3', address: '3 Main St' },
    ]);
    expect(partner.requests.filter((r) => r.path === '/sites').map((r) => r.query.get('p'))).toEqual([
      '1',
      '2',
    ]);
    expect(await all(connector.sync('units', '1'))).toEqual([
      { record: { externalId: 'A1', name: 'Unit A1', details: { beds: 2 } } },
      { problem: { externalId: 'A2', reason: 'The record has no label' } },
      { problem: { externalId: '#1', reason: 'The record is not an object' } },
      { problem: { externalId: '#2', reason: 'The record has no code' } },
    ]);
  });

  it('pages by cursor, creates, updates and deletes a location, with a bearer token fetched once', async () => {
    partner.collection('/sites', {
      idField: 'siteId',
      paging: { style: 'cursor', cursor: 'after', items: 'items', next: 'next', pageSize: 1 },
      records: [{ siteId: 'S1', title: 'One', street: '' }],
    });
    partner.on('POST', '/oauth/token', (request) =>
      (request.body as { secret?: string }).secret === 's3cret' ? { body: { token: 'T1' } } : { status: 401 },
    );
    const connector = restConnector({
      ...base,
      paging: { style: 'cursor', cursor: 'after', items: 'items', next: 'next' },
      auth: {
        kind: 'token',
        path: '/oauth/token',
        body: (c) => ({ secret: c.clientSecret ?? '' }),
        field: 'token',
      },
    })({ baseUrl: partner.url, credentials: { clientSecret: 's3cret' }, outbound: testOutbound });
    const made = await connector.createLocation({ name: 'Two', address: '2 Side St' });
    expect(made).toEqual({ id: 'sites-2', name: 'Two', address: '2 Side St' });
    expect((await connector.updateLocation(made.id, { name: 'Two B', address: '' })).name).toBe('Two B');
    expect((await connector.listLocations()).map((l) => l.id)).toEqual(['S1', 'sites-2']);
    await connector.deleteLocation('S1');
    expect((await connector.getLocation('sites-2')).name).toBe('Two B');
    const tokenCalls = partner.requests.filter((r) => r.path === '/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    expect(partner.requests.at(-1)?.headers.authorization).toBe('Bearer T1');
  });

  it('fails the whole list when the answer is not of the agreed shape', async () => {
    const connector = restConnector({
      ...base,
      paging: { style: 'none' },
      auth: { kind: 'headers', headers: () => ({}) },
    })({ baseUrl: partner.url, credentials: {}, outbound: testOutbound });
    partner.wrongShapeNext(1);
    const error = await connector.listLocations().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartnerError);
    expect((error as PartnerError).message).toBe('Acme GET /sites answered something other than a list');
    expect((error as PartnerError).retryable).toBe(false);
  });
});
