import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** One retry for what may be transient (no answer, 5xx); a 4xx answers the same on every try. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Staff switch between the console and other tools all day; a refetch per focus is noise.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
