import { describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED } from '../../kit/list/ListPage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, type AccountListPage } from '@console/contract/accounts/api';
import { EXPORT_CSV } from '../../kit/list/ListPage';
import { fakeServer, fileReply, reply } from '../../testing/fakeServer';
import { catchSavedFiles } from '../../testing/savedFiles';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import AccountsListPage from './AccountsListPage';
import styles from './rankRows.module.css';
import { listItem, page, serveBooks } from './testing';

/** The books, and the accounts list answering `list`. */
const serve = (list: AccountListPage | ReturnType<typeof reply>) =>
  serveBooks(fakeServer()).on(accountsApi.list, list);

const renderPage = (url = '/') =>
  renderRoutes(
    [
      { path: '/', element: <AccountsListPage /> },
      { path: '/Accounts/:id', element: <p>The account page</p> },
    ],
    { url, bootstrap: makeBootstrap() },
  );

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('AccountsListPage', () => {
  it('shows the columns of the spec, with links to the account and its parent', async () => {
    serve(
      page([
        listItem(3, {
          customerName: 'Cedar Court',
          contactName: 'Cy Young',
          parentId: 2,
          parentName: 'Harbor Flats',
          assignedTo: 7,
          assignedToUserName: 'Mason Williams',
          issuesTotalRank: 35,
        }),
      ]),
    );
    renderPage();
    const row = await rowOf('Cedar Court');
    for (const title of [
      'Account ID',
      'Account Name',
      'Contact Name',
      'Active',
      'Issues',
      'Assigned To',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeTruthy();
    }
    expect(within(row).getByRole('link', { name: 'Cedar Court' }).getAttribute('href')).toBe('/Accounts/3');
    const parent = within(row).getByRole('link', { name: /Harbor Flats/ });
    expect(parent.getAttribute('href')).toBe('/Accounts/2');
    await userEvent.hover(parent);
    expect(await screen.findByRole('tooltip', { name: 'Parent' })).toBeTruthy();
    expect(within(row).getByText('Cy Young')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('35')).toBeTruthy();
    expect(within(row).getByText('Mason Williams')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: /Open Cedar Court/ }));
    expect(await screen.findByText('The account page')).toBeTruthy();
  });

  it('tints rows by issue rank: none at 0, green under 30, orange from 30, red from 50', async () => {
    serve(
      page([
        listItem(1, { customerName: 'No issues', issuesTotalRank: 0 }),
        listItem(2, { customerName: 'Minor', issuesTotalRank: 10 }),
        listItem(3, { customerName: 'Warning', issuesTotalRank: 30 }),
        listItem(4, { customerName: 'Danger', issuesTotalRank: 50 }),
      ]),
    );
    renderPage();
    const tints = [styles.green, styles.orange, styles.red];
    const tintOf = async (name: string) => {
      const row = await rowOf(name);
      return tints.filter((tint) => row.classList.contains(tint ?? ''));
    };
    expect(await tintOf('No issues')).toEqual([]);
    expect(await tintOf('Minor')).toEqual([styles.green]);
    expect(await tintOf('Warning')).toEqual([styles.orange]);
    expect(await tintOf('Danger')).toEqual([styles.red]);
  });

  it('asks for the page, size, sort, search and Assigned To filter held in the URL', async () => {
    const server = serve(page([listItem(1)], 40, 2));
    renderPage(
      '/?page=2&pageSize=20&sortField=customerName&order=desc&textFilter=acme&assignedToCollection=1&assignedToCollection=7',
    );
    await screen.findByText('Account 1');
    const query = server.callsOf(accountsApi.list)[0]?.query;
    expect(query?.get('page')).toBe('2');
    expect(query?.get('pageSize')).toBe('20');
    expect(query?.get('sortField')).toBe('customerName');
    expect(query?.get('order')).toBe('desc');
    expect(query?.get('textFilter')).toBe('acme');
    expect(query?.getAll('assignedToCollection')).toEqual(['1', '7']);
    expect((screen.getByLabelText('Search accounts') as HTMLInputElement).value).toBe('acme');
    expect(screen.getByRole('columnheader', { name: /Account Name/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('searches from page 1, sorts by a column and pages, all kept in the URL', async () => {
    const server = serve(page([listItem(1)], 300, 3));
    const { router } = renderPage('/?page=3');
    await screen.findByText('Account 1');

    await userEvent.type(screen.getByLabelText('Search accounts'), 'smith{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?textFilter=smith'));
    await waitFor(() =>
      expect(server.callsOf(accountsApi.list).at(-1)?.query.get('textFilter')).toBe('smith'),
    );

    await userEvent.click(screen.getByRole('columnheader', { name: /Contact Name/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?textFilter=smith&sortField=contactName&order=asc'),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Page Size|items per page/i }));
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(
      ['10', '20', '100', '200', '300', '400'].map((size) => `${size} / page`),
    );
    fireEvent.click(await screen.findByTitle('100 / page'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('pageSize')).toBe('100'),
    );
  });

  it('refuses a one- or two-letter search with a hint, but searches one or two digits as an ID', async () => {
    const server = serve(page([listItem(1)]));
    const { router } = renderPage();
    await screen.findByText('Account 1');
    const search = screen.getByLabelText('Search accounts');

    await userEvent.type(search, 'ab{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type at least 3 characters, or an account ID',
    );
    expect(router.state.location.search).toBe('');
    expect(server.callsOf(accountsApi.list).some((call) => call.query.has('textFilter'))).toBe(false);

    await userEvent.clear(search);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(search, '42{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?textFilter=42'));
  });

  it('says why a too-short search that came in the URL finds nothing', async () => {
    serve(page([]));
    renderPage('/?textFilter=ab');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Type at least 3 characters, or an account ID',
    );
  });

  it('reads a capped total of a broad search as 1000+', async () => {
    serve({ ...page([listItem(1)], 1000), totalCapped: true });
    renderPage('/?textFilter=ridge');
    expect(await screen.findByText('1000+ accounts')).toBeTruthy();
  });

  it('filters by the admin an account is assigned to, the signed-in one marked (current)', async () => {
    const server = serve(page([listItem(1)]));
    const { router } = renderPage();
    await screen.findByText('Account 1');
    await userEvent.click(screen.getByRole('button', { name: /Filter$/ }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Assigned To filter' }));
    fireEvent.click(await screen.findByTitle('Avery Admin (current)'));
    await waitFor(() => expect(router.state.location.search).toBe('?assignedToCollection=1'));
    await waitFor(() =>
      expect(server.callsOf(accountsApi.list).at(-1)?.query.getAll('assignedToCollection')).toEqual(['1']),
    );
  });

  it('exports the list as CSV with the current search, sort and filter, every page', async () => {
    const csv = 'Account ID,Account Name\r\n1,Acme Rentals\r\n';
    const server = serveBooks(fakeServer()).on(accountsApi.list, (call) =>
      call.query.get('format') === 'csv'
        ? fileReply(csv, 'accounts-2025-03-04.csv', 'text/csv; charset=utf-8')
        : page([listItem(1, { customerName: 'Acme Rentals' })], 40, 2),
    );
    const saved = catchSavedFiles();
    renderPage(
      '/?page=2&pageSize=20&sortField=customerName&order=desc&textFilter=acme&assignedToCollection=7',
    );
    await screen.findByText('Acme Rentals');

    await userEvent.click(screen.getByRole('button', { name: new RegExp(EXPORT_CSV) }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = server.callsOf(accountsApi.list).find((call) => call.query.get('format') === 'csv');
    expect(exported?.path).toBe(accountsApi.list.path);
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      textFilter: 'acme',
      sortField: 'customerName',
      order: 'desc',
      assignedToCollection: '7',
      format: 'csv',
    });
    expect(saved[0]?.name).toBe('accounts-2025-03-04.csv');
    expect(await saved[0]?.blob.text()).toBe(csv);
  });

  it('only logs a list that fails to load (console-core §8): no notification, and no empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(reply(500, { code: 'InternalError', message: 'The list broke' }));
    renderPage();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The accounts list could not be loaded', expect.anything()),
    );
    expect(screen.queryByText('The list broke')).toBeNull();
    // The table tells the truth: not "No accounts yet", but that the list could not be loaded.
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByText('No accounts yet')).toBeNull();
  });

  it('says so when there are no accounts, and when none match', async () => {
    serve(page([]));
    const { unmount } = renderPage();
    expect(await screen.findByText('No accounts yet')).toBeTruthy();
    unmount();
    renderPage('/?textFilter=nobody');
    expect(await screen.findByText('No accounts match')).toBeTruthy();
  });
});
