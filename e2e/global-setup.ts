import { startConsole } from '../server/src/testing/console-process.ts';

/** `npm run serve` (what `npm start` runs after building) on a fresh embedded database with demo data. */
const startServer = (env: Record<string, string>) =>
  startConsole({ command: ['npm', 'run', 'serve'], env: { DEMO: 'true', LOG_LEVEL: 'warn', ...env } });

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
