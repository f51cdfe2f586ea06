import { accountsApi, SEARCH_MIN_LENGTH, searchesById } from '@console/contract/accounts/api';
import { pageGate } from '../../kit/routeTypes';
import { searchList } from '../../kit/palette/listSearch';
import type { PaletteSource } from '../../kit/palette/types';
import { accountPath } from './paths';

/**
 * Accounts in the palette: by ID or by part of the name or contact, as the accounts list's search
 * finds them (a name needs three characters there; fewer find nothing rather than an error).
 */
export const paletteSources: PaletteSource[] = [
  {
    id: 'accounts',
    title: 'Accounts',
    gate: pageGate(accountsApi.list.gate),
    search: (text, signal) =>
      text.length < SEARCH_MIN_LENGTH && !searchesById(text)
        ? Promise.resolve([])
        : searchList(accountsApi.list, text, signal, (account) => ({
            key: String(account.id),
            label: account.customerName,
            description: [
              `ID ${account.id}`,
              account.contactName,
              account.parentName && `sub-account of ${account.parentName}`,
            ]
              .filter(Boolean)
              .join(' · '),
            path: accountPath(account.id),
          })),
  },
];
