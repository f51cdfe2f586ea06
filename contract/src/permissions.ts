/**
 * Who may do what (docs/security.md, "Roles and permissions"): every call names the permission it needs
 * (its descriptor's gate), and roles grant permissions in the one table below. The server enforces
 * it (server/src/http/gates.ts), the web hides or disables from it, the Settings screen and
 * docs/security.md show it, and the generated gate suite calls every route as every role against it.
 *
 * The rule of the table: the everyday work of a company (reading it, its accounts and their users,
 * imports) is every staff user's; what destroys, moves money, hands out or reads credentials,
 * changes what every device checks, decides a review, or changes the console itself needs a role
 * that grants it. The spec's roles keep their meaning (Admin: the console's administrators; Super
 * Admin: the audit and the review; Checkpoint: the default customer permissions); Reviewer and
 * Billing give one duty each without making anyone an Admin.
 *
 * Plain data (no schema): the web's route table reads it in the first load. The words that
 * describe each permission are in permission-texts.ts, which only screens that show them load.
 */
import { Role } from './gates.ts';

export const Permission = {
  ReadData: 'data.read',
  EditAccounts: 'accounts.edit',
  RunImports: 'imports.run',
  DeleteAccounts: 'accounts.delete',
  ManageBilling: 'billing.manage',
  ManageCredentials: 'credentials.manage',
  ReadCredentials: 'credentials.read',
  PublishValidation: 'validation.publish',
  DecideReviews: 'reviews.decide',
  ManageIntegrations: 'integrations.manage',
  ManageReportReceivers: 'reportReceivers.manage',
  ChangeCompanyDefaults: 'companyDefaults.manage',
  ManageDefaultFeatures: 'defaultFeatures.manage',
  ReadAudit: 'audit.read',
  ManageStaff: 'staff.manage',
  ManageJobs: 'jobs.manage',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** The permissions in the order the matrix lists them. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(Permission);

/** What every staff user may do, with or without a role: the everyday work of their companies. */
export const EVERYDAY_PERMISSIONS: readonly Permission[] = [
  Permission.ReadData,
  Permission.EditAccounts,
  Permission.RunImports,
];

/** What each role grants on top of the everyday work. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  // The console's administrators: everything but the Checkpoint's default customer permissions,
  // which the spec gives that role alone.
  [Role.Admin]: ALL_PERMISSIONS.filter((p) => p !== Permission.ManageDefaultFeatures),
  [Role.SuperAdmin]: [Permission.ReadAudit, Permission.DecideReviews],
  [Role.Checkpoint]: [Permission.ManageDefaultFeatures],
  [Role.Reviewer]: [Permission.DecideReviews],
  [Role.Billing]: [Permission.ManageBilling],
};

/**
 * The permissions that make a staff user's account worth stealing: security, credentials, money
 * and destruction. A provider may require a second factor of staff holding any of them.
 */
export const PRIVILEGED_PERMISSIONS: ReadonlySet<Permission> = new Set([
  Permission.DeleteAccounts,
  Permission.ManageBilling,
  Permission.ManageCredentials,
  Permission.ReadCredentials,
  Permission.PublishValidation,
  Permission.ManageIntegrations,
  Permission.ManageStaff,
  Permission.ManageDefaultFeatures,
]);

const ROLE_BY_NAME = new Map(
  Object.entries(ROLE_PERMISSIONS).map(([role, granted]) => [role.toLowerCase(), granted]),
);

/** The permissions of a staff user holding these roles (compared in lowercase, console-core §2). */
export function permissionsOf(roles: readonly string[]): ReadonlySet<Permission> {
  const granted = new Set<Permission>(EVERYDAY_PERMISSIONS);
  for (const role of roles) for (const p of ROLE_BY_NAME.get(role.toLowerCase()) ?? []) granted.add(p);
  return granted;
}

/** The roles that grant a permission (the 403's and the tooltip's "ask for …"). */
export function rolesGranting(permission: Permission): Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) =>
    ROLE_PERMISSIONS[role].includes(permission),
  );
}

/** Whether a permission is every staff user's. */
export const isEveryday = (permission: Permission): boolean => EVERYDAY_PERMISSIONS.includes(permission);
