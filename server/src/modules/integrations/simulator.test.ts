import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  type PartnerSystem,
} from '@console/contract/integrations/api';
import type { SyncedItem } from '../../kit/partners/connector.ts';
import { PartnerError, PartnerHttp } from '../../kit/partners/http.ts';
import { OutboundPolicy, parseAllowedHosts } from '../../kit/partners/outbound.ts';
import { basicAuth } from '../../kit/partners/rest.ts';
import { connectorOf } from './adapters/index.ts';
import { REALPAGE_PATHS } from './realpage.ts';
import {
  SIMULATED_LOCATIONS,
  SIMULATED_PMC,
  simulatedLocationId,
  simulatorCredentials,
  startPartnerSimulator,
  type PartnerSimulator,
} from './simulator.ts';

/*
 * The demo's partner simulator, called by the console's own connectors (adapters/) through an
 * outbound policy that allows its one host and port, as the demo's start allows it: every system
 * lists, reads, creates and syncs, and refuses credentials other than the demo's.
 */

let simulator: PartnerSimulator;
let outbound: OutboundPolicy;

beforeAll(async () => {
  simulator = await startPartnerSimulator(0);
  outbound = new OutboundPolicy(parseAllowedHosts(new URL(simulator.url).host));
});
afterAll(() => simulator.close());

const connector = (system: PartnerSystem, credentials = simulatorCredentials(system)) =>
  connectorOf(system)({ baseUrl: simulator.baseUrlOf(system), credentials, outbound, timeoutMs: 5000 });

async function everyPage(items: AsyncIterable<SyncedItem[]>) {
  const all: SyncedItem[] = [];
  for await (const page of items) all.push(...page);
  return all;
}

describe('the partner simulator', () => {
  it.each(PARTNER_SYSTEM_SLUGS)(
    'serves %s as its adapter reads it: locations and every kind it syncs',
    async (system) => {
      const partner = connector(system);
      const locations = await partner.listLocations();
      expect(locations).toHaveLength(SIMULATED_LOCATIONS);
      const first = simulatedLocationId(system, 0);
      expect(await partner.getLocation(first)).toEqual(locations[0]);
      expect(locations[0]).toMatchObject({ id: first, name: 'Maple Court', address: '100 Maple St' });

      for (const kind of PARTNER_SYSTEMS[system].syncs) {
        const items = await everyPage(partner.sync(kind, first));
        const records = items.filter((item) => 'record' in item);
        const problems = items.filter((item) => 'problem' in item);
        expect(records.length, kind).toBeGreaterThan(kind === 'units' ? 100 : 5);
        // The one unit without its name is the partner's gap, listed apart.
        expect(problems, kind).toHaveLength(kind === 'units' ? 1 : 0);
      }

      const created = await partner.createLocation({ name: 'New Tower', address: '1 New St' });
      expect(created).toMatchObject({ name: 'New Tower', address: '1 New St' });
    },
  );

  it.each(PARTNER_SYSTEM_SLUGS)('refuses %s credentials other than the demo ones', async (system) => {
    const wrong = Object.fromEntries(
      Object.entries(simulatorCredentials(system)).map(([field, value]) => [field, `${value}-wrong`]),
    );
    const error = await connector(system, wrong)
      .listLocations()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartnerError);
    expect((error as PartnerError).failure).toBe('unauthorized');
  });

  it("answers RealPage's own calls: its PMCs, a PMC's sites and a site's subscription", async () => {
    if (basicAuth.kind !== 'headers') throw new Error('RealPage authenticates with headers');
    const http = new PartnerHttp({
      partner: 'RealPage',
      baseUrl: simulator.baseUrlOf('realPage'),
      headers: basicAuth.headers(simulatorCredentials('realPage')),
      outbound,
    });
    expect(await http.send({ method: 'GET', path: REALPAGE_PATHS.pmcs })).toContainEqual(
      expect.objectContaining({ pmcId: SIMULATED_PMC }),
    );
    const sites = (await http.send({ method: 'GET', path: REALPAGE_PATHS.sites(SIMULATED_PMC) })) as {
      siteId: string;
    }[];
    expect(sites).toHaveLength(SIMULATED_LOCATIONS);
    const site = sites[0]?.siteId ?? '';
    expect(
      await http.send({
        method: 'PUT',
        path: REALPAGE_PATHS.subscription(SIMULATED_PMC, site),
        body: { statusId: 2 },
      }),
    ).toEqual({ siteId: site, statusId: 2 });
  });

  it('is refused by a policy that does not name its port', async () => {
    const strict = connectorOf('yardi')({
      baseUrl: simulator.baseUrlOf('yardi'),
      credentials: simulatorCredentials('yardi'),
      outbound: new OutboundPolicy([]),
    });
    const error = await strict.listLocations().catch((caught: unknown) => caught);
    expect((error as PartnerError).failure).toBe('notAllowed');
  });
});
