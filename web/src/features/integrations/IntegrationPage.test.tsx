import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { integrationsApi, type Integration, type SyncState } from '@console/contract/integrations/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { READ_ONLY_REASON } from '../../kit/permit';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import IntegrationPage from './IntegrationPage';

const GUID = '95a1e800-3631-47d4-8835-9f10d6fb8fe5';
const NO_SYNC: SyncState = { jobId: null, state: null, kind: null, progress: null, error: null, last: null };

const integration = (overrides: Partial<Integration> = {}): Integration => ({
  system: 'yardi',
  configured: true,
  locationGuid: GUID,
  locationId: 31,
  locationName: 'Front Desk',
  customerId: 5,
  customerName: 'Harbor Flats',
  baseUrl: 'https://yardi.example/api',
  partnerLocationId: 'MAPLE',
  enabled: true,
  credentials: { username: 'yardi-user', password: '••••••0001' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  sync: NO_SYNC,
  ...overrides,
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const renderPage = (system = 'yardi', as: StaffKind = 'admin') =>
  renderRoutes([{ path: '/Integrations/:system/:guid', element: <IntegrationPage /> }], {
    url: `/Integrations/${system}/${GUID}`,
    bootstrap: bootstrapAs(as, { modules: [{ id: 1, name: 'Veriscan', moduleFeatures: [] }] }),
  });

describe('IntegrationPage', () => {
  it('offers to connect a location that is not connected, and puts the server field errors on their fields', async () => {
    server
      .on(
        integrationsApi.get,
        integration({ configured: false, credentials: {}, baseUrl: '', partnerLocationId: '' }),
      )
      .on(
        integrationsApi.create,
        reply(400, {
          code: 'ValidationError',
          message: 'Base URL must start with http:// or https://',
          propertyErrors: { baseUrl: ['Base URL must start with http:// or https://'] },
        }),
      );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Yardi settings' }, { timeout: 5000 });
    expect(screen.getByText('This location is not connected to Yardi yet.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Base URL'), { target: { value: 'ftp://yardi.example' } });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'u' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret-value' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText('Base URL must start with http:// or https://')).toBeTruthy();
    expect(server.callsOf(integrationsApi.create)[0]).toMatchObject({
      params: { system: 'Yardi', guid: GUID },
      body: {
        baseUrl: 'ftp://yardi.example',
        partnerLocationId: '',
        enabled: true,
        credentials: { username: 'u', password: 'secret-value' },
      },
    });
  });

  it('shows a secret only as its mask, and sends no secret the user left empty', async () => {
    server.on(integrationsApi.get, integration()).on(integrationsApi.update, integration());
    renderPage();
    const form = await screen.findByRole('form', { name: 'Yardi settings' }, { timeout: 5000 });
    const password = within(form).getByLabelText('Password');
    expect((password as HTMLInputElement).value).toBe('');
    expect(password.getAttribute('placeholder')).toBe('••••••0001');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf(integrationsApi.update)).toHaveLength(1));
    expect(server.callsOf(integrationsApi.update)[0]?.body).toEqual({
      baseUrl: 'https://yardi.example/api',
      partnerLocationId: 'MAPLE',
      enabled: true,
      credentials: { username: 'yardi-user' },
    });
    expect(screen.getByRole('link', { name: /Back to Front Desk/ }).getAttribute('href')).toBe(
      '/Dashboard/Customers/5/Locations/31',
    );
  });

  it("links the location to one of the partner's locations, chosen from the partner's list", async () => {
    server
      .on(integrationsApi.get, integration({ partnerLocationId: '' }))
      .on(integrationsApi.partnerLocations, [{ id: 'OAK', name: 'Oak Terrace', address: '2 Oak St' }])
      .on(integrationsApi.update, integration());
    renderPage();
    const form = await screen.findByRole('form', { name: 'Yardi settings' }, { timeout: 5000 });
    fireEvent.click(within(form).getByRole('button', { name: /Choose from Yardi/ }));
    const picker = await within(form).findByRole('combobox', { name: 'Yardi locations' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('Oak Terrace (OAK)'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf(integrationsApi.update)).toHaveLength(1));
    expect(server.callsOf(integrationsApi.update)[0]?.body).toMatchObject({ partnerLocationId: 'OAK' });
  });

  it("tests the connection and shows the partner's answer", async () => {
    server.on(integrationsApi.get, integration()).on(integrationsApi.testConnection, {
      ok: false,
      message: 'Yardi GET /api/properties/MAPLE refused the credentials (401)',
      partnerLocation: null,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Test connection/ }, { timeout: 5000 }));
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(within(status).getByText('The connection failed')).toBeTruthy();
    expect(within(status).getByText(/refused the credentials \(401\)/)).toBeTruthy();
  });

  it('queues a sync of the chosen kind, then shows its retry and, once it ended, its result', async () => {
    const retrying: SyncState = {
      ...NO_SYNC,
      jobId: 'job-1',
      state: 'retrying',
      kind: 'units',
      error: 'Yardi GET /api/properties/MAPLE/units failed with 503: Down',
    };
    const done: SyncState = {
      ...retrying,
      state: 'completed',
      error: null,
      last: {
        kind: 'units',
        outcome: 'synced',
        created: 3,
        updated: 1,
        failed: 1,
        failures: [{ externalId: '104', reason: 'The record has no unitName' }],
        error: null,
        finishedAt: '2026-11-23T10:00:00.000Z',
      },
    };
    // Before the sync: none. After it: waiting to retry for the first reads (the page reads again
    // once the sync is queued, then every second while it is under way), then completed.
    let readsSinceSync: number | undefined;
    server
      .on(integrationsApi.get, integration())
      .on(integrationsApi.sync, (): SyncState => {
        readsSinceSync = 0;
        return { ...NO_SYNC, jobId: 'job-1', state: 'queued', kind: 'units' };
      })
      .on(integrationsApi.syncState, () => {
        if (readsSinceSync === undefined) return NO_SYNC;
        readsSinceSync += 1;
        return readsSinceSync <= 3 ? retrying : done;
      });
    renderPage();
    expect(await screen.findByText('No sync yet', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Sync now/ }));
    await waitFor(() => expect(server.callsOf(integrationsApi.sync)[0]?.body).toEqual({ kind: 'units' }));
    expect(
      await screen.findByText('The partner failed; the sync will be tried again', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const last = await screen.findByLabelText('Last sync', {}, { timeout: 5000 });
    expect(within(last).getByText('The record has no unitName')).toBeTruthy();
    // 'Synced' labels the kind's cell and tags the outcome.
    expect(within(last).getAllByText('Synced')).toHaveLength(2);
    expect(within(last).getByText('Units')).toBeTruthy();
  });

  it('shows a read-only Admin the settings, Save, Disconnect and Sync disabled as read-only', async () => {
    server.on(integrationsApi.get, integration());
    renderPage('yardi', 'readOnly');
    const form = await screen.findByRole('form', { name: 'Yardi settings' }, { timeout: 5000 });
    expect((within(form).getByLabelText('Base URL') as HTMLInputElement).disabled).toBe(true);
    for (const name of [/Save/, /Disconnect/, /Sync now/]) {
      const button = screen.getByRole('button', { name, description: READ_ONLY_REASON });
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('says not found for a system it does not know', async () => {
    renderPage('sharepoint');
    expect(await screen.findByText('Location not found')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
