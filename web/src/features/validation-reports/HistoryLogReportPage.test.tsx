import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  validationReportsApi,
  type HistoryLogEntry,
  type HistoryLogEntryDetail,
} from '@console/contract/validation-reports';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import HistoryLogEntryPage from './HistoryLogEntryPage';
import HistoryLogReportPage from './HistoryLogReportPage';

const ENTRY: HistoryLogEntry = {
  id: 41,
  requestId: 9001,
  accountId: 3,
  customerName: 'Willow Terrace',
  kind: 'automatic',
  validated: false,
  severity: 'high',
  documentType: 'DriversLicense',
  documentNumber: 'D1000001',
  personName: 'Jane Sample',
  failedChecks: 2,
  validatedAt: '2026-01-05T12:00:00Z',
  validatedBy: null,
};
const DETAIL: HistoryLogEntryDetail = {
  ...ENTRY,
  checks: [
    {
      name: 'documentExpired',
      title: 'Document not expired',
      result: 'passed',
      reason: null,
      severity: 'none',
    },
    {
      name: 'tampering',
      title: 'No signs of tampering',
      result: 'failed',
      reason: 'Edited photo',
      severity: 'high',
    },
  ],
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const render = (url: string) =>
  renderRoutes(
    [
      { path: '/Reports/HistoryLogReport', element: <HistoryLogReportPage /> },
      { path: '/Reports/HistoryLogReport/:id', element: <HistoryLogEntryPage /> },
    ],
    { url },
  );
const listQueries = () =>
  server.callsOf(validationReportsApi.historyLog).map((call) => Object.fromEntries(call.query));

describe('HistoryLogReportPage', () => {
  it('lists the validations with their customer, outcome and severity, the filters read from the address', async () => {
    server.on(validationReportsApi.historyLog, { items: [ENTRY], total: 1, totalPages: 1, page: 1 });
    render(
      '/Reports/HistoryLogReport?validated=false&severity=high&custId=3&from=2026-01-05T00:00:00.000Z&to=2026-01-06T00:00:00.000Z',
    );
    const row = await screen.findByRole('row', { name: /D1000001/ });
    expect(within(row).getByText('Willow Terrace')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('No')).toBeTruthy();
    expect(listQueries()[0]).toEqual({
      page: '1',
      pageSize: '20',
      validated: 'false',
      severity: 'high',
      custId: '3',
      from: '2026-01-05T00:00:00.000Z',
      to: '2026-01-06T00:00:00.000Z',
    });
    // The window in the address is the one shown, with the way back to the default.
    expect(screen.getByRole('button', { name: 'Last 24 hours' })).toBeTruthy();
  });

  it('puts a chosen severity in the address and asks for it, from page 1', async () => {
    server.on(validationReportsApi.historyLog, { items: [ENTRY], total: 1, totalPages: 1, page: 1 });
    const { router } = render('/Reports/HistoryLogReport?page=2');
    await screen.findByRole('row', { name: /D1000001/ });
    const filters = screen.getByRole('region', { name: 'Filters' });
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Severity filter' }));
    fireEvent.click(await screen.findByTitle('Medium'));
    await waitFor(() => expect(router.state.location.search).toBe('?severity=medium'));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ page: '1', pageSize: '20', severity: 'medium' }),
    );
  });

  it('says the window is the default one when the address has none', async () => {
    server.on(validationReportsApi.historyLog, { items: [], total: 0, totalPages: 0, page: 1 });
    render('/Reports/HistoryLogReport');
    expect(await screen.findByText('No validations in this window')).toBeTruthy();
    expect(screen.getByText('Last 24 hours')).toBeTruthy();
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '20' });
  });

  it('opens an entry with each check, its result, severity and reason', async () => {
    server.on(validationReportsApi.historyLogEntry, DETAIL);
    render('/Reports/HistoryLogReport/41');
    const tampering = await screen.findByRole('row', { name: /No signs of tampering/ });
    expect(within(tampering).getByText('Failed')).toBeTruthy();
    expect(within(tampering).getByText('High')).toBeTruthy();
    expect(within(tampering).getByText('Edited photo')).toBeTruthy();
    expect(screen.getByText('Jane Sample')).toBeTruthy();
  });

  it('says an entry of no one (or another company) is not found', async () => {
    server.on(validationReportsApi.historyLogEntry, reply(404, { code: 'NotFound', message: 'Not found' }));
    render('/Reports/HistoryLogReport/999');
    expect(await screen.findByText('History log entry not found')).toBeTruthy();
  });
});
