import { Type, type Static } from 'typebox';
import { LookupPath, requiredEmail, requiredText, ui, type UiAnnotations } from '../annotations.ts';
import { ALL_ROLES, Role } from '../gates.ts';
import { PASSWORD_HINT } from '../password.ts';
import { Id } from '../kit/integers.ts';
import { pagedList } from '../kit/list.ts';
import { settingsUsersFamily } from './gates.ts';

export { settingsUsersFamily };

/**
 * Settings users (console-core §3, §7 "Settings users"): the provider's staff, managed by Admins at
 * /api/AdminManagement/Users. `admin` is the Admin role (the spec's flag, §6); `roles` are the
 * others (docs/security.md, "Roles and permissions").
 */

/**
 * The roles given beside Admin, in the permission table's order. Admin stays the spec's `admin`
 * switch, so it is not one of these: one role, one control.
 */
export const OTHER_ROLES = ALL_ROLES.filter((role) => role !== Role.Admin) as readonly Exclude<
  Role,
  typeof Role.Admin
>[];
export type OtherRole = (typeof OTHER_ROLES)[number];

/** One of OTHER_ROLES, by its name; anything else (Admin, a misspelt or unknown role) is refused. */
export const OtherRoleName = Type.Enum([...OTHER_ROLES], { title: 'Role' });

/** The roles of a user beside Admin, each once, in OTHER_ROLES' order (the list and the form). */
const OtherRoles = (annotations: UiAnnotations = {}) =>
  Type.Array(
    OtherRoleName,
    ui(
      {
        title: 'Roles',
        description: 'What they may do beyond the everyday work (Settings, Roles and permissions)',
        maxItems: OTHER_ROLES.length,
      },
      annotations,
    ),
  );

