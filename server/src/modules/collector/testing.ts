import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../testing/harness.ts';
import { INGEST_PATH } from './ingest-routes.ts';
import { issueProductToken } from './tokens.ts';

// Helpers for the collector's API tests: product tokens and uploads.

export async function productToken(t: TestContext, companyId: number): Promise<string> {
  const actor = { id: null, name: 'test', companyId };
  return (await issueProductToken(t.database.db, actor, companyId, 'Test devices')).token;
}

export interface TestFile {
  name: string;
  content: Buffer | string;
}

/** A multipart upload: text fields and files, the way a device sends them. */
export function uploadForm(fields: Record<string, string>, files: readonly TestFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', new Blob([file.content]), file.name);
  return form;
}

/** POST to the ingestion endpoint with a bearer token (or none). */
export function upload(
  t: TestContext,
  token: string | undefined,
  payload: FormData | object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: INGEST_PATH,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}
