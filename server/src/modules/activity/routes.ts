import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  activityApi,
  EXTERNAL_ID_MAX_LENGTH,
  EXTERNAL_ID_PATTERN,
  INGEST_REQUEST_IMAGES_PATH,
  IngestImagesResult,
} from '@console/contract/activity/api';
import { routerPath } from '@console/contract/kit';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { acceptMultipart } from '../../kit/uploads.ts';
import { createFileStorage } from '../../storage/create.ts';
import { storeImages } from './images.ts';
import { recordRequest } from './ingest.ts';
import { productApi } from './product-api.ts';

async function imageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const limits = ctx.config.ingestImages;
  const storage = createFileStorage(ctx.config.storage);
  const productAccountOfCall = productApi(ctx);
  await acceptMultipart(app, limits, { maxFields: 5, maxFieldBytes: 1024 });
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    routerPath(INGEST_REQUEST_IMAGES_PATH),
    {
      // The token first: a caller without one learns 401, not what its path lacks (kit/register.ts).
      onRequest: async (request, reply) => {
        await productAccountOfCall(request, reply);
      },
      schema: {
        summary: "Add images to a reported request, by the product's externalId",
        description:
          `A multipart body of at most ${limits.maxFiles} PNG or JPEG files (${limits.maxFileBytes} bytes each, ` +
          `${limits.maxUploadBytes} in all), each file's field naming what it shows: front, back, portrait, selfie…`,
        tags: ['activity'],
        params: Type.Object({
          externalId: Type.String({ pattern: EXTERNAL_ID_PATTERN, maxLength: EXTERNAL_ID_MAX_LENGTH }),
        }),
        querystring: Type.Object({}),
        response: { 201: IngestImagesResult, '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      const account = await productAccountOfCall(request, reply);
      await ctx.productImagesChecks.get(account.project)?.(
        ctx.database.db,
        account,
        request.params.externalId,
      );
      const stored = await storeImages(
        ctx.database.db,
        storage,
        limits,
        account,
        request.params.externalId,
        request,
      );
      // What follows the images (the console's own evidence) goes to the job queue, off this request.
      for (const listener of ctx.requestImagesListeners) {
        await listener(ctx.database.db, ctx.jobs, stored.requestId);
      }
      return reply.status(201).send(stored);
    },
  );
}

export async function activityRoutes(routes: FamilyRoutes): Promise<void> {
  const { app, ctx } = routes;
  const productAccountOfCall = productApi(ctx);

  routes.add(
    activityApi.ingest,
    async ({ db, request, reply, body }) => {
      const account = await productAccountOfCall(request, reply);
      const result = await recordRequest(db, account, body, ctx.productChecks);
      reply.status(result.created ? 201 : 200);
      return result;
    },
    { authenticate: productAccountOfCall },
  );

  // Multipart is read in a scope of its own: the rest of the app parses JSON only.
  await app.register(imageRoutes, { ctx });
}
