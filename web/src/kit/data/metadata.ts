import type { Endpoint } from '@console/contract/kit';
import { metadataApi, metadataQueryOf } from '@console/contract/metadata-schema';
import { useEndpoint } from './queries';

/**
 * The field metadata of a call's payload (GET /api/Metadata/v2), named by the call's descriptor:
 * its method and path template. It changes only with a new server.
 */
export function useRouteMetadata(endpoint: Pick<Endpoint, 'method' | 'path'>) {
  return useEndpoint(metadataApi.route, { query: metadataQueryOf(endpoint) }, { staleTime: Infinity });
}
