import { collectorApi } from '@console/contract/collector/api';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { tokenRoutes } from '../../kit/tokens.ts';
import { createFileStorage } from '../../storage/create.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { ingestionRoutes } from './ingest-routes.ts';
import * as collector from './service.ts';
import { collectorTokenOwner } from './tokens.ts';
import { zipOf } from './zip.ts';

/** The document collector: the console's calls under /api/DocumentCollector/ and the upload endpoint. */
export async function collectorRoutes(routes: FamilyRoutes): Promise<void> {
  const { app, ctx } = routes;
  const storage = createFileStorage(ctx.config.storage);
  consoleRoutes(routes, storage);
  tokenRoutes(routes, collectorApi.tokens, (call) => collectorTokenOwner(call.tenant.companyId));
  await app.register(ingestionRoutes, { ctx, storage });
}

function consoleRoutes(routes: FamilyRoutes, storage: FileStorage): void {
  routes.list(collectorApi.list, (call) => collector.logsSource(call.db, call.tenant, call.query));

  routes.add(collectorApi.attachments, async (call) => ({
    attachmentInfoModels: await collector.getAttachmentsInfo(call.db, call.tenant.companyId, call.params.id),
  }));

  routes.add(collectorApi.download, async ({ db, tenant, params, reply }) => {
    const file = await collector.getAttachmentFile(db, tenant.companyId, params.attachmentId);
    const bytes = await storage.read(file.storageKey);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  routes.add(collectorApi.downloadZip, async ({ db, tenant, params, reply }) => {
    const { uploadedAt, files } = await collector.getZipContents(db, tenant.companyId, params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`${params.id}.zip`))
      .header('cache-control', 'private, no-store')
      .send(zipOf(storage, files, uploadedAt));
  });

  routes.add(collectorApi.log, (call) => collector.getLog(call.db, call.tenant.companyId, call.params.id));
}
