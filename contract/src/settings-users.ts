import { Type, type Static } from 'typebox';
import { LookupPath, requiredEmail, requiredText, ui, type UiAnnotations } from './annotations.ts';
import { PASSWORD_HINT } from './password.ts';
import { Id } from './kit/integers.ts';
import { pagedList } from './kit/list.ts';
import { settingsUsersFamily } from './settings-users-gates.ts';

export { settingsUsersFamily };

/**
 * Settings users (console-core §3, §7 "Settings users"): the provider's staff, managed by Admins at
 * /api/AdminManagement/Users. `admin` is the Admin role; the other roles are not this screen's.
 */

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
  /** Whether the user has set up two-step sign-in (an Admin may reset it). */
  secondFactor: Type.Boolean({ title: 'Two-step sign-in' }),
});
export type SettingsUser = Static<typeof SettingsUser>;

/**
 * Widths on the dialog's 24-column grid: text fields two to a row, Daylight Saving Time beside the
 * time zone it qualifies, the three access switches one row, comments a row of their own.
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
