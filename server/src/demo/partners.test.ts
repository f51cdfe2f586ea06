import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startDemoPartners } from './partners.ts';

/*
 * The demo start's partner simulator (partners.ts): where it listens (DEMO_PARTNERS_PORT), the one
 * address it adds to the outbound allowance, and a start that goes on when its port is taken.
 */

const config = (env: Record<string, string>) =>
  loadConfig({ SECRET: 'a-secret-that-is-long-enough-for-the-check', DATA_DIR: '/srv/console', ...env });

const quiet = () => {
  const warnings: string[] = [];
  return {
    warnings,
    log: { info: () => undefined, warn: (_: object, message: string) => void warnings.push(message) },
  };
};

describe('the demo partners', () => {
  it('listen ten ports above the console by default, on any free port with PORT 0, or where told', () => {
    expect(config({}).demoPartnersPort).toBe(3010);
    expect(config({ PORT: '3100' }).demoPartnersPort).toBe(3110);
    expect(config({ PORT: '0' }).demoPartnersPort).toBe(0);
    expect(config({ PORT: '3100', DEMO_PARTNERS_PORT: '4500' }).demoPartnersPort).toBe(4500);
    expect(() => config({ DEMO_PARTNERS_PORT: '70000' })).toThrow(/DEMO_PARTNERS_PORT/);
  });

  it('add their one address to the outbound allowance, beside what the operator named', async () => {
    const { log } = quiet();
    const started = await startDemoPartners(
      config({ DEMO_PARTNERS_PORT: '0', OUTBOUND_ALLOWED_HOSTS: 'partner.lan' }),
      log,
    );
    try {
      const address = new URL(started.simulator?.url ?? '').host;
      expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(started.config.outbound.allowedHosts).toEqual(['partner.lan', address]);
    } finally {
      await started.simulator?.close();
    }
  });

  it('leave the start going, saying why, when their port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const { log, warnings } = quiet();
    const before = config({ DEMO_PARTNERS_PORT: String(port) });
    const started = await startDemoPartners(before, log);
    await new Promise<void>((resolve) => taken.close(() => resolve()));
    expect(started.simulator).toBeUndefined();
    expect(started.config).toBe(before);
    expect(warnings).toEqual([expect.stringMatching(/DEMO_PARTNERS_PORT/)]);
  });
});
