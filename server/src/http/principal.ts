/** The signed-in staff user, as every gate and service sees them. */
export interface StaffPrincipal {
  id: number;
  userName: string;
  /** First and last name, for display and the audit log. */
  name: string;
  roles: string[];
  readOnly: boolean;
  /** The administered company; every tenant query is scoped by it. Null when none is available. */
  companyId: number | null;
  /** Whether that company is in Test Mode (docs/test-mode.md), read with the session. */
  testMode: boolean;
  /**
   * That company's profile version (companies.profile_version), read with the session: the key of
   * the profile cache (platform/companies/profile-cache.ts). Null when no company is administered.
   */
  profileVersion: number | null;
  /** Whether the user has set up two-step sign-in (second-factor-policy.ts). */
  secondFactorEnabled: boolean;
  sessionTokenHash: string;
}