/** How a settings user is named on screen: first and last name, else the login. */
export const staffNameOf = (user: { firstName: string; lastName: string; userName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.userName;

/** Every role a settings user holds, the Admin switch's first (the list, the audit, the gate). */
export const allRolesOf = (user: { admin: boolean; roles: readonly string[] }): string[] => [
  ...(user.admin ? [Role.Admin] : []),
  ...user.roles,
];

/** Page sizes of the settings users list (console-core §9); the first is the default. */
export const SETTINGS_USER_PAGE_SIZES = [10, 20, 100, 200, 400] as const;

export const SETTINGS_USER_SORT_FIELDS = [
  'firstName',
  'lastName',
  'userName',
  'email',
  'phone',
  'comments',
] as const;
export type SettingsUserSortField = (typeof SETTINGS_USER_SORT_FIELDS)[number];

export const SettingsUser = Type.Object({
  id: Type.Integer(),
  userName: Type.String({ title: 'Login' }),
  firstName: Type.String({ title: 'First Name' }),
  lastName: Type.String({ title: 'Last Name' }),
  email: Type.String({ title: 'Email' }),
  phone: Type.String({ title: 'Phone' }),
  comments: Type.String({ title: 'Comments' }),
  timeZoneId: Type.String({ title: 'Time Zone' }),
  isDaylightSavingTime: Type.Boolean({ title: 'Daylight Saving Time' }),
  /** false: locked, cannot sign in. */
  active: Type.Boolean({ title: 'Active' }),
  readOnly: Type.Boolean({ title: 'Read Only' }),
  admin: Type.Boolean({ title: 'Admin' }),
  /** The roles beside Admin; a role the console does not name is not shown (nor changed). */
  roles: OtherRoles(),
  /** Whether the user has set up two-step sign-in (an Admin may reset it). */
  secondFactor: Type.Boolean({ title: 'Two-step sign-in' }),
});
export type SettingsUser = Static<typeof SettingsUser>;

/**
 * Widths on the dialog's 24-column grid: text fields two to a row, Daylight Saving Time beside the
 * time zone it qualifies, the three access switches one row, the other roles and the comments a
 * row each.
 */
const HALF: UiAnnotations = { span: 12 };
const THIRD: UiAnnotations = { span: 8 };

/**
 * POST and PUT body, in the order the dialog lays it out. The server trims text before keeping it;
 * omitted optional fields take their defaults on create and stay unchanged on update. `password`
 * is write-only: required on create, sent on update only when it changes (the dialog's Change).
 */
export const SettingsUserInput = Type.Object({
  firstName: requiredText('First Name', 100, HALF),
  lastName: requiredText('Last Name', 100, HALF),
  userName: requiredText('Login', 100, HALF),
  email: requiredEmail(HALF),
  phone: Type.Optional(Type.String(ui({ title: 'Phone', maxLength: 50 }, HALF))),
  password: Type.Optional(
    Type.String(
      ui(
        { title: 'Password', description: PASSWORD_HINT, maxLength: 200, writeOnly: true },
        { secret: true, ...HALF },
      ),
    ),
  ),
  timeZoneId: Type.Optional(
    Type.String(
      ui(
        { title: 'Time Zone', maxLength: 100 },
        { lookup: { path: LookupPath.TimeZones, lookupKey: 'value' }, ...HALF },
      ),
    ),
  ),
  isDaylightSavingTime: Type.Optional(Type.Boolean(ui({ title: 'Daylight Saving Time' }, HALF))),
  active: Type.Optional(Type.Boolean(ui({ title: 'Active' }, THIRD))),
  readOnly: Type.Optional(Type.Boolean(ui({ title: 'Read Only' }, THIRD))),
  admin: Type.Optional(Type.Boolean(ui({ title: 'Admin' }, THIRD))),
  /** Replaces the user's roles beside Admin when sent; left out, they stay as they are. */
  roles: Type.Optional(OtherRoles({ span: 24 })),
  comments: Type.Optional(
    Type.String(ui({ title: 'Comments', maxLength: 1000 }, { span: 24, multiline: true })),
  ),
});
export type SettingsUserInput = Static<typeof SettingsUserInput>;

/**
 * The list (console-core §7): Filter, Page, PageSize as the spec names them; Filter matches first
 * name, last name, login and email, case-insensitively; by first name unless sorted otherwise.
 */
export const SettingsUsers = pagedList({
  item: SettingsUser,
  names: { page: 'Page', pageSize: 'PageSize', textFilter: 'Filter' },
  pageSizes: SETTINGS_USER_PAGE_SIZES,
  defaultPageSize: SETTINGS_USER_PAGE_SIZES[0],
  textFilter: 'Part of the first name, last name, login or email, in any case',
  sortFields: SETTINGS_USER_SORT_FIELDS,
  defaultSort: { field: 'firstName', order: 'asc' },
  columns: {
    firstName: 'First Name',
    lastName: 'Last Name',
    userName: 'Login',
    email: 'Email',
    phone: 'Phone',
    comments: 'Comments',
  },
  fileName: 'settings-users',
});
export type SettingsUserListQuery = Static<typeof SettingsUsers.query>;
export type SettingsUserPage = Static<typeof SettingsUsers.response>;

export const SettingsUserId = Type.Object({ id: Id() });

/** A permission by its name (permissions.ts `Permission`: 'billing.manage'). */
const PermissionName = Type.String({ title: 'Permission' });

/**
 * What a permission reaches in one company: its calls the company's make-up lets through
 * (contract/src/access.ts canAccess, the server's own rule) grouped by the module that gates them.
 */
export const CompanyPermissionReach = Type.Object({
  permission: PermissionName,
  /** Some of its calls need no module: it applies to the company as a whole (its accounts, its staff). */
  companyWide: Type.Boolean(),
  /** The company's modules where it applies, in the company's order. */
  modules: Type.Array(Type.String()),
  /** Modules its other calls need that the company does not have: where it would apply, and does not here. */
  missingModules: Type.Array(Type.String()),
});
export type CompanyPermissionReach = Static<typeof CompanyPermissionReach>;

export const StaffCompanyPermissions = Type.Object({
  id: Type.Integer(),
  name: Type.String({ title: 'Company' }),
  /** The company's modules. */
  modules: Type.Array(Type.String()),
  /** Every permission the user holds, in the matrix's order, with what it reaches here. */
  permissions: Type.Array(CompanyPermissionReach),
});
export type StaffCompanyPermissions = Static<typeof StaffCompanyPermissions>;

/**
 * A staff user's effective permissions: what their roles grant (the same everywhere, roles being
 * global) and, per company they may administer, what those permissions reach there. Only the
 * companies the asking Admin may administer too are shown; the others are counted, not named.
 */
export const StaffPermissions = Type.Object({
  id: Type.Integer(),
  userName: Type.String({ title: 'Login' }),
  firstName: Type.String({ title: 'First Name' }),
  lastName: Type.String({ title: 'Last Name' }),
  /** Every role they hold, Admin included, in the permission table's order. */
  roles: Type.Array(Type.String()),
  /** Read-only staff are refused every change, whatever their permissions. */
  readOnly: Type.Boolean(),
  /** A locked user cannot sign in: they hold their permissions and can use none. */
  active: Type.Boolean(),
  /** What they hold, in the matrix's order; `grantedBy` empty: every staff user's. */
  permissions: Type.Array(Type.Object({ permission: PermissionName, grantedBy: Type.Array(Type.String()) })),
  companies: Type.Array(StaffCompanyPermissions),
  /** Companies available to them that the asking Admin may not administer (not shown). */
  otherCompanies: Type.Integer(),
});
export type StaffPermissions = Static<typeof StaffPermissions>;

const USERS = '/api/AdminManagement/Users';

export const settingsUsersApi = {
  list: settingsUsersFamily.endpoint({
    method: 'GET',
    path: USERS,
    summary: 'Settings users available in the administered company, one page',
    query: SettingsUsers.query,
    response: SettingsUsers.response,
    list: SettingsUsers.spec,
  }),
  create: settingsUsersFamily.endpoint({
    method: 'POST',
    path: USERS,
    summary: 'Add a settings user; the administered company becomes their available company',
    body: SettingsUserInput,
    response: SettingsUser,
  }),
  update: settingsUsersFamily.endpoint({
    method: 'PUT',
    path: `${USERS}/{id}`,
    summary: 'Update a settings user; the password changes only when sent',
    params: SettingsUserId,
    body: SettingsUserInput,
    response: SettingsUser,
  }),
  permissions: settingsUsersFamily.endpoint({
    method: 'GET',
    path: `${USERS}/{id}/Permissions`,
    summary:
      "A settings user's effective permissions: what their roles grant, per company they may administer",
    params: SettingsUserId,
    response: StaffPermissions,
  }),
  remove: settingsUsersFamily.endpoint({
    method: 'DELETE',
    path: `${USERS}/{id}`,
    summary: 'Delete a settings user and end their sessions',
    params: SettingsUserId,
    answer: 'none',
  }),
  resetSecondFactor: settingsUsersFamily.endpoint({
    method: 'DELETE',
    path: `${USERS}/{id}/SecondFactor`,
    summary:
      "Reset a settings user's two-step sign-in (a lost authenticator): off, recovery codes gone, sessions ended",
    params: SettingsUserId,
    answer: 'none',
  }),
};
