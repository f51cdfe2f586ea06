import { describe, expect, it } from 'vitest';
import { pathsPerValue } from './openapi-paths.ts';

const system = { in: 'path', name: 'system', schema: { enum: ['Yardi', 'RealPage'] } };
const guid = { in: 'path', name: 'guid', schema: { format: 'uuid' } };

describe('pathsPerValue (the OpenAPI document)', () => {
  it('writes a path parameter with a closed list of values out as a path per value, without that parameter', () => {
    const paths = pathsPerValue({
      '/api/Locations': { get: { summary: 'Locations' } },
      '/api/Integrations/{system}/{guid}': {
        get: { summary: 'One', parameters: [system, guid] },
        delete: { summary: 'Gone', parameters: [system, guid] },
      },
    });
    expect(Object.keys(paths)).toEqual([
      '/api/Locations',
      '/api/Integrations/Yardi/{guid}',
      '/api/Integrations/RealPage/{guid}',
    ]);
    expect(paths['/api/Integrations/Yardi/{guid}']).toEqual({
      get: { summary: 'One', parameters: [guid] },
      delete: { summary: 'Gone', parameters: [guid] },
    });
  });

  it('leaves a path whose parameters take any value as it is', () => {
    const item = { get: { parameters: [guid] } };
    expect(pathsPerValue({ '/api/x/{guid}': item })).toEqual({ '/api/x/{guid}': item });
  });
});
