import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi } from '@console/contract/accounts/api';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { METRICS_RANGE_TOO_LONG } from '@console/contract/kit/metrics';
import { fakeServer, reply, type FakeServer } from '../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { makeBootstrap, renderRoutes } from '../../testing/render';
import { account, accountUser, findDialogTitled, page } from '../accounts/testing';
import OnlineCustomerPage from './OnlineCustomerPage';
import { customer, metrics, serveDashboardBooks } from './testing';

let server: FakeServer;
beforeEach(() => {
  server = serveDashboardBooks(fakeServer())
    .on(vsOnlineApi.get, customer())
    .on(vsOnlineApi.metrics, metrics())
    .on(accountsApi.update, account())
    .on(vsOnlineApi.updateSettings, customer());
});

const renderPage = (url = '/Dashboard/Customers/5') =>
  renderRoutes([{ path: '/Dashboard/Customers/:id', element: <OnlineCustomerPage /> }], {
    url,
    bootstrap: makeBootstrap({
      user: { id: 1, name: 'Avery Admin', userName: 'admin', readOnly: false },
      modules: [{ id: 1, name: Module.Veriscan, moduleFeatures: [] }],
    }),
  });

const region = (name: string) => screen.getByRole('region', { name });

describe('OnlineCustomerPage', () => {
  it('shows the Customer detail panel in its two groups, the account page link and the counts', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Harbor Flats' })).toBeTruthy();
    await waitFor(() => expect(within(region('General Info')).getByText('Ben Stone')).toBeTruthy());
    expect(within(region('General Settings')).getByText('Day Ends')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Update at Account Page/ }).getAttribute('href')).toBe(
      '/Accounts/5',
    );
    expect(screen.queryByRole('region', { name: 'Sub Accounts List' })).toBeNull();
  });

  it("saves General Info through the accounts family's update, with the group's fields only", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Harbor Flats' });
    await userEvent.click(
      await within(region('General Info')).findByRole('button', { name: 'Edit General Info' }),
    );
    const name = within(region('General Info')).getByLabelText('Contact Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Stone');
    await userEvent.click(within(region('General Info')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account details updated')).toBeTruthy();
    const [save] = server.changes();
    expect(save).toMatchObject({ method: 'PUT', path: '/api/CommonAccount/5' });
    expect(save?.body).toEqual({ name: 'Harbor Flats', contactName: 'Ada Stone' });
  });

  it('saves General Settings through its own call', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Harbor Flats' });
    await userEvent.click(
      await within(region('General Settings')).findByRole('button', { name: 'Edit General Settings' }),
    );
    await userEvent.click(within(region('General Settings')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('General settings updated')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/VsOnlineCustomers/5/VsOnlineCustomerSettings',
    });
  });

  it('lists the sub-accounts of a parent, each opening its customer page', async () => {
    server.on(
      vsOnlineApi.get,
      customer({
        isParent: true,
        subAccounts: { total: 1, items: [{ id: 9, name: 'Harbor Annex', contactName: 'Al', active: true }] },
      }),
    );
    renderPage();
    const link = await within(await screen.findByRole('region', { name: 'Sub Accounts List' })).findByRole(
      'link',
      {
        name: 'Harbor Annex',
      },
    );
    expect(link.getAttribute('href')).toBe('/Dashboard/Customers/9');
  });

  it('asks for the range in the address and shows its totals and success rate', async () => {
    renderPage('/Dashboard/Customers/5?from=2026-01-01&to=2026-01-02');
    expect(await screen.findByText('80.0%')).toBeTruthy();
    const [call] = server.callsOf(vsOnlineApi.metrics);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-02' });
    expect(screen.getByRole('figure', { name: /Scans per day/ })).toBeTruthy();
  });

  it('refuses a range longer than two years with the contract message, asking nothing', async () => {
    renderPage('/Dashboard/Customers/5?from=2020-01-01&to=2026-01-02');
    expect(await screen.findByText(METRICS_RANGE_TOO_LONG)).toBeTruthy();
    expect(server.callsOf(vsOnlineApi.metrics)).toEqual([]);
  });

  it('locks a user after a confirmation', async () => {
    server
      .on(vsOnlineApi.users, page([accountUser(7)]))
      .on(vsOnlineApi.setUserStatus, accountUser(7, { active: false }));
    renderPage('/Dashboard/Customers/5?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: 'Lock user7' }));
    const confirm = await findDialogTitled('Lock user');
    expect(server.changes()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('user7 locked')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/VsOnlineCustomers/5/Users/7/Status',
      body: { active: false },
    });
  });

  it('resends the registration e-mail after a confirmation, naming the address it went to', async () => {
    server
      .on(vsOnlineApi.users, page([accountUser(7)]))
      .on(vsOnlineApi.resendRegistrationEmail, { sentTo: 'user7@test.example' });
    renderPage('/Dashboard/Customers/5?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend registration e-mail to user7' }));
    const confirm = await findDialogTitled('Resend registration e-mail');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Registration e-mail sent to user7@test.example')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/VsOnlineCustomers/5/users/7/ResendRegistrationEmail',
    });
  });

  it('offers no registration e-mail to a locked user, saying why, and closes a refused question', async () => {
    server
      .on(vsOnlineApi.users, page([accountUser(7, { active: false }), accountUser(8)]))
      .on(
        vsOnlineApi.resendRegistrationEmail,
        reply(400, { code: 'ValidationError', message: 'The user is locked: unlock the user first' }),
      );
    renderPage('/Dashboard/Customers/5?tab=users');
    const locked = await screen.findByRole('button', { name: 'Resend registration e-mail to user7' });
    expect(locked.hasAttribute('disabled')).toBe(true);
    // A user locked in another tab meanwhile: the server refuses, the notification says why, and
    // the question does not stay open over it.
    await userEvent.click(screen.getByRole('button', { name: 'Resend registration e-mail to user8' }));
    const confirm = await findDialogTitled('Resend registration e-mail');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    // It closes (happy-dom runs no animation, so a closing modal keeps its leave class).
    await waitFor(() => expect(confirm.className).toContain('ant-zoom-leave'));
  });

  it("lists the customer's locations, each opening its location page, the customer kept out of the address", async () => {
    server.on(
      vsOnlineApi.locations,
      page([
        {
          id: 31,
          guid: 'g',
          customerId: 5,
          customerName: 'Harbor Flats',
          name: 'Front Desk',
          city: 'Austin',
          state: 'TX',
          active: true,
          devices: 1,
          teamMembers: 2,
        },
      ]),
    );
    const { router } = renderPage('/Dashboard/Customers/5?tab=locations');
    const link = await screen.findByRole('link', { name: 'Front Desk' });
    expect(link.getAttribute('href')).toBe('/Dashboard/Customers/5/Locations/31');
    expect(server.callsOf(vsOnlineApi.locations)[0]?.query.get('customerId')).toBe('5');
    expect(router.state.location.search).toBe('?tab=locations');
  });

  it('says when the customer is not found', async () => {
    renderPage('/Dashboard/Customers/abc');
    expect(await screen.findByText('Customer not found')).toBeTruthy();
  });
});
