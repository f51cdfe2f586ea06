import { startConsole, type ConsoleProcess } from '../server/src/testing/console-process.ts';
import { TEST_OUTBOUND_ALLOWED_HOSTS } from '../server/src/testing/outbound.ts';

/**
 * `npm run serve` (the server `npm start` runs, without its web build) on a fresh embedded database
 * with demo data, in the given environment. The specs' fake partners and OpenID Connect provider
 * listen on loopback, which the console calls only when OUTBOUND_ALLOWED_HOSTS names it; the
 * console's own address (PUBLIC_URL, MRI's redirect URI) is by default the one it listens on,
 * http://127.0.0.1:<port>, as the browser opens it.
 */
export function startServer(environmentId: '1' | '2'): Promise<ConsoleProcess> {
  return startConsole({
    command: ['npm', 'run', 'serve'],
    env: {
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      OUTBOUND_ALLOWED_HOSTS: TEST_OUTBOUND_ALLOWED_HOSTS,
      // The demo's partner simulator on any free port: the database is fresh each run, and PORT + 10
      // (the default) may be another worker's.
      DEMO_PARTNERS_PORT: '0',
      ENVIRONMENT_ID: environmentId,
    },
    // Seeding the demo data took a minute and a half on a loaded two-core machine.
    readyWithinMs: 240_000,
  });
}

/**
 * Runs `use` with a server started for it, stopped after it; should the worker process end first,
 * the server's process group goes with it.
 */
export async function withServer(environmentId: '1' | '2', use: (baseURL: string) => Promise<void>) {
  const server = await startServer(environmentId);
  const kill = () => {
    if (server.running()) process.kill(-server.pid, 'SIGTERM');
  };
  process.once('exit', kill);
  try {
    await use(server.baseURL);
  } finally {
    process.off('exit', kill);
    await server.stop();
  }
}
