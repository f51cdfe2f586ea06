import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import LocationPage from './LocationPage';
import { location } from './testing';

let server: FakeServer;
beforeEach(() => {
  server = fakeServer().on(vsOnlineApi.location, location());
});

const renderPage = (url: string) =>
  renderRoutes([{ path: '/Dashboard/Customers/:id/Locations/:locationId', element: <LocationPage /> }], {
    url,
    bootstrap: makeBootstrap(),
  });

describe('LocationPage', () => {
  it("shows the location's details, its devices and its team, with the way back to the customer", async () => {
    renderPage('/Dashboard/Customers/5/Locations/31');
    expect(await screen.findByRole('heading', { name: 'Front Desk' })).toBeTruthy();
    const devices = screen.getByRole('region', { name: 'Devices' });
    for (const text of ['iPad', 'Lobby iPad', 'SN-0042', '3.2.1', 'Not yet'])
      expect(within(devices).getByText(text)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Team members' })).getByText('kim@test.example'),
    ).toBeTruthy();
    expect(screen.getByText('Austin')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Harbor Flats/ }).getAttribute('href')).toBe(
      '/Dashboard/Customers/5',
    );
    expect(server.callsOf(vsOnlineApi.location)[0]?.params).toEqual({ id: '31' });
  });

  it("says not found for a location of another customer's address", async () => {
    renderPage('/Dashboard/Customers/6/Locations/31');
    expect(await screen.findByText('Location not found')).toBeTruthy();
  });
});
