import type { IncomingHttpHeaders } from 'node:http';
import {
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  type CredentialField,
  type PartnerSystem,
  type SyncKind,
} from '@console/contract/integrations/api';
import { FIRST_NAMES, LAST_NAMES } from '../../demo/random.ts';
import type { ConnectorSettings } from '../../kit/partners/connector.ts';
import { startPartnerServer, type Paging, type PartnerServer } from '../../kit/partners/partner-server.ts';
import type { RestAdapterSpec, RestPaging } from '../../kit/partners/rest.ts';
import { ADAPTERS } from './adapters/index.ts';
import { REALPAGE_PATHS } from './realpage.ts';

/**
 * The demo's partner simulator: every partner system on one loopback port, each under a path of
 * its own (`/realPage`, `/yardi`...), so the demo's integrations connect, test and sync without the
 * internet (docs/demo-data.md). It is started by the demo's start alone (serve.ts), and the console
 * may call it only because the start adds its exact host and port to OUTBOUND_ALLOWED_HOSTS
 * (docs/security.md, "Where the console sends its own requests"): the rule itself is unchanged.
 *
 * Each system speaks what its adapter asks (adapters/, the same descriptions the console's
 * connectors are built from): its paths and field names, its paging (page numbers, a cursor, one
 * list), its authentication (headers made from the credentials, or a token call), and RealPage's
 * own calls (realpage.ts). It answers only the demo's credentials (`simulatorCredentials`).
 * Its data is fixed: three partner locations a system, each with 120 units, 6 agents and 8 ad
 * sources (one unit without its name, as partners' data has gaps: a sync lists it as failed).
 * Locations created through it live until it stops.
 */

export interface PartnerSimulator {
  /** http://127.0.0.1:<port> */
  url: string;
  /** A system's base URL at the simulator, as an integration's settings hold it. */
  baseUrlOf(system: PartnerSystem): string;
  close(): Promise<void>;
}

export const SIMULATED_LOCATIONS = 3;
const UNITS = 120;
const AGENTS = 6;
const AD_SOURCES = [
  'Apartments.com',
  'Zillow',
  'Google Ads',
  'Facebook',
  'Drive-by',
  'Resident referral',
  'Craigslist',
  'Company website',
];
const PROPERTIES = ['Maple Court', 'Cedar Point Commons', 'Harbor Flats'];
const STREETS = ['100 Maple St', '2400 Cedar Point Rd', '18 Harbor Way'];
/** A cursor-paged list answers this many items a page (its client names no size). */
const CURSOR_PAGE_SIZE = 50;

/** The credentials the simulator takes for a system (the demo's integrations are saved with them). */
export function simulatorCredentials(system: PartnerSystem): ConnectorSettings['credentials'] {
  // MRI's adapter sends the access token its authorization obtains (mri.ts), not a field staff type.
  const fields: readonly CredentialField[] = [
    ...PARTNER_SYSTEMS[system].credentials,
    ...(system === 'mri' ? (['accessToken'] as const) : []),
  ];
  return Object.fromEntries(
    fields.map((field) => [field, field === 'username' ? 'console-demo' : `demo-${system}-${field}-2025`]),
  );
}

/** The access token a token call (OAuth client credentials) is answered. */
const tokenOf = (system: PartnerSystem) => `demo-${system}-access-token`;

/** The partner's id of its n-th location: LEA-1001 for Lead2Lease's first. */
export const simulatedLocationId = (system: PartnerSystem, n: number) =>
  `${system.slice(0, 3).toUpperCase()}-${1001 + n}`;

function pagingOf(paging: RestPaging): Paging {
  if (paging.style === 'cursor') return { ...paging, pageSize: CURSOR_PAGE_SIZE };
  if (paging.style === 'page') {
    const { page, size, items, totalPages } = paging;
    return { style: 'page', page, size, items, totalPages };
  }
  return paging;
}

/** The records of one kind at a partner location, in the partner's field names. */
function recordsOf(kind: SyncKind, fields: { id: string; name: string }, location: number) {
  const id = (n: number) =>
    `${kind.slice(0, 1).toUpperCase()}${location + 1}-${String(n + 1).padStart(3, '0')}`;
  if (kind === 'units') {
    return Array.from({ length: UNITS }, (_, n) => {
      const floor = 1 + Math.floor(n / 30);
      // The last unit has no name: partners' data has gaps, and a sync lists the record as failed.
      const named =
        n < UNITS - 1 ? { [fields.name]: `Unit ${floor}${String((n % 30) + 1).padStart(2, '0')}` } : {};
      return {
        [fields.id]: id(n),
        ...named,
        floor,
        beds: 1 + (n % 3),
        baths: n % 3 === 2 ? 2 : 1,
        squareFeet: 620 + (n % 3) * 240,
      };
    });
  }
  if (kind === 'agents') {
    return Array.from({ length: AGENTS }, (_, n) => {
      const first = FIRST_NAMES[(location * 7 + n * 3) % FIRST_NAMES.length] ?? 'Alex';
      const last = LAST_NAMES[(location * 5 + n * 7) % LAST_NAMES.length] ?? 'Smith';
      return {
        [fields.id]: id(n),
        [fields.name]: `${first} ${last}`,
        email: `${first}.${last}@leasing.example`.toLowerCase(),
        active: n !== AGENTS - 1,
      };
    });
  }
  return AD_SOURCES.map((name, n) => ({
    [fields.id]: id(n),
    [fields.name]: name,
    channel: n < 4 || n === 6 || n === 7 ? 'online' : 'offline',
  }));
}

