import type { SyncKind } from '@console/contract/integrations/systems';
import type {
  Connector,
  ConnectorSettings,
  PartnerLocation,
  PartnerLocationInput,
  PartnerRecord,
  SyncedItem,
} from './connector.ts';
import { PartnerError, PartnerHttp, type Query } from './http.ts';

/**
 * A Connector built from a description of a partner's REST API: where its locations and records
 * are, what their fields are called, how it pages and how it authenticates. Each adapter is such a
 * description (modules/integrations/adapters/); the requests, paging, reading and errors are here,
 * once, so no adapter repeats another's plumbing.
 */

/** How a partner pages its lists. */
export type RestPaging =
  | { style: 'none' }
  | { style: 'page'; page: string; size: string; pageSize: number; items: string; totalPages: string }
  | { style: 'cursor'; cursor: string; items: string; next: string };

/** How a partner authenticates a request. */
export type RestAuth =
  /** Headers made from the credentials (an API key header, HTTP Basic). */
  | { kind: 'headers'; headers(credentials: ConnectorSettings['credentials']): Record<string, string> }
  /** A bearer token from a token call (OAuth client credentials), fetched once per connector. */
  | {
      kind: 'token';
      path: string;
      body(credentials: ConnectorSettings['credentials']): Record<string, string>;
      field: string;
    };

/** HTTP Basic from the username and password. */
export const basicAuth: RestAuth = {
  kind: 'headers',
  headers: (c) => ({
    authorization: `Basic ${Buffer.from(`${c.username ?? ''}:${c.password ?? ''}`).toString('base64')}`,
  }),
};

/** The API key in a header of the partner's choosing, after an optional scheme ('Bearer', 'Token'). */
export const apiKeyAuth = (header: string, scheme?: string): RestAuth => ({
  kind: 'headers',
  headers: (c) => ({ [header]: scheme ? `${scheme} ${c.apiKey ?? ''}` : (c.apiKey ?? '') }),
});

export interface RestRecords {
  /** The list's path; `{location}` is the partner location's id. */
  path: string;
  id: string;
  name: string;
}

export interface RestAdapterSpec {
  partner: string;
  auth: RestAuth;
  paging: RestPaging;
  locations: {
    path: string;
    id: string;
    name: string;
    address: string;
    /** A single location answered inside `{[wrap]: {...}}`. */
    wrap?: string;
  };
  records: Partial<Record<SyncKind, RestRecords>>;
}

/** Pages read at most, so a partner that always says "more" cannot keep a sync running forever. */
export const MAX_PAGES = 1000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A scalar field as text ('' when absent); a number id reads as its digits. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

export function restConnector(spec: RestAdapterSpec): (settings: ConnectorSettings) => Connector {
  return (settings) => new RestConnector(spec, settings);
}

class RestConnector implements Connector {
  readonly #spec: RestAdapterSpec;
  readonly #settings: ConnectorSettings;
  readonly #http: PartnerHttp;
  #token: Promise<string> | undefined;

