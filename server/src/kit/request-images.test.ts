import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import type { ProductProject } from '@console/contract/activity/api';
import { Project } from '@console/contract/products/api';
import {
  defineFamily,
  fillPath,
  requestImageEndpoints,
  routerPath,
  type Endpoint,
} from '@console/contract/kit';
import { storeSampleImages } from '../modules/activity/demo-images.ts';
import { aRequest, productAccount, report } from '../modules/activity/testing.ts';
import { AppError } from '../http/errors.ts';
import { LocalFileStorage } from '../storage/local.ts';
import type { TestContext } from '../testing/harness.ts';
import { appForFile } from '../testing/test-app.ts';
import type { Call, FamilyRoutes, Handler } from './register.ts';
import { requestImageRoutes } from './request-images.ts';
import type { Tenant } from '../platform/tenant.ts';
import { verificationRequestImages, verificationRequests } from '../db/schema.ts';

// The request images kit on its own: a family's two calls served by requestImageRoutes, on a bare
// Fastify app that hands the handler the tenant a session would (the gates are the gate suite's:
// every family that declares these calls is walked by it). The images are the demo's, stored by
// storeSampleImages, so this proves the demo's images are served as uploads are.

const api = requestImageEndpoints(defineFamily('kit-test'), '/api/KitRequests');
const PERSON = {
  lastName: 'Sample',
  firstName: 'Jane',
  birthDate: '01/02/1990',
  documentNumber: 'D1234567',
  look: 1,
};

let t: TestContext;
let server: FastifyInstance;
let storage: LocalFileStorage;
let tenant: Tenant;

/** Registers each call as the kit does, with the path parameters as numbers and the tenant set by the test. */
function bareRoutes(app: FastifyInstance): FamilyRoutes {
  return {
    app,
    ctx: {} as FamilyRoutes['ctx'],
    add<E extends Endpoint>(endpoint: E, handler: Handler<E>) {
      app.get(routerPath(endpoint.path), (request, reply) => {
        const params = Object.fromEntries(
          Object.entries(request.params as Record<string, string>).map(([k, v]) => [k, Number(v)]),
        );
        return handler({ params, db: t.database.db, tenant, reply, request } as unknown as Call<E>);
      });
    },
    list() {
      throw new Error('no lists here');
    },
  };
}

async function reportedRequest(companyId: number, externalId: string) {
  const account = await productAccount(t, companyId);
  const response = await report(t, account.token, aRequest(externalId));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ id: number }>().id;
  const [row] = await t.database.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id));
  return { id, startedAt: row?.startedAt ?? new Date(), companyId };
}

/** A bare app serving the image calls of one product's family, answering errors with their status. */
function imageServer(project: ProductProject): FastifyInstance {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof AppError ? error.statusCode : 500).send({ message: String(error) }),
  );
  requestImageRoutes(bareRoutes(app), api, { project, storage });
  return app;
}

// One app for the file; each test starts from the fixtures alone (t.reset(): the data, not the app).
appForFile(async (context) => {
  t = context;
});
beforeEach(async () => {
  await t.reset();
  storage = new LocalFileStorage(mkdtempSync(path.join(tmpdir(), 'console-request-images-')));
  tenant = { companyId: t.fixtures.companyA, testMode: false };
  server = imageServer(Project.VsOnline);
});
afterEach(() => server.close());

describe('request images (kit)', () => {
  it('lists a request’s images in the order received, each with its caption', async () => {
    const request = await reportedRequest(t.fixtures.companyA, 'scan-1');
    await storeSampleImages(t.database.db, storage, request, PERSON, ['portrait', 'selfie']);
    const response = await server.inject({ url: fillPath(api.list.path, { id: request.id }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'portrait', caption: 'Document portrait', contentType: 'image/png' }),
      expect.objectContaining({ name: 'selfie', caption: 'Selfie', contentType: 'image/png' }),
    ]);
  });

  it('serves an image with its stored type, never cached and never sniffed', async () => {
    const request = await reportedRequest(t.fixtures.companyA, 'scan-1');
    await storeSampleImages(t.database.db, storage, request, PERSON, ['front']);
    const [image] = (await server.inject({ url: fillPath(api.list.path, { id: request.id }) })).json<
      { id: number; size: number }[]
    >();
    const response = await server.inject({
      url: fillPath(api.image.path, { id: request.id, imageId: image?.id }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(image?.size),
    });
    // A real PNG, drawn at seed time: it decodes, at the sample document's size.
    const png = PNG.sync.read(response.rawPayload);
    expect([png.width, png.height]).toEqual([340, 214]);
  });

  it('answers 404 for another company’s request and image exactly as for unknown ones', async () => {
    const theirs = await reportedRequest(t.fixtures.companyB, 'scan-b');
    await storeSampleImages(t.database.db, storage, theirs, PERSON, ['selfie']);
    const ours = await reportedRequest(t.fixtures.companyA, 'scan-a');
    const [their] = await t.database.db
      .select()
      .from(verificationRequestImages)
      .where(eq(verificationRequestImages.requestId, theirs.id));
    const urls = [
      fillPath(api.list.path, { id: theirs.id }),
      fillPath(api.image.path, { id: theirs.id, imageId: their?.id }),
      // Their image under our request's id: an image answers only under its own request.
      fillPath(api.image.path, { id: ours.id, imageId: their?.id }),
      fillPath(api.list.path, { id: 999_999 }),
      fillPath(api.image.path, { id: ours.id, imageId: 999_999 }),
    ];
    for (const url of urls) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('image/png');
    }
  });

  it('keeps test requests to Test Mode and other products’ requests to their families', async () => {
    const request = await reportedRequest(t.fixtures.companyA, 'scan-1');
    await storeSampleImages(t.database.db, storage, request, PERSON, ['selfie']);
    tenant = { companyId: t.fixtures.companyA, testMode: true };
    expect((await server.inject({ url: fillPath(api.list.path, { id: request.id }) })).statusCode).toBe(404);

    const faces = imageServer(Project.Faces);
    tenant = { companyId: t.fixtures.companyA, testMode: false };
    expect((await faces.inject({ url: fillPath(api.list.path, { id: request.id }) })).statusCode).toBe(404);
    await faces.close();
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const request = await reportedRequest(t.fixtures.companyA, 'scan-1');
    await storeSampleImages(t.database.db, storage, request, PERSON, ['back']);
    const [image] = await t.database.db.select().from(verificationRequestImages);
    await storage.delete(image?.storageKey ?? '');
    const response = await server.inject({
      url: fillPath(api.image.path, { id: request.id, imageId: image?.id }),
    });
    expect(response.statusCode).toBe(404);
  });
});
