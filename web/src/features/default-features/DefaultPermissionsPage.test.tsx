import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultFeaturesApi, type DefaultCustomerFeature } from '@console/contract/default-features/api';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { READ_ONLY_REASON } from '../../kit/permit';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import DefaultPermissionsPage from './DefaultPermissionsPage';

const FEATURES: DefaultCustomerFeature[] = [
  {
    id: 6,
    name: 'idScanning',
    title: 'ID scanning',
    description: 'Scan and parse identity documents.',
    isEnabled: true,
  },
  {
    id: 7,
    name: 'faceMatch',
    title: 'Face match',
    description: 'Compare the portrait with a selfie.',
    isEnabled: false,
  },
];

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const renderPage = (readOnly = false) =>
  renderRoutes([{ path: '/Dashboard/DefaultPermissions', element: <DefaultPermissionsPage /> }], {
    url: '/Dashboard/DefaultPermissions',
    // The Checkpoint role alone grants "Manage default customer permissions".
    bootstrap: makeBootstrap({
      user: { id: 1, name: 'Casey', userName: 'checkpoint', readOnly },
      roles: ['Checkpoint'],
    }),
  });

const checkbox = (title: string) =>
  screen.getByRole('checkbox', { name: new RegExp(title) }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('DefaultPermissionsPage', () => {
  it('shows each customer feature with title, description and its default, saying it applies to new customers', async () => {
    server.on(defaultFeaturesApi.list, FEATURES);
    renderPage();
    expect(await screen.findByText('ID scanning')).toBeTruthy();
    expect(screen.getByText('Default customer permissions')).toBeTruthy();
    expect(screen.getByText(/apply to new customers/)).toBeTruthy();
    expect(screen.getByText('Compare the portrait with a selfie.')).toBeTruthy();
    expect(checkbox('ID scanning').checked).toBe(true);
    expect(checkbox('Face match').checked).toBe(false);
    // Nothing changed yet: nothing to save.
    expect(saveButton().disabled).toBe(true);
  });

  it('saves every feature with its tick and says so', async () => {
    server.on(defaultFeaturesApi.list, FEATURES).on(
      defaultFeaturesApi.update,
      FEATURES.map((f) => ({ ...f, isEnabled: f.id === 7 })),
    );
    renderPage();
    await screen.findByText('ID scanning');
    await userEvent.click(checkbox('ID scanning'));
    await userEvent.click(checkbox('Face match'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Default customer permissions updated!')).toBeTruthy();
    const [update] = server.callsOf(defaultFeaturesApi.update);
    expect(update?.body).toEqual([
      { featureId: 6, isEnabled: false },
      { featureId: 7, isEnabled: true },
    ]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(checkbox('Face match').checked).toBe(true);
  });

  it("shows 'Saving failed' when the save is refused, keeping the ticks", async () => {
    server
      .on(defaultFeaturesApi.list, FEATURES)
      .on(
        defaultFeaturesApi.update,
        reply(500, { code: 'InternalError', message: 'Something went wrong on our side.' }),
      );
    renderPage();
    await screen.findByText('ID scanning');
    await userEvent.click(checkbox('Face match'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Saving failed')).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
    expect(checkbox('Face match').checked).toBe(true);
  });

  it('says so when there are no customer features', async () => {
    server.on(defaultFeaturesApi.list, []);
    renderPage();
    expect(await screen.findByText('There are no customer features')).toBeTruthy();
  });

  it('lets read-only staff look but not change', async () => {
    server.on(defaultFeaturesApi.list, FEATURES);
    renderPage(true);
    await screen.findByText('ID scanning');
    expect(checkbox('Face match').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save', description: READ_ONLY_REASON })).toBe(saveButton());
  });
});
