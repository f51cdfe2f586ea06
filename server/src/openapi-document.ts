import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './db/client.ts';

type Document = Record<string, unknown>;

/**
 * The console's OpenAPI documents as the running server answers them at /api/openapi.json (the staff
 * API) and /ingest/openapi.json (the product API): the app is built on an empty in-memory database
 * (registering routes reads no data) and never listens.
 */
export async function openApiDocuments(): Promise<{ staff: Document; product: Document }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-openapi-'));
  const database = await openPglite(undefined);
  try {
    const config = loadConfig({ SECRET: 'openapi-document-secret-long-enough', DATA_DIR: dataDir });
    const app = await buildApp(config, database, { logger: false });
    try {
      await app.ready();
      return {
        staff: app.swagger() as unknown as Document,
        product: app.productApiDocument() as unknown as Document,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
