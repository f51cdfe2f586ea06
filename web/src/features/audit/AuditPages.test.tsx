import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditApi, type AuditEntry, type AuditEntryDetail } from '@console/contract/audit/api';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import AuditCustomerPage from './AuditCustomerPage';
import DashboardAuditPage from './DashboardAuditPage';

const ENTRY: AuditEntry = {
  id: 41,
  at: '2026-01-05T12:00:00Z',
  actorId: 3,
  actorName: 'casey',
  action: 'accountUser.update',
  state: 'Modified',
  objectType: 'accountUser',
  objectId: '9',
  fields: ['firstName', 'password', 'settings'],
};
const DETAIL: AuditEntryDetail = {
  ...ENTRY,
  requestId: 'req-1',
  changes: {
    firstName: { from: 'Sam', to: 'Samantha' },
    password: { to: '(changed)' },
    settings: { from: { zone: 'CST', dayEnds: 1 }, to: { zone: 'CST', dayEnds: 2 } },
  },
};
const PAGE = { items: [ENTRY], total: 1, totalPages: 1, page: 1, totalCapped: false };

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(auditApi.objectTypes, [
      { id: 'account', name: 'Account' },
      { id: 'accountUser', name: 'Account user' },
      { id: 'failedRecord', name: 'Failed record' },
    ])
    .on(auditApi.states, [
      { id: 'Added', name: 'Added' },
      { id: 'Modified', name: 'Modified' },
      { id: 'Deleted', name: 'Deleted' },
    ])
    .on(auditApi.simpleCustomers, [{ id: 5, name: 'Willow Terrace' }]);
});

const render = (url: string, administered: { id: number; name: string } | null = { id: 1, name: 'Alpha' }) =>
  renderRoutes(
    [
      { path: '/auditCustomer', element: <AuditCustomerPage /> },
      { path: '/Dashboard/Audit', element: <DashboardAuditPage /> },
    ],
    { url, bootstrap: makeBootstrap({ administeredCompany: administered }) },
  );

describe('the audit page', () => {
  it('lists the changes with who, what and which fields, sending the filters of the address', async () => {
    server.on(auditApi.list, PAGE);
    render('/auditCustomer?user=casey&objectType=accountUser&objectId=9&state=Modified&customerId=5');
    const row = await screen.findByRole('row', { name: /accountUser\.update/ });
    expect(within(row).getByText('casey')).toBeTruthy();
    expect(within(row).getByText('Account user')).toBeTruthy();
    expect(within(row).getByText('firstName, password, settings')).toBeTruthy();
    // The spec's date-time, MM/DD/YYYY h:mm A, as every other list shows an instant.
    expect(within(row).getByText(/^01\/0[45]\/2026 \d{1,2}:00 (AM|PM)$/)).toBeTruthy();
    const [call] = server.callsOf(auditApi.list);
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      user: 'casey',
      objectType: 'accountUser',
      objectId: '9',
      state: 'Modified',
      customerId: '5',
    });
  });

  it('applies a user typed in the filter, from the first page', async () => {
    server.on(auditApi.list, PAGE);
    render('/auditCustomer?page=2');
    await userEvent.type(await screen.findByLabelText('User filter'), 'jordan{Enter}');
    await screen.findByRole('row', { name: /accountUser\.update/ });
    const last = server.callsOf(auditApi.list).at(-1);
    expect(last?.query.get('user')).toBe('jordan');
    expect(last?.query.get('page')).toBe('1');
  });

  it('opens a change side by side, the changed fields marked, a secret without values', async () => {
    server.on(auditApi.list, PAGE).on(auditApi.entry, DETAIL);
    render('/auditCustomer');
    await userEvent.click(await screen.findByRole('button', { name: 'View change 41' }));
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const first = within(changes).getByRole('row', { name: /firstName/ });
    expect(within(first).getByText('Sam')).toBeTruthy();
    expect(within(first).getByText('Samantha')).toBeTruthy();
    expect(first.getAttribute('data-changed')).toBe('true');
    const password = within(changes).getByRole('row', { name: /password/ });
    expect(within(password).getAllByText('Changed (secret: value not recorded)')).toHaveLength(2);
    // Of a recorded object, only the part that changed is marked.
    expect(
      within(changes)
        .getByRole('row', { name: /settings\.zone/ })
        .getAttribute('data-changed'),
    ).toBe('false');
    expect(
      within(changes)
        .getByRole('row', { name: /settings\.dayEnds/ })
        .getAttribute('data-changed'),
    ).toBe('true');
    expect(server.callsOf(auditApi.entry)[0]?.params.id).toBe('41');
  });

  it('lists the customers of company 1 when no company is chosen', async () => {
    server.on(auditApi.list, PAGE);
    render('/auditCustomer', null);
    await screen.findByRole('row', { name: /accountUser\.update/ });
    expect(server.callsOf(auditApi.simpleCustomers)[0]?.params.company).toBe('1');
  });

  it('says so when nothing matches', async () => {
    server.on(auditApi.list, { items: [], total: 0, totalPages: 0, page: 1, totalCapped: false });
    render('/auditCustomer?user=nobody');
    expect(await screen.findByText('No changes match')).toBeTruthy();
  });

  it('says when the total stopped at the cap', async () => {
    server.on(auditApi.list, { ...PAGE, total: 10_000, totalPages: 1000, totalCapped: true });
    render('/auditCustomer');
    expect(await screen.findByText('10000+ changes')).toBeTruthy();
  });
});

describe("the Dashboard's audit page", () => {
  it("reads the Dashboard's audit and opens its entries there", async () => {
    server.on(auditApi.dashboardList, PAGE).on(auditApi.dashboardEntry, DETAIL);
    render('/Dashboard/Audit?entry=41');
    expect(await screen.findByRole('heading', { name: 'Dashboard Audit' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Changes' })).toBeTruthy();
    expect(server.callsOf(auditApi.dashboardEntry)).toHaveLength(1);
    expect(server.callsOf(auditApi.list)).toHaveLength(0);
  });
});
