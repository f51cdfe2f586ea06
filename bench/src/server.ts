import { SERVER_COMMAND, startConsole } from '@console/server/src/testing/console-process.ts';
import { BENCH_SECRET, benchDatabaseUrl } from './database.ts';

/**
 * The console on the bench's PostgreSQL database, as production runs it: node itself (so its pid is
 * the server's), no demo seeding, warnings only.
 */
export const startBenchServer = () =>
  startConsole({
    command: SERVER_COMMAND,
    env: { DATABASE_URL: benchDatabaseUrl(), DEMO: 'false', LOG_LEVEL: 'warn', SECRET: BENCH_SECRET },
  });