/** Whether the request carries what the system's adapter sends with the simulator's credentials. */
function authorizer(system: PartnerSystem, spec: RestAdapterSpec) {
  const auth = spec.auth;
  if (auth.kind === 'token') {
    const tokenPath = `/${system}${auth.path}`;
    return (headers: IncomingHttpHeaders, path: string) =>
      path === tokenPath || headers.authorization === `Bearer ${tokenOf(system)}`;
  }
  const expected = Object.entries(auth.headers(simulatorCredentials(system)));
  return (headers: IncomingHttpHeaders) =>
    expected.every(([name, value]) => headers[name.toLowerCase()] === value);
}

function serveSystem(server: PartnerServer, system: PartnerSystem, spec: RestAdapterSpec) {
  const base = `/${system}`;
  const paging = pagingOf(spec.paging);
  const { path, id, name, address, wrap } = spec.locations;
  server.collection(`${base}${path}`, {
    idField: id,
    paging,
    ...(wrap ? { wrap } : {}),
    records: PROPERTIES.slice(0, SIMULATED_LOCATIONS).map((property, n) => ({
      [id]: simulatedLocationId(system, n),
      [name]: property,
      [address]: STREETS[n] ?? '',
    })),
  });
  for (let n = 0; n < SIMULATED_LOCATIONS; n++) {
    const location = encodeURIComponent(simulatedLocationId(system, n));
    for (const [kind, fields] of Object.entries(spec.records) as [
      SyncKind,
      RestAdapterSpec['records'][SyncKind],
    ][]) {
      if (!fields) continue;
      server.collection(`${base}${fields.path.replace('{location}', location)}`, {
        idField: fields.id,
        paging,
        records: recordsOf(kind, fields, n),
      });
    }
  }
  const auth = spec.auth;
  if (auth.kind === 'token') {
    const wanted = auth.body(simulatorCredentials(system));
    server.on('POST', `${base}${auth.path}`, (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      return Object.entries(wanted).every(([key, value]) => body[key] === value)
        ? { body: { [auth.field]: tokenOf(system), token_type: 'bearer', expires_in: 3600 } }
        : { status: 401, body: { message: 'Invalid client credentials' } };
    });
  }
}

/** The PMC the demo's RealPage customer is set to (demo.ts): its sites sync. */
export const SIMULATED_PMC = 'PMC-4100';

/** RealPage's own calls (realpage.ts): its PMCs, their sites, and a site's subscription status. */
function serveRealPage(server: PartnerServer) {
  const base = '/realPage';
  const pmcs = [
    { pmcId: SIMULATED_PMC, pmcName: 'Veridian Residential' },
    { pmcId: 'PMC-4200', pmcName: 'Harbor Living' },
  ];
  server.on('GET', `${base}${REALPAGE_PATHS.pmcs}`, () => ({ body: pmcs }));
  for (const pmc of pmcs) {
    const sites = PROPERTIES.map((property, n) => ({
      siteId: `${pmc.pmcId.slice(4)}-${simulatedLocationId('realPage', n)}`,
      siteName: `${property} (${pmc.pmcName})`,
      address1: STREETS[n] ?? '',
    }));
    server.on('GET', `${base}${REALPAGE_PATHS.sites(pmc.pmcId)}`, () => ({ body: sites }));
    for (const site of sites) {
      server.on('PUT', `${base}${REALPAGE_PATHS.subscription(pmc.pmcId, site.siteId)}`, (request) => ({
        body: { siteId: site.siteId, ...(request.body as object) },
      }));
    }
  }
}

/**
 * Starts the simulator on the loopback port given (0: any free one). Fails as listen does when the
 * port is taken.
 */
export async function startPartnerSimulator(port: number): Promise<PartnerSimulator> {
  const server = await startPartnerServer({ port, record: false });
  const authorized = new Map(
    PARTNER_SYSTEM_SLUGS.map((system) => [system, authorizer(system, ADAPTERS[system])] as const),
  );
  server.requireAuth((headers, path) => {
    const system = PARTNER_SYSTEM_SLUGS.find((slug) => path.startsWith(`/${slug}/`));
    return system !== undefined && (authorized.get(system)?.(headers, path) ?? false);
  });
  for (const system of PARTNER_SYSTEM_SLUGS) serveSystem(server, system, ADAPTERS[system]);
  serveRealPage(server);
  return {
    url: server.url,
    baseUrlOf: (system) => `${server.url}/${system}`,
    close: () => server.close(),
  };
}
