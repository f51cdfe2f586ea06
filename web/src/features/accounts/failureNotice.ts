import { ApiError } from '../../kit/data/client';

/**
 * The reason under a failure notification ('Account details update is failed', ...): the server's
 * message, or for field errors the ones no field could show (the fields show the rest).
 */
export function failureReason(error: unknown, unplaced: readonly string[]): string | undefined {
  if (error instanceof ApiError && error.propertyErrors) return unplaced.join('\n') || undefined;
  return error instanceof Error ? error.message : undefined;
}
