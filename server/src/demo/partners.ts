import type { Config } from '../config.ts';
import type { DemoPartners } from '../kit/family.ts';
import { OutboundPolicy } from '../kit/partners/outbound.ts';
import { startPartnerSimulator, type PartnerSimulator } from '../modules/integrations/simulator.ts';

/** Where the start says what became of the simulator: the server's logger (pino's signature). */
export interface PartnersLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * The demo start's partner simulator (modules/integrations/simulator.ts), on DEMO_PARTNERS_PORT of
 * the loopback. The console refuses loopback addresses (docs/security.md, "Where the console sends
 * its own requests"); the start names the simulator's exact host and port in the configuration's
 * OUTBOUND_ALLOWED_HOSTS, as an operator would, and nothing else of the machine. A port already
 * taken is logged and the demo goes on without it: its integrations then say the partner is
 * unreachable.
 */
export async function startDemoPartners(
  config: Config,
  log: PartnersLog,
): Promise<{ config: Config; simulator?: PartnerSimulator }> {
  let simulator: PartnerSimulator;
  try {
    simulator = await startPartnerSimulator(config.demoPartnersPort);
  } catch (error) {
    log.warn(
      { err: error, port: config.demoPartnersPort },
      'the partner simulator did not start: the demo integrations will not reach it (set DEMO_PARTNERS_PORT to a free port)',
    );
    return { config };
  }
  const address = new URL(simulator.url).host;
  log.info({ url: simulator.url }, 'partner simulator listening for the demo integrations');
  return {
    simulator,
    config: {
      ...config,
      outbound: { ...config.outbound, allowedHosts: [...config.outbound.allowedHosts, address] },
    },
  };
}

/** What the demo's seeding connects to: the simulator, called under the policy the console has. */
export const demoPartnersOf = (config: Config, simulator: PartnerSimulator): DemoPartners => ({
  baseUrlOf: simulator.baseUrlOf,
  outbound: new OutboundPolicy(config.outbound.allowedHosts),
});
