import type { Permission } from './permissions.ts';

/**
 * The names a gate is made of. The server declares one gate per route from these and refuses what
 * it does not allow; the web hides the same routes with the same names (console-core §2, §6).
 * The spec's roles (Admin, Super Admin, Checkpoint) and two of one duty each; what each grants is
 * the permission table's (permissions.ts).
 */
export const Role = {
  Admin: 'Admin',
  SuperAdmin: 'Super Admin',
  Checkpoint: 'Checkpoint',
  Reviewer: 'Reviewer',
  Billing: 'Billing',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ALL_ROLES: readonly Role[] = Object.values(Role);

export const Module = {
  Veriscan: 'Veriscan',
  DocumentCollector: 'DocumentCollector',
  ValidationSettings: 'ValidationSettings',
  VerificationService: 'VerificationService',
  Faces: 'Faces',
  OCR: 'OCR',
  DVS: 'DVS',
  DvsOnline: 'DvsOnline',
} as const;
export type Module = (typeof Module)[keyof typeof Module];

/** A module as staff read it: the name of its menu group (Veriscan's screens are the Dashboard's). */
export const MODULE_TITLES: Record<Module, string> = {
  [Module.Veriscan]: 'Veriscan',
  [Module.DocumentCollector]: 'Document Collector',
  [Module.ValidationSettings]: 'Validation settings',
  [Module.VerificationService]: 'Verification Services',
  [Module.Faces]: 'Face Compare',
  [Module.OCR]: 'OCR',
  [Module.DVS]: 'DIVE',
  [Module.DvsOnline]: 'DIVE Online',
};

/** Company-level feature flags named by the spec (console-core §6). */
export const Feature = {
  CustomerAdmin: 'customerAdmin',
  AccountDeleting: 'AccountDeleting',
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];

/**
 * Who may call a route. `permission` is what the staff user's roles must grant (permissions.ts);
 * every signed-in call names one. `public` routes need no session at all (sign-in, health). Every
 * registered /api route must declare a gate.
 */
export interface Gate {
  public?: boolean;
  permission?: Permission;
  module?: Module;
  /** The stable key (name) of a feature the module must have. */
  featureId?: string;
  project?: string;
  /** A change: refused to readOnly staff users. */
  writes?: boolean;
  /**
   * Open to a signed-in user who must still set up the second factor the console requires of them
   * (STAFF_TWO_FACTOR): who they are, the enrolment, signing out. Every other call refuses them.
   */
  beforeSecondFactor?: boolean;
  /**
   * Answers a page of any company: the calls that read or choose the administered company, which a
   * tab left showing another company still makes. Every other call from such a tab is refused with
   * 409 (server/src/http/page-company.ts).
   */
  anyCompany?: boolean;
}

/** Roles are compared in lowercase (console-core §2). */
export function holdsAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  const held = new Set(userRoles.map((r) => r.toLowerCase()));
  return allowed.some((r) => held.has(r.toLowerCase()));
}
