import * as validationSettingsCalls from '@console/contract/validation-settings/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

export const VALIDATION_SETTINGS_PATH = '/validationSettings';

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // console-core §2: /validationSettings, "Validation settings"; shown where the company has the module.
    path: VALIDATION_SETTINGS_PATH,
    name: 'ValidationSettings',
    meta: { title: 'Validation settings', order: 150, icon: 'SafetyOutlined' },
    page: 'ValidationSettingsPage',
    call: validationSettingsCalls.get,
  },
];
