import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_SYSTEM_SLUGS, type PartnerSystem, type SyncKind } from '@console/contract/integrations/api';
import type { ConnectorSettings, SyncedItem } from '../../../kit/partners/connector.ts';
import { PartnerError } from '../../../kit/partners/http.ts';
import { startPartnerServer, type PartnerServer, type Paging } from '../../../kit/partners/partner-server.ts';
import { testOutbound } from '../../../testing/outbound.ts';
import { connectorOf } from './index.ts';

/*
 * Each adapter against a fake partner that serves what that partner is agreed to serve: its paths,
 * field names, paging and authentication, written out here by hand for each system (not read from
 * the adapters), so a test fails when an adapter asks for the wrong thing.
 */

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const page = (page: string, size: string, items: string, totalPages: string): Paging => ({
  style: 'page',
  page,
  size,
  items,
  totalPages,
});
const cursor = (name: string, items: string, next: string): Paging => ({
  style: 'cursor',
  cursor: name,
  items,
  next,
  pageSize: 2,
});

interface World {
  credentials: ConnectorSettings['credentials'];
  authorized(headers: IncomingHttpHeaders): boolean;
  /** A token call the partner answers, when it takes one. */
  token?: { path: string; accepts(body: Record<string, string>): boolean; answer: Record<string, string> };
  paging: Paging;
  locations: { path: string; fields: [id: string, name: string, address: string]; wrap?: string };
  /** The partner location the syncs read, and each kind's path under it and field names. */
  syncs: Partial<Record<SyncKind, { path: string; fields: [id: string, name: string] }>>;
}

