import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testDatabase } from '../testing/database.ts';
import { TEST_PARTNER_SECRETS_KEYS } from '../testing/secrets.ts';
import { inputSchemaController } from './input.ts';

/**
 * Validators and serializers compile on a route's first use (http/input.ts). These prove that
 * every route's schemas compile all the same, that a route's compile waits for its first request,
 * and that the bound check still runs at start-up.
 */
describe('schema compiling', () => {
  it("compiles every route's validators and serializers when asked to do it at start-up", async () => {
    const config = loadConfig({
      SECRET: 'schema-test-secret-that-is-long-enough',
      DATA_DIR: '/tmp/console-test',
      PARTNER_SECRETS_KEYS: TEST_PARTNER_SECRETS_KEYS,
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildApp(config, await testDatabase(), { logger: false, eagerSchemas: true });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
    // The worker's database is migrated first and every route compiled: seconds on two busy cores.
  }, 180_000);

  /** A route whose body schema Ajv refuses to compile (a keyword strict mode does not know). */
  function appWithBrokenSchema(eager: boolean) {
    const app = Fastify({ schemaController: inputSchemaController({ eager }) });
    const body = Type.Object(
      { name: Type.String({ maxLength: 10 }) },
      { additionalProperties: false, notAKeyword: true },
    );
    app.post('/broken', { schema: { body } }, () => ({ ok: true }));
    app.get(
      '/fine',
      { schema: { querystring: Type.Object({ n: Type.Integer({ minimum: 0, maximum: 9 }) }) } },
      (request) => request.query,
    );
    return app;
  }

  it("compiles a route's schema on its first request, not at start-up", async () => {
    const app = appWithBrokenSchema(false);
    await expect(app.ready()).resolves.toBe(app);
    const fine = await app.inject({ method: 'GET', url: '/fine?n=3' });
    expect(fine.json()).toEqual({ n: 3 });
    expect((await app.inject({ method: 'GET', url: '/fine?n=30' })).statusCode).toBe(400);
    const broken = await app.inject({ method: 'POST', url: '/broken', payload: { name: 'a' } });
    expect(broken.statusCode).toBe(500);
    await app.close();
  });

  it('refuses the same schema at start-up when compiling eagerly', async () => {
    await expect(appWithBrokenSchema(true).ready()).rejects.toThrow(/notAKeyword/);
  });
});
