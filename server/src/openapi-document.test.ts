import { describe, expect, it } from 'vitest';
import { collectorApi } from '@console/contract/collector';
import { openApiDocument } from './openapi-document.ts';

describe('openApiDocument', () => {
  it('is the OpenAPI document with every family call in it', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths as object)).toContain(collectorApi.list.path);
  });

  it("names each integration system's calls by the system, as the spec's call list does", async () => {
    const paths = Object.keys((await openApiDocument()).paths as object);
    expect(paths).toContain('/api/Integrations/Yardi/{guid}');
    expect(paths).toContain('/api/Integrations/RealPage/{guid}/Sync');
    expect(paths.filter((path) => path.includes('{system}'))).toEqual([]);
  });
});
