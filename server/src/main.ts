import './runtime.ts';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seedDemo } from './demo/index.ts';
import { createFileStorage } from './storage/create.ts';
import { createFirstAdmin } from './modules/session/first-admin.ts';
import { recomputeDueRanks } from './modules/accounts/issues-store.ts';
import { httpServer, stopOnSignals } from './shutdown.ts';

/** config → migrate → seed when asked → listen; SIGTERM stops it in order (shutdown.ts). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(JSON.stringify({ level: 'fatal', msg: `configuration: ${err.message}` }));
      process.exit(2);
    }
    throw err;
  }
  // A connection failure no request waits on (PostgreSQL restarting) is logged, never fatal.
  const databaseLog = pino({ level: config.logLevel }).child({ component: 'database' });
  const database = await openDatabase(config, (err) =>
    databaseLog.warn({ err }, 'database connection failed'),
  );
  await database.migrate();
  const app = await buildApp(config, database);

  if (await isEmpty(database.db)) {
    if (config.demo) {
      await seedDemo(database.db, {
        password: config.demoPassword,
        storage: createFileStorage(config.storage),
      });
      app.log.info('seeded demo data');
    } else if (config.adminUser && config.adminPassword) {
      await createFirstAdmin(database.db, config.adminUser, config.adminPassword);
      app.log.info({ userName: config.adminUser }, 'created the first administrator');
    } else {
      app.log.warn('the database has no staff user: set ADMIN_USER and ADMIN_PASSWORD, or DEMO=true');
    }
  }

  // Ranks change with time alone (a subscription nears or passes its end): re-rank what is due.
  const rankSweep = setInterval(() => {
    recomputeDueRanks(database.db).catch((err: unknown) => app.log.error({ err }, 'rank sweep failed'));
  }, 60_000);
  rankSweep.unref();

  // Stopped in this order; background work stops after the server and before the database it uses.
  const graceMs = config.shutdownGraceSeconds * 1000;
  stopOnSignals(
    [
      httpServer(app, graceMs),
      { name: 'rank sweep', stop: () => clearInterval(rankSweep) },
      { name: 'database', stop: () => database.close() },
    ],
    { log: app.log, graceMs },
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, environmentId: config.environmentId, demo: config.demo },
    'console ready',
  );
}

await main();
