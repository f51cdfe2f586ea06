import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, type AccountListItem } from '@console/contract/accounts/api';
import { collectorApi } from '@console/contract/collector/api';
import type { AccessSubject } from '@console/contract/access';
import { settingsUsersApi } from '@console/contract/settings-users/api';
import { Role } from '@console/contract/gates';
import { visibleMenu } from '../navigation';
import { routes } from '../../routes';
import { fakeServer, reply } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import CommandPalette from './CommandPalette';

const ADMIN: AccessSubject = {
  roles: [Role.Admin],
  modules: [{ name: 'DocumentCollector', featureIds: [] }],
  projects: [],
};
const SUPPORT: AccessSubject = { ...ADMIN, roles: [] };

const account = (id: number, customerName: string): AccountListItem => ({
  id,
  companyId: 1,
  customerName,
  parentName: null,
  parentId: null,
  contactName: 'Dana Doe',
  active: true,
  issuesTotalRank: 0,
  productIssues: [],
  assignedTo: null,
  assignedToUserName: null,
});

const page = <T,>(items: T[]) => ({ items, page: 1, total: items.length, totalPages: 1, totalCapped: false });

function renderPalette(subject: AccessSubject) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <CommandPalette open onClose={() => {}} menu={visibleMenu(routes, subject)} subject={subject} />
      ),
    },
    { path: '/Accounts/:id', element: <h1>Account page</h1> },
  ]);
}

describe('CommandPalette', () => {
  it('opens an account found by name with the keyboard alone', async () => {
    const server = fakeServer()
      .on(accountsApi.list, page([account(7, 'Harbor Lofts'), account(9, 'Harbor Point')]))
      .on(settingsUsersApi.list, page([]))
      .on(collectorApi.list, page([]));
    const { router } = renderPalette(ADMIN);
    const box = await screen.findByRole('combobox', { name: 'Go to a page or a record' });
    await userEvent.type(box, 'harbor');
    const option = await screen.findByRole('option', { name: /Harbor Point/ });
    expect(server.callsOf(accountsApi.list).at(-1)?.query.get('textFilter')).toBe('harbor');
    // Pages come first: arrows walk down to the second account.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(option.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Accounts/9'));
  });

  it("asks only the sources the user's roles allow: staff users are Admin's", async () => {
    const server = fakeServer()
      .on(accountsApi.list, page([]))
      .on(settingsUsersApi.list, page([]))
      .on(collectorApi.list, page([]));
    renderPalette(SUPPORT);
    await userEvent.type(await screen.findByRole('combobox'), 'dana');
    await screen.findByText(/Nothing matches/);
    expect(server.callsOf(accountsApi.list)).toHaveLength(1);
    expect(server.callsOf(collectorApi.list)).toHaveLength(1);
    expect(server.callsOf(settingsUsersApi.list)).toHaveLength(0);
  });

  it('finds pages of the menu by name and says so when nothing matches', async () => {
    fakeServer()
      .on(accountsApi.list, page([]))
      .on(settingsUsersApi.list, page([]))
      .on(collectorApi.list, page([]));
    renderPalette(ADMIN);
    const box = await screen.findByRole('combobox');
    await userEvent.type(box, 'ingestion');
    expect(await screen.findByRole('option', { name: 'Ingestion tokens Document Collector' })).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzzz');
    expect(await screen.findByText('Nothing matches “zzzz”')).toBeTruthy();
  });

  it('tells that a source could not search instead of hiding its failure', async () => {
    fakeServer()
      .on(accountsApi.list, reply(500, { code: 'InternalError', message: 'Boom' }))
      .on(settingsUsersApi.list, page([]))
      .on(collectorApi.list, page([]));
    renderPalette(ADMIN);
    await userEvent.type(await screen.findByRole('combobox'), 'harbor');
    expect(await screen.findByText(/Accounts · could not search/)).toBeTruthy();
  });
});
