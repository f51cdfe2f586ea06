import type { ImportEntity, ImportKind } from '@console/contract/imports/api';

/**
 * The imports' texts. The spec names the two screens only (product-families §2); every word here is
 * ours.
 */
const n = (count: number) => count.toLocaleString('en-US');
const rows = (count: number) => `${n(count)} row${count === 1 ? '' : 's'}`;

export const IMPORT_TEXTS = {
  step1: '1. Customer',
  step2: '2. File',
  step3: '3. Preview',
  step4: '4. Import',
  customer: 'Customer',
  customerPlaceholder: 'Search customers by name or ID',
  searching: 'Searching…',
  noCustomers: 'No customers match',
  downloadTemplate: 'Download template',
  columns: 'Columns of the file',
  intro: {
    UsersDevices:
      'One row per user or device (the Type column says which). Users are matched by login, devices by serial; an empty cell leaves the stored value as it is. Nothing is written until you import.',
    TeamMembersLocations:
      "One row per location and team member. Locations are matched by name; Team Member Login adds one of the customer's users to the location's team. An empty cell leaves the stored value as it is. Nothing is written until you import.",
  } satisfies Record<ImportKind, string>,
  pickCustomerFirst: 'Pick the customer first',
  dropFile: 'Click or drop a CSV file here to check it',
  chosen: (name: string) => `Checked: ${name}`,
  rowsRead: (fileName: string, count: number) => `${fileName}: ${rows(count)} read.`,
  records: 'Records',
  wouldWrite: 'What the import would write',
  written: 'What the import wrote',
  oneError: 'The file has 1 error',
  errors: (count: number) => `The file has ${n(count)} errors`,
  errorsListed: (count: number) => `The first ${n(count)} are listed. Fix the file and choose it again.`,
  fixAndChooseAgain: 'Fix the file and choose it again: nothing is imported while it has errors.',
  errorsTable: 'Errors of the file',
  outcomesTable: 'What each row does',
  entity: {
    user: 'User',
    device: 'Device',
    location: 'Location',
    teamMember: 'Team member',
  } satisfies Record<ImportEntity, string>,
  import: 'Import',
  queued: 'Waiting for the import to start…',
  checking: (total: number) => `Checking ${rows(total)}…`,
  writing: (done: number, total: number) => `Written ${n(done)} of ${n(total)} records…`,
  retrying: (error: string | null) => `The import will be tried again${error ? ` (${error})` : ''}…`,
  progress: 'Import progress',
  imported: 'Imported',
  importedSubtitle: (fileName: string, count: number) => `${fileName}: ${rows(count)} imported.`,
  openCustomer: 'Open the customer',
  importAnother: 'Import another file',
  refused: 'Nothing was imported',
  refusedDescription:
    "The customer's records changed after the file was checked, and these rows no longer hold. Fix the file and import it again.",
  failed: 'The import failed; nothing was imported',
} as const;
