import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card, InvoiceListItem } from '@console/contract/screening/billing';
import { screeningBillingApi as api } from '@console/contract/screening/billing';
import { fakeServer, type FakeServer } from '../../../testing/fakeServer';
import { Module } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { needsPermissionMessage } from '@console/contract/permission-texts';
import { bootstrapAs, renderRoutes, type StaffKind } from '../../../testing/render';
import { InvoicesTab } from './InvoicesTab';

const invoice = (overrides: Partial<InvoiceListItem>): InvoiceListItem => ({
  invoiceId: 1,
  number: 'INV-000001',
  status: 'paid',
  period: '2026-10',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  finalizedAt: '2026-11-01T02:00:00Z',
  totalCents: 11250,
  amountPaidCents: 11250,
  amountDueCents: 0,
  attemptCount: 1,
  nextPaymentAttemptAt: null,
  paidAt: '2026-11-01T02:00:00Z',
  ...overrides,
});

const card = (overrides: Partial<Card>): Card => ({
  cardId: 1,
  brand: 'Visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2030,
  holderName: 'Pat Payer',
  isDefault: true,
  createdAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

let server: FakeServer;
beforeEach(() => {
  server = fakeServer()
    .on(api.invoices, {
      items: [
        invoice({}),
        invoice({
          invoiceId: 2,
          number: 'INV-000002',
          period: '2026-09',
          status: 'uncollectible',
          amountPaidCents: 0,
          amountDueCents: 4000,
          totalCents: 4000,
          attemptCount: 4,
          paidAt: null,
        }),
      ],
      total: 2,
      totalPages: 1,
      page: 1,
    })
    .on(api.cards, [card({}), card({ cardId: 2, brand: 'MasterCard', last4: '4444', isDefault: false })])
    .on(api.setDefaultCard, []);
});

/** As staff of a company with the screening module. */
const renderTab = (as: StaffKind = 'admin') =>
  renderRoutes([{ path: '/ScreeningService/Customer/:id', element: <InvoicesTab accountId={7} /> }], {
    url: '/ScreeningService/Customer/7?tab=invoices',
    bootstrap: bootstrapAs(as, {
      modules: [{ id: 1, name: Module.VerificationService, moduleFeatures: [] }],
    }),
  });

describe('InvoicesTab', () => {
  it('lists the invoices with their status, month and dollars, offering Pay and Void only where the rule allows', async () => {
    renderTab();
    const paid = (await screen.findByText('INV-000001')).closest('tr') as HTMLElement;
    const unpaid = screen.getByText('INV-000002').closest('tr') as HTMLElement;
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('October 2026')).toBeTruthy();
    expect(within(paid).getAllByText('$112.50')).toHaveLength(1);
    expect(within(paid).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(unpaid).getByText('Uncollectible')).toBeTruthy();
    expect(within(unpaid).getAllByText('$40.00')).toHaveLength(2);
    expect(within(unpaid).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(within(unpaid).getByRole('button', { name: 'Void' })).toBeTruthy();
    expect(server.callsOf(api.invoices)[0]?.params).toEqual({ id: '7' });
  });

  it('shows the cards without their numbers and makes another one the default', async () => {
    renderTab();
    const makeDefault = await screen.findByRole('button', { name: 'Make MasterCard 4444 the default' });
    const visa = screen.getAllByRole('row').find((row) => row.textContent?.startsWith('Visa •••• 4242'));
    expect(within(visa as HTMLElement).getByText('Default')).toBeTruthy();
    await userEvent.click(makeDefault);
    await screen.findByText('The default card has been changed');
    expect(server.callsOf(api.setDefaultCard)[0]?.body).toEqual({ cardId: 2 });
  });

  it('says when the account has no cards and no invoices yet', async () => {
    server.on(api.cards, []).on(api.invoices, { items: [], total: 0, totalPages: 0, page: 1 });
    renderTab();
    expect(await screen.findByText(/No cards yet/)).toBeTruthy();
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
  });

  it('shows staff without "Manage billing" the cards and invoices, every change disabled saying why', async () => {
    renderTab('support');
    const unpaid = (await screen.findByText('INV-000002')).closest('tr') as HTMLElement;
    const reason = needsPermissionMessage(Permission.ManageBilling);
    const refused = [
      within(unpaid).getByRole('button', { name: 'Pay now', description: reason }),
      within(unpaid).getByRole('button', { name: 'Void', description: reason }),
      await screen.findByRole('button', { name: 'Make MasterCard 4444 the default', description: reason }),
      screen.getByRole('button', { name: /Add Card/i, description: reason }),
    ];
    for (const button of refused) expect((button as HTMLButtonElement).disabled).toBe(true);
    // The PDF is reading: theirs.
    expect((within(unpaid).getByRole('button', { name: /PDF/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});
