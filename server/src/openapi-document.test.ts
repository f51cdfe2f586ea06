import { describe, expect, it } from 'vitest';
import { collectorApi, COLLECTOR_INGEST_PATH } from '@console/contract/collector/api';
import { INGEST_REQUEST_IMAGES_PATH, INGEST_REQUESTS_PATH } from '@console/contract/activity/api';
import { INGEST_CARD_CHECK_PATH } from '@console/contract/failed-records/api';
import { INGEST_VALIDATION_SETTINGS_PATH } from '@console/contract/validation-settings/api';
import { FACE_COMPARE_PATH } from '@console/contract/faces/api';
import { openApiDocuments } from './openapi-document.ts';

const { staff, product } = await openApiDocuments();
const pathsOf = (document: Record<string, unknown>) => Object.keys(document.paths as object);

describe('the staff API document', () => {
  it('is the OpenAPI document with every family call in it', () => {
    expect(staff.openapi).toBe('3.1.0');
    expect(pathsOf(staff)).toContain(collectorApi.list.path);
  });

  it("names each integration system's calls by the system, as the spec's call list does", () => {
    expect(pathsOf(staff)).toContain('/api/Integrations/Yardi/{guid}');
    expect(pathsOf(staff)).toContain('/api/Integrations/RealPage/{guid}/Sync');
    expect(pathsOf(staff).filter((path) => path.includes('{system}'))).toEqual([]);
  });

  it('leaves the product API to its own document', () => {
    expect(pathsOf(staff).filter((path) => path.startsWith('/ingest/'))).toEqual([]);
  });
});

describe('the product API document', () => {
  it('holds every call under /ingest/, and nothing else', () => {
    expect(product.openapi).toBe('3.1.0');
    expect(pathsOf(product)).toEqual(
      expect.arrayContaining([
        INGEST_REQUESTS_PATH,
        INGEST_REQUEST_IMAGES_PATH,
        COLLECTOR_INGEST_PATH,
        INGEST_CARD_CHECK_PATH,
        INGEST_VALIDATION_SETTINGS_PATH,
        FACE_COMPARE_PATH,
      ]),
    );
    expect(pathsOf(product).filter((path) => !path.startsWith('/ingest/'))).toEqual([]);
  });

  it('authenticates every call by a bearer product token, and says what each multipart call takes', () => {
    expect(product.components).toMatchObject({
      securitySchemes: { productToken: { type: 'http', scheme: 'bearer' } },
    });
    expect(product.security).toEqual([{ productToken: [] }]);
    const paths = product.paths as Record<string, Record<string, { summary?: string; description?: string }>>;
    for (const [path, item] of Object.entries(paths))
      for (const [method, operation] of Object.entries(item))
        expect(operation.summary, `${method.toUpperCase()} ${path}`).toBeTruthy();
    expect(paths[INGEST_REQUEST_IMAGES_PATH]?.post?.description).toMatch(/PNG or JPEG/);
    expect(paths[COLLECTOR_INGEST_PATH]?.post?.description).toMatch(/multipart/);
    expect(paths[FACE_COMPARE_PATH]?.post?.description).toMatch(/multipart.*externalId/);
  });
});
