import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './db/client.ts';

/**
 * The console's OpenAPI document as the running server answers it at /api/openapi.json: the app is
 * built on an empty in-memory database (registering routes reads no data) and never listens.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-openapi-'));
  const database = await openPglite(undefined);
  try {
    const config = loadConfig({ SECRET: 'openapi-document-secret-long-enough', DATA_DIR: dataDir });
    const app = await buildApp(config, database, { logger: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
