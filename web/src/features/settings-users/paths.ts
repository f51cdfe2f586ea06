import { pathTo } from '../../kit/namedRoutes';
import { routes } from './routes';

/** The settings users page (console-core §2, mainUsers): the staff list, edited in a dialog. */
export const SETTINGS_USERS_PATH = pathTo(routes, 'mainUsers')();
/** Settings, Roles and permissions: the permission table as a matrix, for every staff user. */
export const ROLES_PATH = pathTo(routes, 'rolesAndPermissions')();