const WORLDS: Record<PartnerSystem, World> = {
  lead2Lease: {
    credentials: { apiKey: 'l2l-key-0001' },
    authorized: (h) => h['x-api-key'] === 'l2l-key-0001',
    paging: page('page', 'per_page', 'data', 'total_pages'),
    locations: { path: '/properties', fields: ['id', 'name', 'address'] },
    syncs: {
      adSources: { path: '/properties/P1/ad-sources', fields: ['id', 'name'] },
      agents: { path: '/properties/P1/agents', fields: ['id', 'full_name'] },
    },
  },
  realPage: {
    credentials: { username: 'rp-user', password: 'rp-pass-0001' },
    authorized: (h) => h.authorization === basic('rp-user', 'rp-pass-0001'),
    paging: cursor('cursor', 'items', 'nextCursor'),
    locations: { path: '/sites', fields: ['siteId', 'siteName', 'address1'] },
    syncs: {
      units: { path: '/sites/P1/units', fields: ['unitId', 'unitNumber'] },
      agents: { path: '/sites/P1/leasingAgents', fields: ['agentId', 'displayName'] },
      adSources: { path: '/sites/P1/marketingSources', fields: ['sourceId', 'sourceName'] },
    },
  },
  yardi: {
    credentials: { username: 'yardi-user', password: 'yardi-pass-0001' },
    authorized: (h) => h.authorization === basic('yardi-user', 'yardi-pass-0001'),
    paging: page('pageNumber', 'pageSize', 'results', 'pageCount'),
    locations: { path: '/properties', fields: ['propertyCode', 'propertyName', 'addressLine1'] },
    syncs: {
      units: { path: '/properties/P1/units', fields: ['unitCode', 'unitName'] },
      adSources: { path: '/properties/P1/leadSources', fields: ['sourceCode', 'description'] },
      agents: { path: '/properties/P1/agents', fields: ['agentCode', 'agentName'] },
    },
  },
  entrata: {
    credentials: { username: 'entrata-user', password: 'entrata-pass-0001' },
    authorized: (h) => h.authorization === basic('entrata-user', 'entrata-pass-0001'),
    paging: { style: 'none' },
    locations: { path: '/properties', fields: ['propertyId', 'marketingName', 'street'], wrap: 'property' },
    syncs: {
      units: { path: '/properties/P1/units', fields: ['unitId', 'unitNumber'] },
      adSources: { path: '/properties/P1/leadSources', fields: ['leadSourceId', 'name'] },
    },
  },
  knock: {
    credentials: { apiKey: 'knock-key-0001' },
    authorized: (h) => h.authorization === 'Bearer knock-key-0001',
    paging: cursor('after', 'data', 'next_cursor'),
    locations: { path: '/communities', fields: ['id', 'name', 'street_address'] },
    syncs: {
      agents: { path: '/communities/P1/agents', fields: ['id', 'name'] },
      adSources: { path: '/communities/P1/sources', fields: ['id', 'label'] },
    },
  },
  onboarding: {
    credentials: { apiKey: 'onb-key-0001' },
    authorized: (h) => h['x-onboarding-key'] === 'onb-key-0001',
    paging: page('page', 'limit', 'locations', 'pages'),
    locations: { path: '/v1/locations', fields: ['locationId', 'displayName', 'street'] },
    syncs: {
      units: { path: '/v1/locations/P1/units', fields: ['unitId', 'label'] },
      agents: { path: '/v1/locations/P1/agents', fields: ['agentId', 'fullName'] },
    },
  },
  resman: {
    credentials: { clientId: 'resman-client', clientSecret: 'resman-secret-0001' },
    authorized: (h) => h.authorization === 'Bearer resman-token',
    token: {
      path: '/oauth/token',
      accepts: (b) =>
        b.grant_type === 'client_credentials' &&
        b.client_id === 'resman-client' &&
        b.client_secret === 'resman-secret-0001',
      answer: { access_token: 'resman-token', token_type: 'bearer' },
    },
    paging: page('Page', 'PageSize', 'Items', 'TotalPages'),
    locations: { path: '/properties', fields: ['PropertyID', 'Name', 'Street'] },
    syncs: {
      units: { path: '/properties/P1/units', fields: ['UnitID', 'UnitNumber'] },
      agents: { path: '/properties/P1/employees', fields: ['EmployeeID', 'FullName'] },
    },
  },
  iLoveLeasing: {
    credentials: { apiKey: 'ill-key-0001' },
    authorized: (h) => h.authorization === 'ApiKey ill-key-0001',
    paging: { style: 'none' },
    locations: { path: '/locations', fields: ['locationId', 'locationName', 'address'] },
    syncs: { adSources: { path: '/locations/P1/adSources', fields: ['adSourceId', 'adSourceName'] } },
  },
  funnel: {
    credentials: { apiKey: 'funnel-key-0001' },
    authorized: (h) => h.authorization === 'Token funnel-key-0001',
    paging: page('page', 'page_size', 'results', 'num_pages'),
    locations: { path: '/communities', fields: ['id', 'name', 'address'] },
    syncs: {
      agents: { path: '/communities/P1/leasing-agents', fields: ['id', 'name'] },
      units: { path: '/communities/P1/units', fields: ['id', 'unit_number'] },
    },
  },
  rentDynamics: {
    credentials: { clientId: 'rd-client', clientSecret: 'rd-secret-0001' },
    authorized: (h) => h.authorization === 'Bearer rd-token',
    token: {
      path: '/auth/token',
      accepts: (b) => b.clientId === 'rd-client' && b.clientSecret === 'rd-secret-0001',
      answer: { token: 'rd-token' },
    },
    paging: cursor('cursor', 'records', 'nextCursor'),
    locations: { path: '/communities', fields: ['communityId', 'communityName', 'streetAddress'] },
    syncs: {
      units: { path: '/communities/P1/units', fields: ['unitId', 'unitName'] },
      adSources: { path: '/communities/P1/adSources', fields: ['adSourceId', 'name'] },
    },
  },
  // The access token is what MRI's authorization flow obtained (../mri.ts), sent as a bearer.
  mri: {
    credentials: { issuerUrl: 'http://127.0.0.1:9', accessToken: 'mri-access-0001' },
    authorized: (h) => h.authorization === 'Bearer mri-access-0001',
    paging: page('page', 'pageSize', 'items', 'totalPages'),
    locations: { path: '/properties', fields: ['propertyId', 'propertyName', 'addressLine1'] },
    syncs: {
      units: { path: '/properties/P1/units', fields: ['unitId', 'unitName'] },
      agents: { path: '/properties/P1/leasingAgents', fields: ['agentId', 'agentName'] },
    },
  },
};

const all = async (pages: AsyncIterable<SyncedItem[]>) => {
  const items: SyncedItem[] = [];
  for await (const items_ of pages) items.push(...items_);
  return items;
};

const failureOf = async (promise: Promise<unknown>): Promise<PartnerError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PartnerError)) throw new Error(`expected a PartnerError, got ${String(error)}`);
  return error;
};

