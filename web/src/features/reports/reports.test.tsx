import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  reportsApi,
  type AdminReportRow,
  type DeviceReportRow,
  type LocationReportRow,
  type ScansByDay,
} from '@console/contract/reports/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import AdminReportPage from './AdminReportPage';
import DeviceReportPage from './DeviceReportPage';
import LocationReportPage from './LocationReportPage';

const LOCATION: LocationReportRow = {
  locationId: 4,
  locationGuid: '00000000-0000-4000-8000-000000000004',
  locationName: 'Front Desk',
  city: 'Austin',
  state: 'TX',
  customerId: 3,
  customerName: 'Willow Terrace',
  customerActive: true,
  scans: 1234,
};
const DEVICE: DeviceReportRow = {
  id: 9,
  kind: 'iPad',
  name: 'Lobby iPad',
  serial: 'SN-1',
  appVersion: '4.3.1',
  lastSeenAt: null,
  locationName: 'Front Desk',
  customerId: 3,
  customerName: 'Willow Terrace',
  scans: 5,
};
const page = <T,>(items: T[]) => ({ items, total: items.length, totalPages: 1, page: 1 });
const EMPTY_CHART: ScansByDay = { from: '2026-10-25T00:00:00Z', to: '2026-11-24T00:00:00Z', days: [] };

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const bootstrap = makeBootstrap({ user: { id: 1, name: 'Casey', userName: 'admin', readOnly: false } });

describe('LocationReportPage', () => {
  it('lists the locations with their scans, asking for the default period (none in the address)', async () => {
    server.on(reportsApi.locations, page([LOCATION])).on(reportsApi.scansByDay, EMPTY_CHART);
    renderRoutes([{ path: '/Reports/LocationReport', element: <LocationReportPage /> }], {
      url: '/Reports/LocationReport',
      bootstrap,
    });
    const row = await screen.findByRole('row', { name: /Front Desk/ });
    expect(within(row).getByText('Willow Terrace')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Last 30 days')).toBeTruthy();
    const [call] = server.callsOf(reportsApi.locations);
    expect(call?.query.getAll('fromto')).toEqual([]);
    expect(call?.query.get('customerActive')).toBeNull();
  });

  it('sends the period, the scans limit and the active filter of the address, and offers the default period back', async () => {
    server.on(reportsApi.locations, page([LOCATION])).on(reportsApi.scansByDay, EMPTY_CHART);
    const fromto = ['2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z'];
    renderRoutes([{ path: '/Reports/LocationReport', element: <LocationReportPage /> }], {
      url: `/Reports/LocationReport?fromto=${fromto[0]}&fromto=${fromto[1]}&scansDuringThePeriodLessThan=10&customerActive=all`,
      bootstrap,
    });
    await screen.findByRole('row', { name: /Front Desk/ });
    const [call] = server.callsOf(reportsApi.locations);
    expect(call?.query.getAll('fromto')).toEqual(fromto);
    expect(call?.query.get('scansDuringThePeriodLessThan')).toBe('10');
    expect(call?.query.get('customerActive')).toBe('all');
    expect(server.callsOf(reportsApi.scansByDay)[0]?.query.getAll('fromto')).toEqual(fromto);
    await userEvent.click(screen.getByRole('button', { name: 'Default period' }));
    const last = server.callsOf(reportsApi.locations).at(-1);
    expect(last?.query.getAll('fromto')).toEqual([]);
  });
});

describe('DeviceReportPage', () => {
  it('opens DevicesReportCsv with the filters in a new window', async () => {
    server.on(reportsApi.devices, { ...page([DEVICE]), totalCapped: false });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes([{ path: '/Reports/DeviceReport', element: <DeviceReportPage /> }], {
      url: '/Reports/DeviceReport?kind=iPad&searchQuery=lobby&page=1',
      bootstrap,
    });
    const row = await screen.findByRole('row', { name: /Lobby iPad/ });
    expect(within(row).getByText('Never')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(open).toHaveBeenCalledWith(
      '/api/Reports/DevicesReportCsv?searchQuery=lobby&kind=iPad',
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });
});

describe('AdminReportPage', () => {
  const CUSTOMER: AdminReportRow = {
    customerId: 3,
    customerName: 'Willow Terrace',
    customerActive: true,
    assignedTo: 12,
    assignedToName: 'Avery Admin',
    lastScan: null,
    scans: 2,
  };

  it("shows each staff user's customers, and a pick in the summary filters the list by that user", async () => {
    server
      .on(reportsApi.admin, page([CUSTOMER]))
      .on(reportsApi.adminSummary, [
        { assignedTo: 12, assignedToName: 'Avery Admin', customers: 27 },
        { assignedTo: null, assignedToName: '', customers: 4 },
      ])
      .on(reportsApi.filterOptions, {
        expDates: [{ name: 'Expired', value: 'expired' }],
        subscriptionPlans: [],
      });
    renderRoutes([{ path: '/Reports/AdminReport', element: <AdminReportPage /> }], {
      url: '/Reports/AdminReport',
      bootstrap,
    });
    const summary = await screen.findByRole('region', { name: 'Customers per staff user' });
    expect(await within(summary).findByText('27')).toBeTruthy();
    expect(within(summary).getByText('Unassigned')).toBeTruthy();
    await userEvent.click(within(summary).getByRole('radio', { name: 'Show the customers of Unassigned' }));
    const last = server.callsOf(reportsApi.admin).at(-1);
    expect(last?.query.get('assignedTo')).toBe('0');
  });
});
