import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failedRecordsApi, type CardCheck, type FailedRecord } from '@console/contract/failed-records/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { READ_ONLY_REASON } from '../../kit/permit';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import FailedRecordsPage from './FailedRecordsPage';

const RECORD: FailedRecord = {
  id: 7,
  accountId: 3,
  accountName: 'Willow Terrace',
  cardId: 'F9988776',
  personName: 'Alex Example',
  documentType: 'DriversLicense',
  failureReason: 'Barcode does not match the front',
  failedAt: '2026-01-05T12:00:00Z',
  requestId: null,
  source: 'manual',
  notes: '',
  createdAt: '2026-01-05T12:00:00Z',
  updatedAt: '2026-01-05T12:00:00Z',
};
const PAGE = { items: [RECORD], total: 1, totalPages: 1, page: 1 };
const CHECK: CardCheck = {
  cardId: 'F9988776',
  failed: true,
  count: 2,
  lastFailedAt: '2026-01-05T12:00:00Z',
  records: [RECORD],
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

/** As staff of a company with the validation settings module. */
const renderPage = (as: StaffKind = 'admin', url = '/Dashboard/FailedRecords') =>
  renderRoutes([{ path: '/Dashboard/FailedRecords', element: <FailedRecordsPage /> }], {
    url,
    bootstrap: bootstrapAs(as, { modules: [{ id: 1, name: Module.ValidationSettings, moduleFeatures: [] }] }),
  });

describe('FailedRecordsPage', () => {
  it('lists the records with their customer, reason and source, reading the filters from the address', async () => {
    server.on(failedRecordsApi.list, PAGE);
    renderPage('admin', '/Dashboard/FailedRecords?searchQuery=F99&custId=3');
    const row = await screen.findByRole('row', { name: /F9988776/ });
    expect(within(row).getByText('Willow Terrace')).toBeTruthy();
    expect(within(row).getByText('Barcode does not match the front')).toBeTruthy();
    expect(within(row).getByText('Added by hand')).toBeTruthy();
    const [call] = server.callsOf(failedRecordsApi.list);
    expect(call?.query.get('searchQuery')).toBe('F99');
    expect(call?.query.get('custId')).toBe('3');
  });

  it('checks a card id through CheckCardId and says how often it failed', async () => {
    server.on(failedRecordsApi.list, PAGE).on(failedRecordsApi.checkCardId, CHECK);
    renderPage();
    await userEvent.type(await screen.findByLabelText('Check a card ID'), 'f9988776{Enter}');
    expect(await screen.findByText(/F9988776 failed 2 times/)).toBeTruthy();
    expect(server.callsOf(failedRecordsApi.checkCardId)[0]?.params).toEqual({ id: 'f9988776' });
  });

  it('refuses a malformed card id in the browser, without a call', async () => {
    server.on(failedRecordsApi.list, PAGE);
    renderPage();
    await userEvent.type(await screen.findByLabelText('Check a card ID'), 'bad;id{Enter}');
    expect(await screen.findByText('Card ID is letters, digits, spaces and dashes')).toBeTruthy();
    expect(server.callsOf(failedRecordsApi.checkCardId)).toHaveLength(0);
  });

  it('starts a Sync and says it runs in the background', async () => {
    server.on(failedRecordsApi.list, PAGE).on(failedRecordsApi.sync, { jobId: 'job-1' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Sync/ }));
    expect(await screen.findByText(/Sync started/)).toBeTruthy();
    expect(server.callsOf(failedRecordsApi.sync)).toHaveLength(1);
  });

  it('shows staff without "Publish validation settings" the records, every change disabled naming it', async () => {
    server.on(failedRecordsApi.list, PAGE);
    renderPage('support');
    const row = await screen.findByRole('row', { name: /F9988776/ });
    const reason = needsPermissionMessage(Permission.PublishValidation);
    const refused = [
      screen.getByRole('button', { name: /Sync/, description: reason }),
      screen.getByRole('button', { name: /Add record/, description: reason }),
      within(row).getByRole('button', { name: 'Edit record 7', description: reason }),
      within(row).getByRole('button', { name: 'Delete record 7', description: reason }),
    ];
    for (const button of refused) expect((button as HTMLButtonElement).disabled).toBe(true);
    // Checking a card is reading: theirs.
    expect((screen.getByLabelText('Check a card ID') as HTMLInputElement).disabled).toBe(false);
  });

  it('tells read-only staff their account is read-only', async () => {
    server.on(failedRecordsApi.list, PAGE);
    renderPage('readOnly');
    await screen.findByRole('row', { name: /F9988776/ });
    const sync = screen.getByRole('button', { name: /Sync/, description: READ_ONLY_REASON });
    expect((sync as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Delete record 7', description: READ_ONLY_REASON }),
    ).toBeTruthy();
  });
});
