import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { powerBiApi, type PowerBiSettings } from '@console/contract/power-bi/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { PowerBiPanel } from './PowerBiPanel';

const NONE: PowerBiSettings = {
  customerId: 5,
  configured: false,
  workspaceId: null,
  reportId: null,
  embedUrl: null,
  enabled: false,
  tokenMask: null,
  tokenExpiresAt: null,
  updatedAt: null,
};
const EMBED = 'https://app.powerbi.com/reportEmbed?reportId=5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const SET_UP: PowerBiSettings = {
  ...NONE,
  configured: true,
  workspaceId: '0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
  reportId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  embedUrl: EMBED,
  enabled: true,
  tokenMask: '••••••Zx9Q',
  updatedAt: '2026-11-20T10:00:00Z',
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const VERISCAN = { modules: [{ id: 1, name: 'Veriscan', moduleFeatures: [] }] };
const renderPanel = (overrides: Parameters<typeof makeBootstrap>[0] = {}) =>
  renderRoutes([{ path: '/', element: <PowerBiPanel customerId={5} /> }], {
    bootstrap: makeBootstrap({ ...VERISCAN, ...overrides }),
  });

describe('PowerBiPanel', () => {
  it('embeds the report from its embed URL and shows the token masked', async () => {
    server.on(powerBiApi.get, SET_UP);
    renderPanel();
    const frame = await screen.findByTitle('Power BI report');
    expect(frame.getAttribute('src')).toBe(EMBED);
    expect(screen.getByLabelText('Access token').textContent).toBe('••••••Zx9Q');
    expect(server.callsOf(powerBiApi.get)[0]?.params).toEqual({ customerId: '5' });
  });

  it('says when no report is set up, and sets one up: the token sent once, never shown back', async () => {
    server.on(powerBiApi.get, NONE).on(powerBiApi.save, SET_UP);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up Power BI' }));
    await userEvent.type(screen.getByLabelText('Workspace ID'), SET_UP.workspaceId ?? '');
    await userEvent.type(screen.getByLabelText('Report ID'), SET_UP.reportId ?? '');
    await userEvent.type(screen.getByLabelText('Embed URL'), EMBED);
    await userEvent.type(screen.getByLabelText('Access token'), 'secret-token-Zx9Q');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf(powerBiApi.save)).toHaveLength(1));
    expect(server.callsOf(powerBiApi.save)[0]?.body).toEqual({
      customerId: 5,
      workspaceId: SET_UP.workspaceId,
      reportId: SET_UP.reportId,
      embedUrl: EMBED,
      enabled: true,
      accessToken: 'secret-token-Zx9Q',
      tokenExpiresAt: null,
    });
  });

  it('refuses an embed URL off app.powerbi.com in the browser, without a call', async () => {
    server.on(powerBiApi.get, SET_UP);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Settings/ }));
    const url = screen.getByLabelText('Embed URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://evil.example/report');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Embed URL must be an https://app.powerbi.com address')).toBeTruthy();
    expect(server.callsOf(powerBiApi.save)).toHaveLength(0);
  });

  it('deletes the token after a confirmation', async () => {
    server.on(powerBiApi.get, SET_UP).on(powerBiApi.deleteToken, reply(204));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Delete token/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsOf(powerBiApi.deleteToken)).toHaveLength(1));
    expect(server.callsOf(powerBiApi.deleteToken)[0]?.body).toEqual({ customerId: 5 });
  });

  it('shows a hidden report as such, and its changes disabled for staff without "Manage integrations"', async () => {
    server.on(powerBiApi.get, { ...SET_UP, enabled: false });
    renderPanel({ roles: [] });
    expect(await screen.findByText('The report is set up but not shown on the customer page.')).toBeTruthy();
    expect(screen.queryByTitle('Power BI report')).toBeNull();
    const reason = needsPermissionMessage(Permission.ManageIntegrations);
    for (const name of [/Settings/, /Delete token/]) {
      const button = screen.getByRole('button', { name, description: reason }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
    }
  });

  it('says when the settings could not be loaded', async () => {
    server.on(powerBiApi.get, reply(500, { code: 'InternalError', message: 'Boom' }));
    renderPanel();
    expect(await screen.findByText('The Power BI settings could not be loaded')).toBeTruthy();
  });
});