  constructor(spec: RestAdapterSpec, settings: ConnectorSettings) {
    this.#spec = spec;
    this.#settings = settings;
    this.#http = new PartnerHttp({
      partner: spec.partner,
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs,
      outbound: settings.outbound,
      headers: spec.auth.kind === 'headers' ? spec.auth.headers(settings.credentials) : {},
    });
  }

  async #send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, query?: Query, body?: unknown) {
    const auth = this.#spec.auth;
    const headers =
      auth.kind === 'token' ? { authorization: `Bearer ${await this.#bearer(auth)}` } : undefined;
    return this.#http.send({ method, path, query, body, headers });
  }

  #bearer(auth: Extract<RestAuth, { kind: 'token' }>): Promise<string> {
    this.#token ??= this.#http
      .send({ method: 'POST', path: auth.path, body: auth.body(this.#settings.credentials) })
      .then((answer) => {
        const token = isObject(answer) ? textOf(answer[auth.field]) : '';
        if (!token)
          throw new PartnerError(
            'malformed',
            `${this.#spec.partner} answered no ${auth.field} for the token`,
          );
        return token;
      });
    // A failed token call is not kept: the next request asks again.
    this.#token.catch(() => (this.#token = undefined));
    return this.#token;
  }

  /** Every page of a list, each page's items as the partner answered them. */
  async *#pages(path: string): AsyncIterable<unknown[]> {
    const paging = this.#spec.paging;
    const malformed = (what: string) =>
      new PartnerError('malformed', `${this.#spec.partner} GET ${path} answered ${what}`);
    if (paging.style === 'none') {
      const answer = await this.#send('GET', path);
      if (!Array.isArray(answer)) throw malformed('something other than a list');
      yield answer;
      return;
    }
    let cursor: string | undefined;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query: Query =
        paging.style === 'page'
          ? { [paging.page]: page, [paging.size]: paging.pageSize }
          : { [paging.cursor]: cursor };
      const answer = await this.#send('GET', path, query);
      const items = isObject(answer) ? answer[paging.items] : undefined;
      if (!Array.isArray(items)) throw malformed(`no ${paging.items} list`);
      yield items;
      if (paging.style === 'page') {
        const total = (answer as Json)[paging.totalPages];
        if (typeof total !== 'number' || !Number.isInteger(total))
          throw malformed(`no ${paging.totalPages} number`);
        if (page >= total) return;
      } else {
        const next = (answer as Json)[paging.next];
        if (next === null || next === undefined || next === '') return;
        if (typeof next !== 'string') throw malformed(`a ${paging.next} that is not text`);
        cursor = next;
      }
    }
    throw malformed(`more than ${MAX_PAGES} pages`);
  }

  /** A location of a list, or with `single` one answered alone (wrapped, when the partner wraps it). */
  #location(answer: unknown, what: string, single = false): PartnerLocation {
    const { id, name, address, wrap } = this.#spec.locations;
    const item = single && wrap && isObject(answer) ? answer[wrap] : answer;
    const location = isObject(item)
      ? { id: textOf(item[id]), name: textOf(item[name]), address: textOf(item[address]) }
      : undefined;
    if (!location?.id)
      throw new PartnerError('malformed', `${this.#spec.partner} ${what} answered no location ${id}`);
    return location;
  }

  #locationBody(location: PartnerLocationInput): Json {
    const { name, address } = this.#spec.locations;
    return { [name]: location.name, [address]: location.address };
  }

  #locationPath(id: string) {
    return `${this.#spec.locations.path}/${encodeURIComponent(id)}`;
  }

  async listLocations(): Promise<PartnerLocation[]> {
    const found: PartnerLocation[] = [];
    for await (const items of this.#pages(this.#spec.locations.path)) {
      for (const item of items) found.push(this.#location(item, `GET ${this.#spec.locations.path}`));
    }
    return found;
  }

  async getLocation(id: string): Promise<PartnerLocation> {
    return this.#location(await this.#send('GET', this.#locationPath(id)), 'GET', true);
  }

  async createLocation(location: PartnerLocationInput): Promise<PartnerLocation> {
    return this.#location(
      await this.#send('POST', this.#spec.locations.path, undefined, this.#locationBody(location)),
      'POST',
      true,
    );
  }

  async updateLocation(id: string, location: PartnerLocationInput): Promise<PartnerLocation> {
    return this.#location(
      await this.#send('PUT', this.#locationPath(id), undefined, this.#locationBody(location)),
      'PUT',
      true,
    );
  }

  async deleteLocation(id: string): Promise<void> {
    await this.#send('DELETE', this.#locationPath(id));
  }

  async *sync(kind: SyncKind, locationId: string): AsyncIterable<SyncedItem[]> {
    const records = this.#spec.records[kind];
    if (!records) throw new PartnerError('refused', `${this.#spec.partner} does not sync ${kind}`);
    const path = records.path.replace('{location}', encodeURIComponent(locationId));
    for await (const items of this.#pages(path))
      yield items.map((item, index) => readRecord(item, index, records));
  }
}

/** One item of a synced list, or why it cannot be read. */
function readRecord(item: unknown, index: number, fields: RestRecords): SyncedItem {
  if (!isObject(item))
    return { problem: { externalId: `#${index + 1}`, reason: 'The record is not an object' } };
  const externalId = textOf(item[fields.id]);
  if (!externalId)
    return { problem: { externalId: `#${index + 1}`, reason: `The record has no ${fields.id}` } };
  const name = textOf(item[fields.name]);
  if (!name) return { problem: { externalId, reason: `The record has no ${fields.name}` } };
  const details: PartnerRecord['details'] = {};
  for (const [key, value] of Object.entries(item)) {
    if (key === fields.id || key === fields.name) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      details[key] = value as string | number | boolean | null;
    }
  }
  return { record: { externalId, name, details } };
}
