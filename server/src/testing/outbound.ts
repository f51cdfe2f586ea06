import { OutboundPolicy, parseAllowedHosts } from '../kit/partners/outbound.ts';

/**
 * Tests run their fake partners and OpenID Connect provider on loopback, which the console refuses
 * to call by default (kit/partners/outbound.ts): the test harness, the e2e servers and the
 * connectors built by tests allow these hosts, as OUTBOUND_ALLOWED_HOSTS would.
 */
export const TEST_OUTBOUND_ALLOWED_HOSTS = '127.0.0.1,localhost,::1';

/** The policy of a connector or queue a test builds without an app. */
export const testOutbound = new OutboundPolicy(parseAllowedHosts(TEST_OUTBOUND_ALLOWED_HOSTS));
