import { useMemo } from 'react';
import { holdsAnyRole, Role } from '@console/contract/gates';
import { useBootstrap } from './bootstrap';

export interface CurrentStaff {
  userId: number | undefined;
  roles: readonly string[];
  /** Admins choose Assigned To and see the star on their own accounts (console-core §6). */
  isAdmin: boolean;
  readOnly: boolean;
}

const NO_ROLES: readonly string[] = [];

/** The signed-in staff user as every screen needs them (roles, Admin, read-only), from the page data. */
export function useCurrentStaff(): CurrentStaff {
  const data = useBootstrap();
  return useMemo(() => {
    const roles = data?.roles ?? NO_ROLES;
    return {
      userId: data?.user.id,
      roles,
      isAdmin: holdsAnyRole(roles, [Role.Admin]),
      readOnly: data?.user.readOnly ?? true,
    };
  }, [data]);
}
