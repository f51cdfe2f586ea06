import { settingsUsersApi, staffNameOf } from '@console/contract/settings-users/api';
import { pageGate } from '../../kit/routeTypes';
import { searchList } from '../../kit/palette/listSearch';
import type { PaletteSource } from '../../kit/palette/types';
import { SETTINGS_USERS_PATH } from './paths';

/**
 * Staff users in the palette, found by name, login or e-mail; each opens the users list filtered to
 * them (the page edits a user in a dialog, so the list is where a user lives).
 */
export const paletteSources: PaletteSource[] = [
  {
    id: 'settings-users',
    title: 'Staff users',
    gate: pageGate(settingsUsersApi.list.gate),
    search: (text, signal) =>
      searchList(settingsUsersApi.list, text, signal, (user) => ({
        key: String(user.id),
        label: staffNameOf(user),
        description: [user.userName, user.email].filter(Boolean).join(' · '),
        path: `${SETTINGS_USERS_PATH}?${new URLSearchParams({ [settingsUsersApi.list.list.names.textFilter]: user.userName })}`,
      })),
  },
];
