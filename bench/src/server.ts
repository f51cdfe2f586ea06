import { SERVER_COMMAND, startConsole } from '@console/server/src/testing/console-process.ts';
import { newSecretKey } from '@console/server/src/kit/secrets.ts';
import { BENCH_SECRET, benchDatabaseUrl } from './database.ts';

/**
 * The console on a bench PostgreSQL database, as production runs it: node itself (so its pid is
 * the server's), no demo seeding, warnings only. Another database (the activity bench's) and settings
 * of its own may be given.
 */
export const startBenchServer = (databaseUrl = benchDatabaseUrl(), env: Record<string, string> = {}) =>
  startConsole({
    command: SERVER_COMMAND,
    env: {
      DATABASE_URL: databaseUrl,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      SECRET: BENCH_SECRET,
      PARTNER_SECRETS_KEYS: newSecretKey('bench'),
      ...env,
    },
  });
