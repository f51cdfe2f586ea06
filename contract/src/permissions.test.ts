import { describe, expect, it } from 'vitest';
import { ALL_ROLES, Role } from './gates.ts';
import {
  ALL_PERMISSIONS,
  EVERYDAY_PERMISSIONS,
  Permission,
  PERMISSION_INFO,
  needsPermissionMessage,
  permissionsOf,
  rolesGranting,
} from './permissions.ts';

describe('the permission table', () => {
  it('gives staff without a role the everyday work and nothing destructive, secret or paid', () => {
    const none = permissionsOf([]);
    expect([...none].sort()).toEqual([...EVERYDAY_PERMISSIONS].sort());
    for (const p of [
      Permission.DeleteAccounts,
      Permission.ManageBilling,
      Permission.ManageCredentials,
      Permission.ReadCredentials,
      Permission.PublishValidation,
      Permission.DecideReviews,
      Permission.ChangeCompanyDefaults,
    ]) {
      expect(none.has(p), p).toBe(false);
    }
  });

  it('keeps the spec roles: the Checkpoint alone manages default customer permissions', () => {
    expect(rolesGranting(Permission.ManageDefaultFeatures)).toEqual([Role.Checkpoint]);
    expect(permissionsOf([Role.Admin]).has(Permission.ManageStaff)).toBe(true);
    expect(permissionsOf([Role.SuperAdmin]).has(Permission.ReadAudit)).toBe(true);
  });

  it('gives Reviewer and Billing one duty each', () => {
    expect(permissionsOf([Role.Reviewer]).has(Permission.DecideReviews)).toBe(true);
    expect(permissionsOf([Role.Reviewer]).has(Permission.ManageBilling)).toBe(false);
    expect(permissionsOf([Role.Billing]).has(Permission.ManageBilling)).toBe(true);
    expect(permissionsOf([Role.Billing]).has(Permission.DecideReviews)).toBe(false);
  });

  it('reads roles in any case and ignores a role it does not know', () => {
    expect(permissionsOf(['billing', 'Astronaut']).has(Permission.ManageBilling)).toBe(true);
    expect(permissionsOf(['Astronaut']).size).toBe(EVERYDAY_PERMISSIONS.length);
  });

  it('grants every permission through at least one role or to everyone', () => {
    const reachable = new Set(ALL_ROLES.flatMap((role) => [...permissionsOf([role])]));
    expect(ALL_PERMISSIONS.filter((p) => !reachable.has(p))).toEqual([]);
  });

  it('names each permission and the roles that grant it in the refusal', () => {
    expect(needsPermissionMessage(Permission.ManageBilling)).toBe(
      `This needs the permission "${PERMISSION_INFO[Permission.ManageBilling].title}" (granted by Admin, Billing).`,
    );
  });
});
