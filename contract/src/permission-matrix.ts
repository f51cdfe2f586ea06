import { ALL_ROLES, type Role } from './gates.ts';
import { ALL_PERMISSIONS, isEveryday, permissionsOf, type Permission } from './permissions.ts';
import { PERMISSION_INFO } from './permission-texts.ts';

/**
 * The permission table (permissions.ts) as a matrix: a row per permission, a column for every staff
 * user and one per role. The Settings screen "Roles and permissions" draws it and docs/security.md's
 * "Roles and permissions" holds it as Markdown (`npm run permissions:matrix` prints it; a contract
 * test fails when the document's copy differs), so both always say what the server enforces.
 *
 * A role's column is what a staff user holding that role alone may do: the everyday work and what
 * the role adds. Roles add up.
 */

export const EVERY_STAFF_USER = 'Every staff user';

/** The rule of the table, in the words the screen and the documentation use. */
export const PERMISSION_RULE =
  'Every staff user does the everyday work of the companies they administer: reading them, ' +
  'editing accounts and their users, running imports. What destroys, moves money, hands out or ' +
  'reads credentials, changes what every device checks, decides a review, or changes the console ' +
  'itself needs a role that grants it. Roles add up.';

export interface PermissionMatrixRow {
  permission: Permission;
  title: string;
  description: string;
  /** Every staff user holds it, with or without a role. */
  everyday: boolean;
  /** Whether a staff user holding this role alone holds it. */
  roles: Record<Role, boolean>;
}

export function permissionMatrix(): PermissionMatrixRow[] {
  const byRole = new Map(ALL_ROLES.map((role) => [role, permissionsOf([role])]));
  return ALL_PERMISSIONS.map((permission) => ({
    permission,
    ...PERMISSION_INFO[permission],
    everyday: isEveryday(permission),
    roles: Object.fromEntries(
      ALL_ROLES.map((role) => [role, byRole.get(role)?.has(permission) ?? false]),
    ) as Record<Role, boolean>,
  }));
}

const CHECK = '✓';

/** A table cell's text: a `|` would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * The matrix as a Markdown table, laid out as Prettier lays out a table (each column as wide as its
 * widest cell), so `prettier --check` and the documentation test agree on one text.
 */
export function permissionMatrixMarkdown(): string {
  const header = ['Permission', 'What it allows', EVERY_STAFF_USER, ...ALL_ROLES];
  const rows = permissionMatrix().map((row) => [
    `**${cell(row.title)}** \`${row.permission}\``,
    cell(row.description),
    row.everyday ? CHECK : '',
    ...ALL_ROLES.map((role) => (row.roles[role] ? CHECK : '')),
  ]);
  const widths = header.map((title, at) =>
    Math.max(3, title.length, ...rows.map((row) => (row[at] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((text, at) => text.padEnd(widths[at] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The page that holds the table, from the repository's root: the security documentation. */
export const MATRIX_DOC = 'docs/security.md';

/** Where MATRIX_DOC holds the table: between these two comments. */
const MATRIX_START = '<!-- permission-matrix: npm run permissions:matrix -- --write -->';
const MATRIX_END = '<!-- /permission-matrix -->';

/** The table a page holds, or undefined when its markers are missing. */
export function documentedMatrix(page: string): string | undefined {
  const start = page.indexOf(MATRIX_START);
  const end = page.indexOf(MATRIX_END);
  if (start < 0 || end < start) return undefined;
  return page.slice(start + MATRIX_START.length, end).trim();
}

/** The page with its table replaced by the current one. */
export function withDocumentedMatrix(page: string): string {
  const start = page.indexOf(MATRIX_START);
  const end = page.indexOf(MATRIX_END);
  if (start < 0 || end < start) {
    throw new Error(`${MATRIX_DOC} has no ${MATRIX_START} … ${MATRIX_END} markers`);
  }
  return `${page.slice(0, start + MATRIX_START.length)}\n\n${permissionMatrixMarkdown()}\n\n${page.slice(end)}`;
}
