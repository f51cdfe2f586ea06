import { useMemo } from 'react';
import type { FieldMetadata } from '@console/contract/metadata';
import type { LookupLoader } from '../../components/LookupSelect/lookupWindow';
import { currentAdminLookupLoader } from '../../api/accounts';
import { ASSIGNED_TO } from './formFields';
import { useCurrentStaff } from './staff';

const NONE: Readonly<Record<string, LookupLoader>> = {};

/**
 * MetaForm and MetaView loaders for the Assigned To lookup, so the admin list marks the signed-in
 * user with ' (current)' (console-core §3) wherever the accounts screens show it.
 */
export function useAdminLookupLoaders(fields: readonly FieldMetadata[] | undefined) {
  const { userId } = useCurrentStaff();
  const source = fields?.find((field) => field.name === ASSIGNED_TO)?.lookupDataSource;
  return useMemo(
    () =>
      source && userId !== undefined ? { [ASSIGNED_TO]: currentAdminLookupLoader(source, userId) } : NONE,
    [source, userId],
  );
}
