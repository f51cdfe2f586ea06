import { startConsole } from '../server/src/testing/console-process.ts';
import { TEST_OUTBOUND_ALLOWED_HOSTS } from '../server/src/testing/outbound.ts';

/**
 * `npm run serve` (what `npm start` runs after building) on a fresh embedded database with demo
 * data. The specs' fake partners and OpenID Connect provider listen on loopback, which the console
 * calls only when OUTBOUND_ALLOWED_HOSTS names it; the console's own address (PUBLIC_URL, MRI's
 * redirect URI) is by default the one it listens on, http://127.0.0.1:<port>, as the browser opens it.
 */
const startServer = (env: Record<string, string>) =>
  startConsole({
    command: ['npm', 'run', 'serve'],
    env: { DEMO: 'true', LOG_LEVEL: 'warn', OUTBOUND_ALLOWED_HOSTS: TEST_OUTBOUND_ALLOWED_HOSTS, ...env },
  });

/**
 * Two servers with demo data: the main one in environment 1, where every spec runs, and one in
 * environment 2 for what differs there (branding, no company selector, no Test Mode).
 */
export default async function globalSetup() {
  const [main, environment2] = await Promise.all([
    startServer({ ENVIRONMENT_ID: '1' }),
    startServer({ ENVIRONMENT_ID: '2' }),
  ]);
  process.env.E2E_BASE_URL = main.baseURL;
  process.env.E2E_ENV2_URL = environment2.baseURL;
  return async () => {
    await Promise.all([main.stop(), environment2.stop()]);
  };
}
