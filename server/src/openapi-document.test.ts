import { describe, expect, it } from 'vitest';
import { collectorApi } from '@console/contract/collector';
import { openApiDocument } from './openapi-document.ts';

describe('openApiDocument', () => {
  it('is the OpenAPI document with every family call in it', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths as object)).toContain(collectorApi.list.path);
  });
});
