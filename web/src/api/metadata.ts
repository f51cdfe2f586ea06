import { useQuery } from '@tanstack/react-query';
import type { RouteMetadata } from '@console/contract/metadata';
import { api } from './client';

/** A route a form is built for, as GET /api/Metadata/v2 names it. */
export interface MetadataRoute {
  httpMethod: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route template as the spec writes it, e.g. /api/CommonAccount/{id}/Users. */
  route: string;
}

/** The field metadata of a route's payload; it changes only with a new server. */
export function useRouteMetadata({ httpMethod, route }: MetadataRoute) {
  return useQuery({
    queryKey: ['metadata', httpMethod, route],
    queryFn: ({ signal }) => api.get<RouteMetadata>('/api/Metadata/v2', { httpMethod, route }, { signal }),
    staleTime: Infinity,
  });
}
