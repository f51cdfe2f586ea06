import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  reportReceiversApi,
  type ReportReceiver,
  type ReportType,
} from '@console/contract/report-receivers/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { READ_ONLY_REASON } from '../../kit/permit';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import ReceiversPage from './ReceiversPage';

const SENT: ReportReceiver = {
  id: 11,
  reportType: 'FailedVerificationRecords',
  reportTitle: 'Failed verification records',
  filters: {},
  frequency: 'daily',
  hour: 6,
  weekday: null,
  monthDay: null,
  recipients: ['ops@customer.test', 'audit@customer.test'],
  enabled: true,
  nextSendAt: '2026-11-25T06:00:00Z',
  state: 'sent',
  lastAttemptAt: '2026-11-24T06:00:00Z',
  lastSentAt: '2026-11-24T06:00:00Z',
  lastError: null,
  createdAt: '2026-11-20T10:00:00Z',
};
const FAILED: ReportReceiver = {
  ...SENT,
  id: 12,
  frequency: 'weekly',
  weekday: 1,
  hour: 7,
  recipients: ['desk@customer.test'],
  state: 'failed',
  lastSentAt: null,
  lastError: 'Mailbox unavailable (550)',
};
const TYPES: ReportType[] = [
  {
    type: 'FailedVerificationRecords',
    title: 'Failed verification records',
    filters: [
      { name: 'searchQuery', title: 'Search', control: { kind: 'text', maxLength: 200 } },
      {
        name: 'sortField',
        title: 'Sort by',
        control: {
          kind: 'choice',
          options: [
            { value: 'failedAt', label: 'Failed' },
            { value: 'cardId', label: 'Card ID' },
          ],
        },
      },
      { name: 'custId', title: 'Customer', control: { kind: 'customer' } },
    ],
  },
];
const PAGE = { items: [SENT, FAILED], total: 2, totalPages: 1, page: 1 };

let server: FakeServer;
beforeEach(() => {
  // The report filter lists the types on every visit.
  server = fakeServer().on(reportReceiversApi.types, TYPES);
});

/** An open select's option (the list's cells may carry the same title). */
const optionTitled = async (title: string) => {
  const found = (await screen.findAllByTitle(title)).find((element) =>
    element.closest('.ant-select-dropdown'),
  );
  if (!found) throw new Error(`no option titled ${title}`);
  return found;
};

const renderPage = (readOnly = false, url = '/Reports/Receivers') =>
  renderRoutes([{ path: '/Reports/Receivers', element: <ReceiversPage /> }], {
    url,
    // A company with Veriscan and its reports feature, whose calls these are.
    bootstrap: makeBootstrap({
      user: { id: 1, name: 'Casey', userName: 'admin', readOnly },
      modules: [{ id: 1, name: 'Veriscan', moduleFeatures: [{ featureId: 1, name: 'reports' }] }],
    }),
  });

describe('ReceiversPage', () => {
  it('lists the receivers with their schedule, recipients and last send, a failure with its error', async () => {
    server.on(reportReceiversApi.list, PAGE);
    renderPage();
    const sent = await screen.findByRole('row', { name: /ops@customer\.test/ });
    expect(within(sent).getByText('Daily at 06:00 UTC')).toBeTruthy();
    expect(within(sent).getByText('audit@customer.test')).toBeTruthy();
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /Retry/ })).toBeNull();
    const failed = screen.getByRole('row', { name: /desk@customer\.test/ });
    expect(within(failed).getByText('Weekly on Monday at 07:00 UTC')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Mailbox unavailable (550)')).toBeTruthy();
  });

  it('reads the report filter from the address and sends it with the list call', async () => {
    server.on(reportReceiversApi.list, PAGE);
    renderPage(false, '/Reports/Receivers?reportType=FailedVerificationRecords&textFilter=ops');
    await screen.findByRole('row', { name: /ops@customer\.test/ });
    const [call] = server.callsOf(reportReceiversApi.list);
    expect(call?.query.get('reportType')).toBe('FailedVerificationRecords');
    expect(call?.query.get('textFilter')).toBe('ops');
    expect(await screen.findByTitle('Failed verification records')).toBeTruthy();
  });

  it('sends a failed receiver again with Retry', async () => {
    server.on(reportReceiversApi.list, PAGE).on(reportReceiversApi.retry, FAILED);
    renderPage();
    const failed = await screen.findByRole('row', { name: /desk@customer\.test/ });
    await userEvent.click(within(failed).getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(server.callsOf(reportReceiversApi.retry)).toHaveLength(1));
    expect(server.callsOf(reportReceiversApi.retry)[0]?.params).toEqual({ id: '12' });
    expect(await screen.findByText('The report is being sent again')).toBeTruthy();
  });

  it('adds a receiver: the report from AllReportsTypes, its filters by their own controls, a weekly schedule and the recipients', async () => {
    server.on(reportReceiversApi.list, PAGE).on(reportReceiversApi.create, SENT);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add receiver/ }));
    const dialog = await screen.findByRole('dialog');
    // Asked for without a report, the form says so; choosing one clears it.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Report is required')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('Report'));
    await userEvent.click(await optionTitled('Failed verification records'));
    await waitFor(() => expect(within(dialog).queryByText('Report is required')).toBeNull());
    // Staff words, not the address's: the sort is a choice among columns, the customer a lookup.
    expect(within(dialog).getByRole('combobox', { name: 'Customer' })).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'F99');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await optionTitled('Card ID'));
    await userEvent.click(within(dialog).getByText('Weekly'));
    await userEvent.type(
      within(dialog).getByLabelText('Recipients'),
      'Ops@Customer.test,audit@customer.test,',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.callsOf(reportReceiversApi.create)).toHaveLength(1));
    expect(server.callsOf(reportReceiversApi.create)[0]?.body).toEqual({
      reportType: 'FailedVerificationRecords',
      filters: { searchQuery: 'F99', sortField: 'cardId' },
      frequency: 'weekly',
      hour: 6,
      weekday: 1,
      monthDay: null,
      recipients: ['Ops@Customer.test', 'audit@customer.test'],
      enabled: true,
    });
  });

  it('refuses a recipient that is not an e-mail address in the browser, without a call', async () => {
    server.on(reportReceiversApi.list, PAGE);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Add receiver/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByLabelText('Report'));
    await userEvent.click(await optionTitled('Failed verification records'));
    await userEvent.type(within(dialog).getByLabelText('Recipients'), 'not-an-address,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('not-an-address is not a valid e-mail address')).toBeTruthy();
    expect(server.callsOf(reportReceiversApi.create)).toHaveLength(0);
  });

  it('says when there are no receivers, and lets read-only staff look but not change', async () => {
    server.on(reportReceiversApi.list, { items: [], total: 0, totalPages: 0, page: 1 });
    renderPage(true);
    expect(await screen.findByText('No report receivers yet')).toBeTruthy();
    const add = screen.getByRole('button', { name: /Add receiver/, description: READ_ONLY_REASON });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});
