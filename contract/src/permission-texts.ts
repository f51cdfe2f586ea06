/**
 * The words of the permission table (permissions.ts): what each permission lets staff do, and the
 * sentence a refusal says. Apart from the table so the web's first load, which needs only who may
 * do what, does not carry them; the server's 403, the tooltips and the matrix screen use them.
 */
import { Permission, rolesGranting } from './permissions.ts';

/** What each permission lets a staff user do: the matrix's rows, the 403's words, the tooltips. */
export const PERMISSION_INFO: Record<Permission, { title: string; description: string }> = {
  [Permission.ReadData]: {
    title: 'Read company data',
    description: 'Open every screen of the administered company: accounts, requests, reports, logs.',
  },
  [Permission.EditAccounts]: {
    title: 'Edit accounts',
    description:
      'Create and change accounts, their users, products, plans, settings and features; archive requests.',
  },
  [Permission.RunImports]: {
    title: 'Run imports',
    description: 'Import users, devices, team members and locations from a file.',
  },
  [Permission.DeleteAccounts]: {
    title: 'Delete accounts',
    description: 'Delete an account with everything under it.',
  },
  [Permission.ManageBilling]: {
    title: 'Manage billing',
    description:
      'Add cards and choose the default, pay and void invoices, run the monthly billing, start, change, cancel and delete subscriptions, enable services.',
  },
  [Permission.ManageCredentials]: {
    title: 'Manage tokens and licenses',
    description:
      'Issue, change and delete the product and ingestion tokens of every family, and DIVE licenses.',
  },
  [Permission.ReadCredentials]: {
    title: 'Read customer credentials',
    description: "Read a customer user's product keys and sign in as that user.",
  },
  [Permission.PublishValidation]: {
    title: 'Publish validation settings',
    description:
      'Turn validation checks on or off, keep exceptions and failed records, and publish them to every device.',
  },
  [Permission.DecideReviews]: {
    title: 'Decide reviews',
    description: 'Claim manual validation items, decide them, set their status and verify them again.',
  },
  [Permission.ManageIntegrations]: {
    title: 'Manage integrations',
    description:
      'Connect locations to property-management systems, income verification and Power BI, with their secrets.',
  },
  [Permission.ManageReportReceivers]: {
    title: 'Manage report receivers',
    description: 'Choose who receives the e-mailed reports.',
  },
  [Permission.ChangeCompanyDefaults]: {
    title: 'Change company defaults',
    description:
      "Change the company's Test Mode and the onboarding, face and DIVE default settings new accounts take.",
  },
  [Permission.ManageDefaultFeatures]: {
    title: 'Manage default customer permissions',
    description: 'Change the features every new customer starts with.',
  },
  [Permission.ReadAudit]: {
    title: 'Read the audit',
    description: 'Read who changed what, in the console and in VS Online.',
  },
  [Permission.ManageStaff]: {
    title: 'Manage staff',
    description: 'Add, change, lock and delete staff users, their roles and their second factor.',
  },
  [Permission.ManageJobs]: {
    title: 'Manage background jobs',
    description: 'Read the background jobs and retry a failed one.',
  },
};

/** The sentence that says what a permission is needed for: the 403's message and the tooltips'. */
export function needsPermissionMessage(permission: Permission): string {
  const roles = rolesGranting(permission);
  const granted = roles.length ? ` (granted by ${roles.join(', ')})` : '';
  return `This needs the permission "${PERMISSION_INFO[permission].title}"${granted}.`;
}
