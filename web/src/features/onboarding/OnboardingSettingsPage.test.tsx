import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationArgsProps } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { metadataApi } from '@console/contract/metadata-schema';
import { onboardingApi, type OnboardingSettings } from '@console/contract/onboarding/api';
import { setNotifier } from '../../kit/data/notify';
import { makeField } from '../../kit/meta/testing';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import { findDialogTitled } from '../accounts/testing';
import OnboardingSettingsPage from './OnboardingSettingsPage';
import { TEXT } from './texts';

const SETTINGS: OnboardingSettings = {
  idScan: true,
  faceMatch: false,
  incomeVerification: true,
  linkValidHours: 48,
  maxAttempts: 3,
  notificationEmail: null,
};

const bool = (name: string, caption: string) => makeField({ name, caption, type: 'bool', span: 8 });
const int = (name: string, caption: string, maxValue: number) =>
  makeField({ name, caption, type: 'int', required: true, minValue: 1, maxValue, span: 12 });

/** The metadata of the settings' PUT body, as the server derives it from the contract. */
const SETTINGS_FIELDS: FieldMetadata[] = [
  bool('idScan', 'ID Scan'),
  bool('faceMatch', 'Face Match'),
  bool('incomeVerification', 'Income Verification'),
  int('linkValidHours', 'Link Valid (hours)', 720),
  int('maxAttempts', 'Attempts Allowed', 10),
  makeField({
    name: 'notificationEmail',
    caption: 'Notification Email',
    type: 'string',
    maxLength: 200,
    format: 'email',
    required: true,
    span: 24,
  }),
];

let server: FakeServer;
let shown: NotificationArgsProps[];
beforeEach(() => {
  shown = [];
  setNotifier({ error: (args) => shown.push(args) });
  server = fakeServer()
    .on(onboardingApi.list, { items: [], total: 0, totalPages: 0, page: 1 })
    .on(metadataApi.route, (call) => ({
      httpMethod: call.query.get('httpMethod') ?? '',
      route: call.query.get('route') ?? '',
      fields: SETTINGS_FIELDS,
    }));
});
afterEach(() => setNotifier(undefined));

/** As staff of a company with the Veriscan module (the onboarding calls'). */
const renderPage = (as: StaffKind = 'admin') =>
  renderRoutes([{ path: '/Dashboard/OnboardingSettings', element: <OnboardingSettingsPage /> }], {
    url: '/Dashboard/OnboardingSettings',
    bootstrap: bootstrapAs(as, { modules: [{ id: 1, name: Module.Veriscan, moduleFeatures: [] }] }),
  });

describe('OnboardingSettingsPage', () => {
  it('tolerates the 404 of default settings never saved: says so, with no error notification', async () => {
    server.on(onboardingApi.defaultSettings, reply(404, { code: 'NotFound', message: 'Not found' }));
    renderPage();
    expect(await screen.findByText(TEXT.defaultsNotSet)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Set/ })).toBeTruthy();
    expect(await screen.findByText('No onboarding accounts yet')).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('reports any other failure of the read: the error notification and the card says it failed', async () => {
    server.on(onboardingApi.defaultSettings, reply(500, { code: 'InternalError', message: 'Database down' }));
    renderPage();
    expect(await screen.findByText(`${TEXT.defaultSettings} could not be loaded`)).toBeTruthy();
    await waitFor(() => expect(shown.map((notice) => String(notice.description))).toContain('Database down'));
  });

  it('shows saved defaults and saves an edit with an empty e-mail as none', async () => {
    server
      .on(onboardingApi.defaultSettings, SETTINGS)
      .on(onboardingApi.updateDefaultSettings, (call) => call.body as OnboardingSettings);
    renderPage();
    expect(await screen.findByText('Link Valid (hours)')).toBeTruthy();
    expect(screen.getByText('48')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const dialog = await findDialogTitled(`${TEXT.edit} ${TEXT.defaultSettings}`);
    const attempts = await within(dialog).findByLabelText('Attempts Allowed');
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf(onboardingApi.updateDefaultSettings)).toHaveLength(1));
    expect(server.callsOf(onboardingApi.updateDefaultSettings)[0]?.body).toEqual({
      ...SETTINGS,
      maxAttempts: 5,
    });
  });

  it('shows the defaults to staff without "Change company defaults", Edit saying it needs it', async () => {
    server.on(onboardingApi.defaultSettings, SETTINGS);
    renderPage('support');
    expect(await screen.findByText('Link Valid (hours)')).toBeTruthy();
    const reason = needsPermissionMessage(Permission.ChangeCompanyDefaults);
    expect(reason).toBe('This needs the permission "Change company defaults" (granted by Admin).');
    const edit = screen.getByRole('button', { name: /Edit/, description: reason }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
  });
});
