import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screeningApi, type Subscription } from '@console/contract/screening/api';
import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { fakeServer, type FakeServer } from '../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../testing/render';
import { SubscriptionsTab } from './SubscriptionsTab';

const subscription = (id: number, status: SubscriptionStatus, serviceName: string): Subscription => ({
  id,
  accountId: 5,
  serviceId: id,
  serviceName,
  planId: id,
  planName: `${serviceName} Monthly`,
  interval: 'month',
  unitPriceCents: 50,
  overageUnitCents: 75,
  quantity: 10,
  expirationDate: '2027-01-31',
  subscriptionStatusId: status,
  startedOn: '2026-11-01',
  currentPeriodStart: '2026-11-01',
  currentPeriodEnd: '2026-11-30',
  usage: 12,
  overage: 2,
  cancelledAt: null,
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(screeningApi.subscriptions, [
      subscription(1, SubscriptionStatus.Active, 'Identity Check'),
      subscription(2, SubscriptionStatus.Cancelled, 'Watchlist'),
      subscription(3, SubscriptionStatus.Suspended, 'Address Validation'),
    ])
    .on(screeningApi.cancelSubscription, subscription(1, SubscriptionStatus.Cancelled, 'Identity Check'));
});

/** As staff of a company with the screening module. */
const renderTab = (as: StaffKind = 'admin') =>
  renderRoutes([{ path: '/', element: <SubscriptionsTab accountId={5} /> }], {
    bootstrap: bootstrapAs(as, {
      modules: [{ id: 1, name: Module.VerificationService, moduleFeatures: [] }],
    }),
  });
const row = (service: string) => screen.getByRole('row', { name: new RegExp(service) });

describe('SubscriptionsTab', () => {
  it('shows Active green and any other status as a warning, with the overage beside the usage', async () => {
    renderTab();
    const active = await screen.findByText('Active');
    expect(active.className).toContain('ant-tag-green');
    expect(screen.getByText('Cancelled').className).toContain('ant-tag-warning');
    expect(screen.getByText('Suspended (non-payment)').className).toContain('ant-tag-warning');
    expect(within(row('Identity Check')).getByText('(+2 over)')).toBeTruthy();
  });

  it('offers only the actions the contract allows for each status', async () => {
    renderTab();
    await screen.findByText('Active');
    const buttons = (service: string) =>
      within(row(service))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Identity Check')).toEqual(['Update', 'Cancel']);
    expect(buttons('Watchlist')).toEqual(['Delete']);
    expect(buttons('Address Validation')).toEqual(['Update', 'Cancel']);
  });

  it('cancels after a confirmation, through the account’s cancel call', async () => {
    renderTab();
    await screen.findByText('Active');
    await userEvent.click(within(row('Identity Check')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The subscription has been cancelled')).toBeTruthy();
    expect(server.changes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/Screening/Accounts/5/subscriptions/1/cancel',
    });
  });

  it('shows staff without "Manage billing" every action disabled, naming the permission', async () => {
    renderTab('support');
    await screen.findByText('Active');
    const reason = needsPermissionMessage(Permission.ManageBilling);
    expect(reason).toBe('This needs the permission "Manage billing" (granted by Admin, Billing).');
    const add = screen.getByRole('button', { name: /Add Subscription/, description: reason });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    for (const name of ['Update', 'Cancel']) {
      const action = within(row('Identity Check')).getByRole('button', { name, description: reason });
      expect((action as HTMLButtonElement).disabled).toBe(true);
    }
    await userEvent.click(within(row('Watchlist')).getByRole('button', { name: 'Delete' }), {
      pointerEventsCheck: 0,
    });
    expect(screen.queryByText('Delete this subscription?')).toBeNull();
    expect(server.changes()).toEqual([]);
  });
});
