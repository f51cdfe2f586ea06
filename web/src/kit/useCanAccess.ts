import { useMemo } from 'react';
import { canAccess } from '@console/contract/access';
import type { Gate } from '@console/contract/gates';
import { accessSubjectOf, useBootstrap } from '../app/bootstrap';

/**
 * Whether the signed-in user passes a gate, by the same rule the server enforces: a part of a page
 * that reads another family's calls (a tab, a panel) shows only when they would be answered.
 */
export function useCanAccess(gate: Gate): boolean {
  const data = useBootstrap();
  return useMemo(() => (data ? canAccess(gate, accessSubjectOf(data)) : false), [data, gate]);
}
