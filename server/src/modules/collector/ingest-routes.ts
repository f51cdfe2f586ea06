import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { canAccess } from '@console/contract/access';
import {
  COLLECTOR_INGEST_PATH,
  CollectorUpload,
  CollectorUploadResult,
} from '@console/contract/collector/api';
import { ErrorCode } from '@console/contract/errors';
import { Module } from '@console/contract/gates';
import type { AppContext } from '../../http/context.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { ErrorRef } from '../../http/openapi.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { accessSubject, loadCompanyProfile } from '../../platform/companies/service.ts';
import { commitUpload, Upload } from './ingest.ts';
import { acceptMultipart, readUpload } from '../../kit/uploads.ts';
import { bearerToken, REFUSAL_MESSAGES } from '../../kit/tokens.ts';
import { authenticateCollectorToken, type ProductTokenHolder } from './tokens.ts';
import { UploadRate } from './upload-rate.ts';

/**
 * Where devices and product apps upload collector logs. It lies outside /api and /Authorize on
 * purpose: those routes belong to signed-in staff, and their gate hook demands a session and, on a
 * POST, the anti-forgery token of a console page. A device has neither. It is a machine-to-machine
 * call with a product token in the Authorization header and no cookie, so a browser cannot be
 * tricked into making it (no CSRF surface); the route checks the token itself.
 */
export const INGEST_PATH = COLLECTOR_INGEST_PATH;

/** Text fields an upload may carry: the seven of CollectorUpload and room for a client's extras to be refused by name. */
const MAX_FIELDS = 20;
/** Longest text field value read; the schema's own limits are far lower, so a longer value fails validation. */
const MAX_FIELD_BYTES = 16 * 1024;

const unauthorized = (message: string) => new AppError(401, ErrorCode.Unauthorized, message);

/** Stores the upload's files as they arrive and answers its text fields, validated. */
const readCollectorUpload = (request: FastifyRequest, upload: Upload): Promise<CollectorUpload> =>
  readUpload(request, upload, { maxFields: MAX_FIELDS, what: 'collector log', schema: CollectorUpload });

export async function ingestionRoutes(
  app: FastifyInstance,
  { ctx, storage }: { ctx: AppContext; storage: FileStorage },
): Promise<void> {
  const db = ctx.database.db;
  const limits = ctx.config.collectorUpload;
  const rate = new UploadRate(ctx.rates, limits.uploadsPerMinute);

  await acceptMultipart(app, limits, { maxFields: MAX_FIELDS, maxFieldBytes: MAX_FIELD_BYTES });

  async function holderOf(request: FastifyRequest): Promise<ProductTokenHolder> {
    const token = bearerToken(request.headers.authorization);
    const authentication = token ? await authenticateCollectorToken(db, token) : undefined;
    if (!authentication?.ok) throw unauthorized(REFUSAL_MESSAGES[authentication?.reason ?? 'unknown']);
    const holder: ProductTokenHolder = {
      tokenId: authentication.token.id,
      companyId: authentication.token.companyId,
    };
    const profile = await loadCompanyProfile(db, holder.companyId);
    if (!canAccess({ module: Module.DocumentCollector }, accessSubject([], profile))) {
      throw forbidden('The company of this product token has no DocumentCollector module');
    }
    return holder;
  }

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    INGEST_PATH,
    {
      schema: {
        summary: 'Upload a device log',
        description:
          `A multipart body: the log's text fields (${Object.keys(CollectorUpload.properties).join(', ')}) ` +
          `and its files, at most ${limits.maxFileBytes} bytes each.`,
        tags: ['collector'],
        // Its fields come in the multipart body; a query field is one it does not know (400).
        querystring: Type.Object({}),
        response: { 200: CollectorUploadResult, 201: CollectorUploadResult, '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      const holder = await holderOf(request);
      const wait = await rate.take(holder.tokenId);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', seconds);
        throw new AppError(
          429,
          ErrorCode.TooManyRequests,
          `This product token may upload ${limits.uploadsPerMinute} logs a minute: try again in ${seconds} s`,
        );
      }
      const upload = new Upload(holder, storage, limits);
      let result: CollectorUploadResult;
      try {
        result = await commitUpload(db, upload, await readCollectorUpload(request, upload), request.id);
      } finally {
        // Before answering, so a client that sees the answer sees the storage as it stays.
        await upload.discardUnlessCommitted();
      }
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
}
