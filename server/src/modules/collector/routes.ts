import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CollectorAttachments,
  CollectorItem,
  CollectorList,
  CollectorListQuery,
  REFERENCE_ID_PATTERN,
} from '@console/contract/collector';
import { Module } from '@console/contract/gates';
import type { AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { staffOf } from '../../http/session.ts';
import { createFileStorage } from '../../storage/create.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { ingestionRoutes } from './ingest-routes.ts';
import * as collector from './service.ts';
import { zipOf } from './zip.ts';

const gate = { gate: { module: Module.DocumentCollector } };
const tags = ['collector'];
const ByReferenceId = Type.Object({ id: Type.String({ pattern: REFERENCE_ID_PATTERN }) });
const binary = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

/** Behind the module gate the company is always known; 404 like any id the user cannot see. */
function companyOf(request: FastifyRequest): number {
  const { companyId } = staffOf(request);
  if (companyId === null) throw notFound('The collector log');
  return companyId;
}

/** The document collector: the console's calls under /api/DocumentCollector/ and the upload endpoint. */
export async function collectorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = createFileStorage(ctx.config.storage);
  consoleRoutes(app, ctx, storage);
  await app.register(ingestionRoutes, { ctx, storage });
}

function consoleRoutes(app: FastifyInstance, ctx: AppContext, storage: FileStorage): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;

  api.get(
    '/api/DocumentCollector/List',
    {
      config: gate,
      schema: {
        summary: "The company's collector logs, newest first",
        tags,
        querystring: CollectorListQuery,
        response: { 200: CollectorList, '4xx': ErrorRef },
      },
    },
    async (request) => collector.listLogs(db, companyOf(request), request.query),
  );

  api.get(
    '/api/DocumentCollector/AttachmentsInfo/:id',
    {
      config: gate,
      schema: {
        summary: 'The attachments of a collector log (id is its referenceId)',
        tags,
        params: ByReferenceId,
        response: { 200: CollectorAttachments, '4xx': ErrorRef },
      },
    },
    async (request) => ({
      attachmentInfoModels: await collector.getAttachmentsInfo(db, companyOf(request), request.params.id),
    }),
  );

  api.get(
    '/api/DocumentCollector/Download/:attachmentId',
    {
      config: gate,
      schema: {
        summary: 'One attachment, as a download',
        tags,
        params: Type.Object({ attachmentId: Type.Integer({ minimum: 1 }) }),
        response: { 200: binary('application/octet-stream', 'The file'), '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      const file = await collector.getAttachmentFile(db, companyOf(request), request.params.attachmentId);
      const bytes = await storage.read(file.storageKey);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  api.get(
    '/api/DocumentCollector/DownloadZip/:id',
    {
      config: gate,
      schema: {
        summary: 'Every attachment of a collector log in one zip, named <referenceId>.zip',
        tags,
        params: ByReferenceId,
        response: { 200: binary('application/zip', 'The zip, streamed'), '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { uploadedAt, files } = await collector.getZipContents(db, companyOf(request), id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`${id}.zip`))
        .header('cache-control', 'private, no-store')
        .send(zipOf(storage, files, uploadedAt));
    },
  );

  api.get(
    '/api/DocumentCollector/:id',
    {
      config: gate,
      schema: {
        summary: 'One collector log (id is its referenceId)',
        tags,
        params: ByReferenceId,
        response: { 200: CollectorItem, '4xx': ErrorRef },
      },
    },
    async (request) => collector.getLog(db, companyOf(request), request.params.id),
  );
}
