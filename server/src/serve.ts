import inspector from 'node:inspector';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seedDemo } from './demo/index.ts';
import { demoPartnersOf, startDemoPartners } from './demo/partners.ts';
import { PartnerSecrets } from './kit/secrets.ts';
import { createFileStorage } from './storage/create.ts';
import { createFirstAdmin } from './platform/session/first-admin.ts';
import { logDestination, logOptions } from './log.ts';
import { httpServer, stopOnSignals } from './shutdown.ts';
import { startWatchdog } from './watchdog.ts';

export interface ServeOptions {
  /** Adds to the app before it listens: test-only routes of a console run as a process (testing/). */
  extend?: (app: FastifyInstance) => void;
  /**
   * Awaited once the database is ready, before the jobs start and the server listens: `npm start`'s
   * web build (start.ts). If it fails, the console stops and the failure is thrown.
   */
  beforeListen?: () => Promise<void>;
}

/**
 * config → migrate → seed when asked → listen; SIGTERM stops it in order (shutdown.ts). main.ts
 * and start.ts run it; a test's console process may run it with routes of its own.
 */
export async function serve({ extend, beforeListen }: ServeOptions = {}): Promise<void> {
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
  // Every logger of the process writes through one destination, so its lines keep their order.
  const destination = logDestination();
  const log = pino(logOptions(config.logLevel), destination);
  // The demo's partners run beside it: its integrations sync against them without the internet.
  const demoPartners = config.demo
    ? await startDemoPartners(config, log.child({ component: 'demo partners' }))
    : undefined;
  if (demoPartners) config = demoPartners.config;
  const simulator = demoPartners?.simulator;
  const steps = startSteps(log.child({ component: 'start' }));
  // A connection failure no request waits on (PostgreSQL restarting) is logged, never fatal.
  const databaseLog = log.child({ component: 'database' });
  const database = await steps.run('database', 'opening the database', () =>
    openDatabase(config, (err) => databaseLog.warn({ err }, 'database connection failed')),
  );
  await steps.run('migrations', 'applying migrations', () => database.migrate());
  const app = await steps.run('routes', 'registering routes', () =>
    buildApp(config, database, { logger: { stream: destination } }),
  );
  extend?.(app);

  if (await isEmpty(database.db)) {
    if (config.demo) {
      await seedDemo(database.db, {
        password: config.demoPassword,
        storage: createFileStorage(config.storage),
        secrets: new PartnerSecrets(config.partnerSecretKeys),
        partners: simulator && demoPartnersOf(config, simulator),
        // Each step is logged as it ends (what it created, how long it took): a first start seeds
        // for about 12 s on a quiet 2-core machine, several times that on a busy one, and should
        // not look stuck.
        log: app.log.child({ component: 'demo seed' }),
      });
    } else if (config.adminUser && config.adminPassword) {
      await createFirstAdmin(database.db, config.adminUser, config.adminPassword);
      app.log.info({ userName: config.adminUser }, 'created the first administrator');
    } else {
      app.log.warn('the database has no staff user: set ADMIN_USER and ADMIN_PASSWORD, or DEMO=true');
    }
  }

  if (beforeListen) {
    try {
      await steps.run('web', 'waiting for the web build', beforeListen);
    } catch (err) {
      await app.close();
      await simulator?.close();
      await database.close();
      throw err;
    }
  }

  // Background jobs (the rank sweep and every family's): workers, schedules and housekeeping. On a
  // fresh embedded database the queue's own set-up takes seconds after the seed.
  await steps.run('jobs', 'starting background jobs', () => app.jobs.start());

  // Stopped in this order: the server, then background work (attempts under way finish while the
  // database is still open), then the database.
  stopOnSignals(
    [
      httpServer(app),
      { name: 'job queue', stop: (graceMs) => app.jobs.stop({ graceSeconds: graceMs / 1000 }) },
      ...(simulator ? [{ name: 'partner simulator', stop: () => simulator.close() }] : []),
      { name: 'database', stop: () => database.close() },
    ],
    { log: app.log, graceMs: config.shutdownGraceSeconds * 1000 },
  );

  await app.listen({ port: config.port, host: config.host });
  // From now on a blocked event loop ends the process within the grace period (watchdog.ts); not
  // before: migrations and the demo seed on the embedded database may hold the loop for longer.
  // Under a debugger a breakpoint holds the loop on purpose: no watchdog then.
  if (!inspector.url()) startWatchdog({ stallLimitMs: config.shutdownGraceSeconds * 1000 });
  app.log.info(
    {
      database: database.kind,
      environmentId: config.environmentId,
      demo: config.demo,
      // Since the process began (performance's time origin), imports included; and each step's.
      startMs: Math.round(performance.now()),
      stepsMs: steps.ms,
    },
    'console ready',
  );
}

/**
 * The start's steps, each said as it begins: a first start on the embedded database creates it,
 * applies every migration and registers the routes before the seed says anything, which was 28
 * silent seconds on a busy 2-core machine (load average 3-6, measured 2026-11-28). Each step's time
 * goes into the ready line.
 */
function startSteps(log: pino.Logger) {
  const ms: Record<string, number> = {};
  return {
    ms,
    async run<T>(name: string, message: string, work: () => Promise<T>): Promise<T> {
      log.info(message);
      const began = performance.now();
      try {
        return await work();
      } finally {
        ms[name] = Math.round(performance.now() - began);
      }
    },
  };
}
