import type { ServerFamily } from '../../kit/family.ts';
import { settingsUsersRoutes } from './routes.ts';

export const family: ServerFamily = {
  name: 'settings-users',
  routes: settingsUsersRoutes,
};
