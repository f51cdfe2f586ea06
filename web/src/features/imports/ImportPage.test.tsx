import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IMPORT_FILE_FIELD,
  importsApi,
  type ImportJob,
  type ImportPreview,
} from '@console/contract/imports/api';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { customer } from '../online-customers/testing';
import UsersDevicesImportPage from './UsersDevicesImportPage';

const api = importsApi.UsersDevices;

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  kind: 'UsersDevices',
  customerId: 5,
  fileName: 'people.csv',
  rows: 2,
  counts: [
    { entity: 'user', create: 1, update: 1, unchanged: 0 },
    { entity: 'device', create: 0, update: 0, unchanged: 0 },
  ],
  outcomes: [
    { line: 2, entity: 'user', key: 'ann', action: 'create', fields: [] },
    { line: 3, entity: 'user', key: 'bob', action: 'update', fields: ['Phone'] },
  ],
  errorCount: 0,
  errors: [],
  ...overrides,
});

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: '3f1f6a4e-2d7b-4c53-9d3e-6b1d7f0a9c11',
  kind: 'UsersDevices',
  customerId: 5,
  fileName: 'people.csv',
  state: 'queued',
  progress: null,
  result: null,
  error: null,
  ...overrides,
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(vsOnlineApi.select, { items: [{ id: 5, name: 'Harbor Flats' }], total: 1, totalPages: 1, page: 1 })
    .on(vsOnlineApi.get, customer({ id: 5, name: 'Harbor Flats' }));
});

const renderPage = () =>
  renderRoutes([{ path: '/Dashboard/Import/UsersDevices', element: <UsersDevicesImportPage /> }], {
    url: '/Dashboard/Import/UsersDevices?customerId=5',
    bootstrap: makeBootstrap({ modules: [{ id: 1, name: 'Veriscan', moduleFeatures: [] }] }),
  });

const chooseFile = async (name = 'people.csv') => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['Type,Login\nUser,ann\n'], name, { type: 'text/csv' }));
};

describe('the Users & Devices import page', () => {
  it("lists a file's errors by line, column and reason, and offers no import", async () => {
    server.on(
      api.preview,
      preview({
        errorCount: 2,
        errors: [
          { line: 3, column: 'Email', reason: 'Email is not a valid e-mail address' },
          { line: 7, column: 'Kind', reason: 'Kind must be one of iPad, Scanner, Phone, Desktop, Unknown' },
        ],
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Import Users & Devices' })).toBeTruthy();
    await chooseFile();

    const errors = await screen.findByRole('table', { name: 'Errors of the file' });
    expect(within(errors).getByText('Email is not a valid e-mail address')).toBeTruthy();
    expect(within(errors).getByText('7')).toBeTruthy();
    expect(screen.getByText('The file has 2 errors')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Import/ }).hasAttribute('disabled')).toBe(true);

    const [call] = server.callsOf(api.preview);
    expect(call?.params).toEqual({ customerId: '5' });
    expect(((call?.body as FormData).get(IMPORT_FILE_FIELD) as File).name).toBe('people.csv');
  });

  it('imports a clean file and follows the job from its progress to its result', async () => {
    let reads = 0;
    server
      .on(api.preview, preview())
      .on(api.start, job())
      .on(importsApi.job, () => {
        reads += 1;
        return reads === 1
          ? job({ state: 'running', progress: { phase: 'writing', done: 1000, total: 2000 } })
          : job({
              state: 'completed',
              result: {
                outcome: 'imported',
                rows: 2,
                counts: preview().counts,
                errorCount: 0,
                errors: [],
              },
            });
      });
    renderPage();
    await chooseFile();
    const outcomes = await screen.findByRole('table', { name: 'What each row does' });
    expect(within(outcomes).getByText('Phone')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByText('Written 1,000 of 2,000 records…')).toBeTruthy();
    expect(
      await screen.findByText('people.csv: 2 rows imported.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const written = screen.getByRole('table', { name: 'What the import wrote' });
    expect(within(written).getByText('Users')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the customer' }).getAttribute('href')).toBe(
      '/Dashboard/Customers/5',
    );
    await waitFor(() => expect(server.callsOf(importsApi.job)).toHaveLength(2));
  });
});
