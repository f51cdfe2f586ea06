import { useMemo } from 'react';
import type { Endpoint } from '@console/contract/kit';
import type { LookupLoader } from '../../kit/widgets/LookupSelect/lookupWindow';
import { currentAdminLookupLoader } from './api';
import { useRouteMetadata } from '../../kit/data/metadata';
import { ASSIGNED_TO } from './formFields';
import { useCurrentStaff } from '../../kit/useCurrentStaff';

const NONE: Readonly<Record<string, LookupLoader>> = {};

/**
 * MetaForm and MetaView loaders for the Assigned To lookup of a call's metadata, so the admin list
 * marks the signed-in user with ' (current)' (console-core §3) wherever the accounts screens show it.
 */
export function useAdminLookupLoaders(endpoint: Pick<Endpoint, 'method' | 'path'>) {
  const { userId } = useCurrentStaff();
  const metadata = useRouteMetadata(endpoint);
  const source = metadata.data?.fields.find((field) => field.name === ASSIGNED_TO)?.lookupDataSource;
  return useMemo(
    () =>
      source && userId !== undefined ? { [ASSIGNED_TO]: currentAdminLookupLoader(source, userId) } : NONE,
    [source, userId],
  );
}
