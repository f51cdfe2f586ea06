import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { page } from '../accounts/testing';
import OnlineCustomersListPage from './OnlineCustomersListPage';
import { customerRow, serveDashboardBooks } from './testing';

let server: FakeServer;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T15:00:00Z') });
  server = serveDashboardBooks(fakeServer());
});
afterEach(() => vi.useRealTimers());

const renderPage = (url = '/Dashboard/Customers') =>
  renderRoutes([{ path: '/Dashboard/Customers', element: <OnlineCustomersListPage /> }], {
    url,
    bootstrap: makeBootstrap(),
  });

describe('OnlineCustomersListPage', () => {
  it('lists the customers with their columns, the last scan relative with the exact time, latest first', async () => {
    server.on(
      vsOnlineApi.list,
      page([
        customerRow(3, {
          lastScan: '2026-03-10T12:00:00.000Z',
          scansLast30Days: 41,
          locations: 2,
          devices: 5,
        }),
        customerRow(4),
      ]),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Customer 3' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeTruthy();
    for (const title of [
      'ID',
      'Name',
      'Contact',
      'Active',
      'Last Scan',
      'Scans (30 days)',
      'Locations',
      'Devices',
      'Issues',
    ])
      expect(
        screen.getByRole('columnheader', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }),
      ).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Customer 3' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 hours ago')).toBeTruthy();
    expect(within(row).getByText('3 hours ago').getAttribute('aria-label')).toMatch(
      /03\/10\/2026 \d+:00 [AP]M/,
    );
    expect(within(row).getByText('41')).toBeTruthy();
    const neverRow = screen.getByRole('link', { name: 'Customer 4' }).closest('tr') as HTMLElement;
    expect(within(neverRow).getByText('Never')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Customer 3' }).getAttribute('href')).toBe(
      '/Dashboard/Customers/3',
    );
    // The default order is the list's (lastScan descending): nothing extra is asked.
    expect(server.callsOf(vsOnlineApi.list)[0]?.query.has('SortField')).toBe(false);
    expect(screen.getByRole('columnheader', { name: /Last Scan/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('keeps the filters in the address and asks for them under the call’s names', async () => {
    server.on(vsOnlineApi.list, page([customerRow(3)]));
    const { router } = renderPage('/Dashboard/Customers?active=false&expDate=expired&subscriptionPlanId=2');
    await screen.findByRole('link', { name: 'Customer 3' });
    await waitFor(() => {
      const query = server.callsOf(vsOnlineApi.list).at(-1)?.query;
      expect(query?.get('active')).toBe('false');
      expect(query?.get('expDate')).toBe('expired');
      expect(query?.get('subscriptionPlanId')).toBe('2');
    });
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(await screen.findByText('Basic')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search customers'), 'harbor{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('harbor'));
    expect(router.state.location.search).toContain('expDate=expired');
  });

  it('says so when nothing matches the filters', async () => {
    server.on(vsOnlineApi.list, page([]));
    renderPage('/Dashboard/Customers?active=true');
    expect(await screen.findByText('No customers match')).toBeTruthy();
  });
});
