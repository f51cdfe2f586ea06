import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  validationReportsApi,
  type HistoryLogEntry,
  type HistoryLogEntryDetail,
} from '@console/contract/validation-reports/api';
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
/** Each list call's query, a repeated key (the period) as its list. */
const listQueries = () =>
  server.callsOf(validationReportsApi.historyLog).map((call) =>
    Object.fromEntries(
      [...new Set(call.query.keys())].map((name) => {
        const values = call.query.getAll(name);
        return [name, values.length > 1 ? values : values[0]];
      }),
    ),
  );
const PERIOD = ['2026-01-05T00:00:00.000Z', '2026-01-06T00:00:00.000Z'];

describe('HistoryLogReportPage', () => {
  it('lists the validations with their customer, outcome and severity, the filters read from the address', async () => {
    server.on(validationReportsApi.historyLog, { items: [ENTRY], total: 1, totalPages: 1, page: 1 });
    render(
      `/Reports/HistoryLogReport?validated=false&severity=high&custId=3&fromto=${PERIOD[0]}&fromto=${PERIOD[1]}`,
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
      fromto: PERIOD,
    });
    // The period in the address is the one chosen, with the way back to the default.
    expect(screen.getByRole('button', { name: 'Default period' })).toBeTruthy();
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

  it('says the period is the default one when the address has none, and leaves it to the server', async () => {
    server.on(validationReportsApi.historyLog, { items: [], total: 0, totalPages: 0, page: 1 });
    render('/Reports/HistoryLogReport');
    expect(await screen.findByText('No validations in this period')).toBeTruthy();
    expect(screen.getByText('Last 24 hours')).toBeTruthy();
    expect(listQueries()[0]).toEqual({ page: '1', pageSize: '20' });
  });

  it('takes the period out of the address with Default period', async () => {
    server.on(validationReportsApi.historyLog, { items: [ENTRY], total: 1, totalPages: 1, page: 1 });
    const { router } = render(`/Reports/HistoryLogReport?fromto=${PERIOD[0]}&fromto=${PERIOD[1]}&page=2`);
    fireEvent.click(await screen.findByRole('button', { name: 'Default period' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Last 24 hours')).toBeTruthy();
  });

  it('opens its CSV, every row its filters match, in a new window', async () => {
    server.on(validationReportsApi.historyLog, { items: [ENTRY], total: 1, totalPages: 1, page: 1 });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      render(`/Reports/HistoryLogReport?severity=high&fromto=${PERIOD[0]}&fromto=${PERIOD[1]}&page=2`);
      await screen.findByRole('row', { name: /D1000001/ });
      fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
      const [address, target, features] = open.mock.calls[0] ?? [];
      const url = new URL(String(address), 'http://console.test');
      expect([url.pathname, target, features]).toEqual([
        validationReportsApi.historyLog.path,
        '_blank',
        'noopener',
      ]);
      expect([...url.searchParams]).toEqual([
        ['fromto', PERIOD[0]],
        ['fromto', PERIOD[1]],
        ['severity', 'high'],
        ['format', 'csv'],
      ]);
    } finally {
      open.mockRestore();
    }
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
