import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import './http/fastify-types.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './http/context.ts';
import { AntiForgery } from './http/antiforgery.ts';
import { installBodyRules } from './http/body-rules.ts';
import { installRequestBudget } from './http/budget.ts';
import { asRequestForTurns } from './db/turns.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installCompression } from './http/compression.ts';
import { installConnectionRules } from './http/connection-rules.ts';
import { installErrorHandling, sendFrameworkError } from './http/errors.ts';
import { installGates } from './http/gates.ts';
import { inputSchemaController } from './http/input.ts';
import { installApiDocs, installOpenApi } from './http/openapi.ts';
import { installPages } from './http/pages.ts';
import { installSession } from './http/session.ts';
import { installStrictForm } from './http/utf8.ts';
import { SignInThrottle } from './platform/session/throttle.ts';
import { RateCounter } from './security/rate-counter.ts';
import { installMetadata } from './metadata/routes.ts';
import { loadFamilies } from './kit/family.ts';
import { familyRoutes } from './kit/register.ts';
import { JobQueue } from './jobs/queue.ts';
import { EvidencePool } from './kit/evidence/pool.ts';
import { createFileStorage } from './storage/create.ts';
import { PartnerSecrets } from './kit/secrets.ts';
import { OutboundPolicy } from './kit/partners/outbound.ts';
import { logOptions } from './log.ts';
import { createMailer } from './mail/mailer.ts';
import { CompanyProfileCache } from './platform/companies/profile-cache.ts';

export interface BuildOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /**
   * Compile every route's validators and serializers at start-up, not on first use (http/input.ts):
   * a test proves that way that every schema compiles.
   */
  eagerSchemas?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the console's Fastify app on an open, migrated database. It does not listen. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            // Secrets never reach a log line (log.ts).
            ...logOptions(config.logLevel),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // A caller's request id is kept when it looks like one, so logs can be joined across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Shutdown (shutdown.ts): idle keep-alive connections are closed, and a request that reaches a
    // busy one while the server closes is answered as usual (with Connection: close), not with
    // Fastify's own 503, which is not in the error shape.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Input validation: strict types, closed objects, bounded schemas (http/input.ts).
    // Validators and serializers compile on a route's first use, once per schema (http/input.ts).
    schemaController: inputSchemaController({ eager: options.eagerSchemas }),
    // Answers are written by fast-json-stringify, whose own Ajv reads a format only to choose a
    // union's member: the console's `time-zone` (an input rule, http/input-formats.ts) passes there.
    serializerOpts: { ajv: { formats: { 'time-zone': true } } },
    // The router's own refusals (a path whose percent-encoding is not UTF-8) in the error shape too.
    frameworkErrors: sendFrameworkError,
  });

  const rates = new RateCounter(database.db);
  const families = await loadFamilies();
  const secrets = new PartnerSecrets(config.partnerSecretKeys);
  const outbound = new OutboundPolicy(config.outbound.allowedHosts);
  // One pool for the evidence job and Face Compare's call: their threads, and the models each
  // holds (about 200 MB), are shared, so EVIDENCE_WORKERS bounds the cores evidence takes.
  const evidence = new EvidencePool(config.evidenceWorkers);
  const ctx: AppContext = {
    config,
    database,
    antiForgery: new AntiForgery(config.secret, config.cookieSecure),
    rates,
    throttle: new SignInThrottle(rates, {
      maxFailures: config.loginMaxFailures,
      lockMs: config.loginLockMinutes * 60_000,
    }),
    // Jobs run on the connections of long work (db/client.ts), with the longer statement timeout.
    jobs: new JobQueue(database.long, {
      kinds: families.flatMap((family) => family.jobs ?? []),
      log: app.log,
      secrets,
      outbound,
      mailer: createMailer(config.mail, app.log),
      storage: createFileStorage(config.storage),
      evidence,
    }),
    evidence,
    secrets,
    outbound,
    companyProfiles: new CompanyProfileCache(),
    productChecks: new Map(
      families.flatMap((family) =>
        family.productCheck ? [[family.productCheck.project, family.productCheck.check]] : [],
      ),
    ),
    productImagesChecks: new Map(
      families.flatMap((family) =>
        family.productCheck?.images ? [[family.productCheck.project, family.productCheck.images]] : [],
      ),
    ),
    requestImagesListeners: families.flatMap((family) =>
      family.onRequestImages ? [family.onRequestImages] : [],
    ),
  };
  app.decorate('jobs', ctx.jobs);
  // A started queue's stop() ends the threads once its attempts are done (serve.ts stops it after
  // the server); an app whose queue never started (an API test) may still have started them for a
  // Face Compare call, and ends them with itself.
  app.addHook('onClose', async () => {
    if (!ctx.jobs.started) await evidence.close();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandling(app);
  // The embedded database finishes the requests it has started before new ones (db/turns.ts).
  if (database.kind === 'pglite') {
    app.addHook('onRequest', (_request, _reply, done) => asRequestForTurns(done));
  }
  // Early, so that a lagging event loop is answered 503 before any other work (http/budget.ts).
  installConnectionRules(app);
  await installRequestBudget(app, config.budget);
  // After the hooks that set an answer's headers, so it sees its final type (http/compression.ts).
  installCompression(app);
  installBodyRules(app);
  installSecurityHeaders(app);
  await app.register(cookie);
  installStrictForm(app, config.bodyLimitBytes);
  await installOpenApi(app);
  installSession(app, ctx);
  installGates(app, ctx);
  installMetadata(app, ctx);

  // Every family folder's routes, each family in a plugin scope of its own (kit/family.ts).
  for (const family of families) {
    await app.register(async (scope) => family.routes(familyRoutes(scope, ctx)), { name: family.name });
  }
  await installApiDocs(app);
  await installPages(app, ctx);
  return app;
}
