import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  validationSettingsApi,
  type ValidationException,
  type ValidationSettings,
} from '@console/contract/validation-settings/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { READ_ONLY_REASON } from '../../kit/permit';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import ValidationSettingsPage from './ValidationSettingsPage';

const EXCEPTION: ValidationException = {
  id: 4,
  subjectType: 'document',
  subject: 'X0001111',
  check: 'tampering',
  reason: 'Laminate damaged',
  expiresOn: '2026-01-10',
  expired: true,
  createdBy: 'admin',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
};

const SETTINGS: ValidationSettings = {
  checks: [
    { name: 'tampering', title: 'No signs of tampering', enabled: true },
    { name: 'fontConsistency', title: 'Font consistency', enabled: false },
  ],
  exceptions: [EXCEPTION],
  version: 3,
  publishedAt: '2026-01-05T12:00:00Z',
  unpublishedChanges: true,
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

/** As staff of a company with the validation settings module. */
const renderPage = (as: StaffKind = 'admin') =>
  renderRoutes([{ path: '/validationSettings', element: <ValidationSettingsPage /> }], {
    url: '/validationSettings',
    bootstrap: bootstrapAs(as, { modules: [{ id: 1, name: Module.ValidationSettings, moduleFeatures: [] }] }),
  });

describe('ValidationSettingsPage', () => {
  it('shows the published version, the unpublished changes, each check and the exceptions with their expiry', async () => {
    server.on(validationSettingsApi.get, SETTINGS);
    renderPage();
    expect(await screen.findByText(/Version 3, published/)).toBeTruthy();
    expect(screen.getByText(/changes the devices do not have yet/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'No signs of tampering' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Font consistency' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    const row = screen.getByRole('row', { name: /X0001111/ });
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('Laminate damaged')).toBeTruthy();
  });

  it('switches a check through the toggle call and says so', async () => {
    server.on(validationSettingsApi.get, SETTINGS).on(validationSettingsApi.toggle, {
      ...SETTINGS,
      checks: SETTINGS.checks.map((c) => ({ ...c, enabled: true })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Font consistency' }));
    expect(await screen.findByText('Font consistency turned on')).toBeTruthy();
    expect(server.callsOf(validationSettingsApi.toggle)[0]?.body).toEqual({
      check: 'fontConsistency',
      enabled: true,
    });
  });

  it('publishes with Sync and names the version', async () => {
    server
      .on(validationSettingsApi.get, SETTINGS)
      .on(validationSettingsApi.sync, { version: 4, publishedAt: '2026-01-06T12:00:00Z' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Sync/ }));
    expect(await screen.findByText('Version 4 published: devices refresh now')).toBeTruthy();
  });

  it("puts the server's refusal of an exception on its field", async () => {
    server.on(validationSettingsApi.get, SETTINGS).on(
      validationSettingsApi.createException,
      reply(400, {
        code: 'ValidationError',
        message: 'An exception for this document or person and check exists already',
        propertyErrors: { subject: ['An exception for this document or person and check exists already'] },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add exception/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Document Number'), 'X0001111');
    await userEvent.click(within(dialog).getByLabelText('Check'));
    await userEvent.click(await screen.findByTitle('No signs of tampering'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getAllByText(/exists already/).length).toBeGreaterThan(0));
    expect(server.callsOf(validationSettingsApi.createException)[0]?.body).toMatchObject({
      subjectType: 'document',
      subject: 'X0001111',
      check: 'tampering',
      reason: 'Again',
      expiresOn: null,
    });
  });

  it('shows staff without "Publish validation settings" the checks and exceptions, every change disabled naming it', async () => {
    server.on(validationSettingsApi.get, SETTINGS);
    renderPage('support');
    await screen.findByText(/Version 3, published/);
    const reason = needsPermissionMessage(Permission.PublishValidation);
    expect(reason).toBe('This needs the permission "Publish validation settings" (granted by Admin).');
    const refused = [
      screen.getByRole('button', { name: /Sync/, description: reason }),
      screen.getByRole('button', { name: /Add exception/, description: reason }),
      screen.getByRole('switch', { name: 'Font consistency', description: reason }),
    ];
    for (const control of refused) expect((control as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells read-only staff their account is read-only', async () => {
    server.on(validationSettingsApi.get, SETTINGS);
    renderPage('readOnly');
    await screen.findByText(/Version 3, published/);
    const sync = screen.getByRole('button', { name: /Sync/, description: READ_ONLY_REASON });
    expect((sync as HTMLButtonElement).disabled).toBe(true);
    const check = screen.getByRole('switch', { name: 'Font consistency', description: READ_ONLY_REASON });
    expect((check as HTMLButtonElement).disabled).toBe(true);
  });
});
