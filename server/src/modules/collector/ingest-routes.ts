import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { canAccess } from '@console/contract/access';
import { COLLECTOR_INGEST_PATH, CollectorUpload, CollectorUploadResult } from '@console/contract/collector';
import { ErrorCode } from '@console/contract/errors';
import { Module } from '@console/contract/gates';
import type { CollectorUploadLimits } from '../../config.ts';
import type { AppContext } from '../../http/context.ts';
import { AppError, forbidden, propertyErrorsFromValidation, validationError } from '../../http/errors.ts';
import { ErrorRef } from '../../http/openapi.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { accessSubject, loadCompanyProfile } from '../companies/service.ts';
import { commitUpload, malformedUpload, tooLarge, tooManyFiles, Upload } from './ingest.ts';
import { REFUSAL_MESSAGES } from '../../kit/tokens.ts';
import { authenticateCollectorToken, bearerToken, type ProductTokenHolder } from './tokens.ts';
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

/**
 * The multipart parser's refusals: a limit, said with the limit it hit, or a body that is not
 * multipart at all (no boundary, cut short), which is the client's to fix.
 */
function refusalOf(error: unknown, limits: CollectorUploadLimits): unknown {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  switch (code) {
    case 'FST_FILES_LIMIT':
      return tooManyFiles(limits.maxFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge(`An upload may carry at most ${MAX_FIELDS} text fields`);
    default:
      return typeof statusCode === 'number' ? error : malformedUpload(error);
  }
}

/** Stores the upload's files as they arrive and answers its text fields, validated. */
async function readUpload(request: FastifyRequest, upload: Upload): Promise<CollectorUpload> {
  const fields: Record<string, unknown[]> = {};
  // Only the parser's own failures are the client's: a failure to store a file stays the server's.
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw refusalOf(error, upload.limits);
    });
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') await upload.addFile(part);
    else (fields[part.fieldname] ??= []).push(part.value);
  }
  // One value per field; a repeated field stays a list and fails its string or boolean type.
  const body = Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  );
  // Form fields are text, as a query string's values are: read the same way ("true" is a flag).
  const validate = request.compileValidationSchema(CollectorUpload, 'querystring');
  if (!validate(body)) throw validationError(propertyErrorsFromValidation(validate.errors ?? []));
  return body as CollectorUpload;
}

export async function ingestionRoutes(
  app: FastifyInstance,
  { ctx, storage }: { ctx: AppContext; storage: FileStorage },
): Promise<void> {
  const db = ctx.database.db;
  const limits = ctx.config.collectorUpload;
  const rate = new UploadRate(ctx.rates, limits.uploadsPerMinute);

  // Nothing but multipart is parsed here, and nothing is read before the token is checked: the
  // catch-all parser leaves other bodies unread for the handler to refuse.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, {
    limits: {
      files: limits.maxFiles,
      fileSize: limits.maxFileBytes,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: limits.maxFiles + MAX_FIELDS,
    },
  });

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
        // Kept out of the staff API document: its operations are the console's, each with a gate.
        hide: true,
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
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          ErrorCode.UnsupportedMediaType,
          'Send the collector log as multipart/form-data',
        );
      }
      const upload = new Upload(holder, storage, limits);
      let result: CollectorUploadResult;
      try {
        result = await commitUpload(db, upload, await readUpload(request, upload), request.id);
      } finally {
        // Before answering, so a client that sees the answer sees the storage as it stays.
        await upload.discardUnlessCommitted();
      }
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
}
