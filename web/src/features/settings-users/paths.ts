/** The settings users page (console-core §2, mainUsers): the staff list, edited in a dialog. */
export const SETTINGS_USERS_PATH = '/Users';

/** Settings, Roles and permissions: the permission table as a matrix, for every staff user. */
export const ROLES_PATH = '/Roles';
