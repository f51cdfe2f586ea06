import type { LightMyRequestResponse } from 'fastify';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { fillPath } from '@console/contract/kit';
import {
  IMPORT_COLUMNS,
  IMPORT_FILE_FIELD,
  importsApi,
  type ImportKind,
  type ImportJob,
} from '@console/contract/imports/api';
import type { TestClient, TestContext } from '../../testing/harness.ts';

// Helpers for the imports' tests: CSV files written row by row, and uploads as the browser sends them.

/** A CSV file of the kind's columns; each row names the cells it gives, by header. */
export function csvOf(kind: ImportKind, rows: readonly Record<string, string>[]): string {
  const headers = IMPORT_COLUMNS[kind].map((column) => column.header);
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return (
    [headers.join(','), ...rows.map((row) => headers.map((h) => cell(row[h] ?? '')).join(','))].join('\r\n') +
    '\r\n'
  );
}

/** Posts a file to a preview or an import, as multipart/form-data with the client's session and token. */
export function sendFile(
  t: TestContext,
  client: TestClient,
  url: string,
  content: string | Buffer,
  fileName = 'import.csv',
  type = 'text/csv',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, new Blob([content], { type }), fileName);
  return t.app.inject({
    method: 'POST',
    url,
    cookies: client.cookies,
    headers: { [ANTI_FORGERY_HEADER]: client.token },
    payload: form,
  });
}

export const previewUrl = (kind: ImportKind, customerId: number) =>
  fillPath(importsApi[kind].preview.path, { customerId });
export const startUrl = (kind: ImportKind, customerId: number) =>
  fillPath(importsApi[kind].start.path, { customerId });
export const jobUrl = (id: string) => fillPath(importsApi.job.path, { id });

/** Polls an import job until it has ended. */
export async function finished(client: TestClient, id: string, timeoutMs = 60_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(jobUrl(id));
    if (response.statusCode !== 200)
      throw new Error(`GET ${jobUrl(id)}: ${response.statusCode} ${response.body}`);
    const job = response.json<ImportJob>();
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`the import ${id} is still ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
