import { screeningBillingApi as api } from '@console/contract/screening/billing';
import { screeningCards, screeningInvoices } from './tables.ts';
import type { GateFixtures } from '../../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../../testing/gate-suite.ts';
import type { TestContext } from '../../../testing/harness.ts';
import { aCard } from './testing.ts';

interface CompanyBBilling {
  accountId: number;
  cardId: number;
  invoiceId: number;
}

/** companyB's screening account (the family's fixture), found once per context. */
type AccountOfB = (t: TestContext) => Promise<{ accountId: number; companyId: number }>;

/**
 * The billing calls with an id, naming companyB's account, a card or an invoice of it (spread into
 * ../gate-fixtures.ts, which makes the account).
 */
export function billingGateFixtures(accountOfB: AccountOfB): GateFixtures {
  const made = new WeakMap<TestContext, Promise<CompanyBBilling>>();
  /** A card and an open invoice of companyB's account, made once per context. */
  const companyB = (t: TestContext): Promise<CompanyBBilling> => {
    let records = made.get(t);
    if (!records) {
      records = withCardAndInvoice(t, accountOfB);
      made.set(t, records);
    }
    return records;
  };
  const account = async (t: TestContext) => ({ params: { id: (await companyB(t)).accountId } });
  const invoice = async (t: TestContext) => {
    const b = await companyB(t);
    return { params: { id: b.accountId, invoiceId: b.invoiceId } };
  };
  return {
    [key(api.cards)]: account,
    [key(api.addCard)]: async (t) => ({ ...(await account(t)), body: aCard('4242424242424242') }),
    [key(api.setDefaultCard)]: async (t) => ({
      ...(await account(t)),
      body: { cardId: (await companyB(t)).cardId },
    }),
    [key(api.invoices)]: account,
    [key(api.invoice)]: invoice,
    [key(api.invoicePdf)]: invoice,
    [key(api.payInvoice)]: invoice,
    [key(api.voidInvoice)]: invoice,
  };
}

async function withCardAndInvoice(t: TestContext, accountOfB: AccountOfB): Promise<CompanyBBilling> {
  const b = await accountOfB(t);
  const db = t.database.db;
  const [card] = await db
    .insert(screeningCards)
    .values({
      companyId: b.companyId,
      accountId: b.accountId,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2099,
      holderName: 'Beta Payer',
      gateway: 'local',
      paymentMethod: 'pm_local_succeed_gate',
      isDefault: true,
    })
    .returning({ id: screeningCards.id });
  const [invoice] = await db
    .insert(screeningInvoices)
    .values({
      companyId: b.companyId,
      accountId: b.accountId,
      isTest: false,
      period: '2026-01',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      status: 'open',
      number: 'INV-000001',
      numberSeq: 1,
      subtotalCents: 500,
      totalCents: 500,
    })
    .returning({ id: screeningInvoices.id });
  if (!card || !invoice) throw new Error('companyB billing insert returned nothing');
  return { accountId: b.accountId, cardId: card.id, invoiceId: invoice.id };
}