describe.each(PARTNER_SYSTEM_SLUGS)('the %s adapter against its fake partner', (system) => {
  const world = WORLDS[system];
  let partner: PartnerServer;
  const connector = (credentials = world.credentials, timeoutMs = 2_000) =>
    connectorOf(system)({ baseUrl: `${partner.url}/api`, credentials, timeoutMs, outbound: testOutbound });

  beforeAll(async () => {
    partner = await startPartnerServer();
    // The token call, when the partner takes one, is the one call without the token.
    partner.requireAuth((h, path) => world.authorized(h) || path === `/api${world.token?.path}`);
    if (world.token) {
      const { token } = world;
      partner.on('POST', `/api${token.path}`, (request) =>
        token.accepts(request.body as Record<string, string>)
          ? { body: token.answer }
          : { status: 401, body: { message: 'invalid_client' } },
      );
    }
    const [id, name, address] = world.locations.fields;
    partner.collection(`/api${world.locations.path}`, {
      idField: id,
      paging: world.paging,
      wrap: world.locations.wrap,
      records: ['P1', 'P2', 'P3'].map((pid, i) => ({
        [id]: pid,
        [name]: `Property ${i + 1}`,
        [address]: `${i + 1} Main St`,
      })),
    });
    for (const [, sync] of Object.entries(world.syncs)) {
      const [recordId, recordName] = sync.fields;
      partner.collection(`/api${sync.path}`, {
        idField: recordId,
        paging: world.paging,
        records: [
          { [recordId]: 'R1', [recordName]: 'First', active: true },
          { [recordId]: 'R2', [recordName]: 'Second', floor: 2 },
          { [recordId]: 'R3' },
        ],
      });
    }
  });
  afterAll(() => partner.close());

  it('lists, reads, creates, updates and deletes its locations with its credentials', async () => {
    const c = connector();
    expect(await c.listLocations()).toEqual([
      { id: 'P1', name: 'Property 1', address: '1 Main St' },
      { id: 'P2', name: 'Property 2', address: '2 Main St' },
      { id: 'P3', name: 'Property 3', address: '3 Main St' },
    ]);
    expect(await c.getLocation('P2')).toEqual({ id: 'P2', name: 'Property 2', address: '2 Main St' });
    const made = await c.createLocation({ name: 'New Place', address: '9 Elm St' });
    expect(made).toMatchObject({ name: 'New Place', address: '9 Elm St' });
    expect(await c.updateLocation(made.id, { name: 'Renamed', address: '9 Elm St' })).toMatchObject({
      id: made.id,
      name: 'Renamed',
    });
    await c.deleteLocation(made.id);
    expect((await failureOf(c.getLocation(made.id))).failure).toBe('notFound');
  });

  it.each(Object.keys(world.syncs) as SyncKind[])('syncs %s, the unreadable record apart', async (kind) => {
    const fields = world.syncs[kind]?.fields ?? ['', ''];
    expect(await all(connector().sync(kind, 'P1'))).toEqual([
      { record: { externalId: 'R1', name: 'First', details: { active: true } } },
      { record: { externalId: 'R2', name: 'Second', details: { floor: 2 } } },
      { problem: { externalId: 'R3', reason: `The record has no ${fields[1]}` } },
    ]);
  });

  it('says when its credentials are refused, and retrying would not help', async () => {
    const wrong = Object.fromEntries(Object.keys(world.credentials).map((k) => [k, 'wrong-value']));
    const error = await failureOf(connector(wrong).listLocations());
    expect([error.failure, error.retryable]).toEqual(['unauthorized', false]);
    expect(error.message).not.toContain('wrong-value');
  });

  it('reports a partner error, a malformed answer and a time-out, the first and last retryable', async () => {
    partner.failNext(1, 502, 'Bad gateway');
    const refused = await failureOf(connector().getLocation('P1'));
    expect([refused.failure, refused.retryable]).toEqual(['refused', true]);
    expect(refused.message).toContain('502: Bad gateway');
    // With a token call first, the misbehaviour meets the token call: the same failure either way.
    partner.notJsonNext(1);
    expect((await failureOf(connector().getLocation('P1'))).failure).toBe('malformed');
    partner.slowNext(1, 1_000);
    const late = await failureOf(connector(world.credentials, 150).getLocation('P1'));
    expect([late.failure, late.retryable]).toEqual(['timeout', true]);
  });
});
