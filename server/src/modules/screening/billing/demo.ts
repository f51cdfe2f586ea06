import { and, asc, eq, inArray } from 'drizzle-orm';
import { cardBrand } from '@console/contract/screening/card-number';
import { Project } from '@console/contract/products/api';
import type { Tx } from '../../../db/client.ts';
import { accountProducts, products } from '../../../db/schema.ts';
import { screeningCards, screeningInvoices } from './tables.ts';
import type { PaymentGateway } from '../../../payments/index.ts';
import { LOCAL_DECLINING_CARD } from '../../../payments/local.ts';
import { chargeDueInvoices, RETRY_DELAY_DAYS } from './charges.ts';
import { makeDrafts } from './drafts.ts';
import { finalizeDrafts } from './finalize.ts';
import { previousMonth } from './periods.ts';

/*
 * The demo's billing: cards for the demo screening accounts (every fifth one's default card is the
 * local gateway's declining test card) and six months of invoices made by the real run, one run a
 * month after it ended (billing is in arrears), so every status shows: paid, open (a declined
 * first charge), uncollectible (the retries spent, which suspends what it billed) and void. A draft
 * lives only inside a run, so the demo has none.
 */

/** Ended months billed: half a year of invoices (each run takes about 0.1 s of the seed). */
export const BILLED_MONTHS = 6;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOLDERS = ['Jordan Avery', 'Casey Morgan', 'Riley Parker', 'Taylor Quinn', 'Morgan Blake'];

async function addDemoCard(
  tx: Tx,
  gateway: PaymentGateway,
  account: { companyId: number; accountId: number },
  number: string,
  holderName: string,
  isDefault: boolean,
) {
  const method = await gateway.createPaymentMethod({
    number,
    expMonth: 8,
    expYear: 2030,
    cvc: '123',
    holderName,
  });
  if (!method.ok) throw new Error(`the demo card was refused: ${method.message}`);
  await tx.insert(screeningCards).values({
    ...account,
    brand: cardBrand(number),
    last4: number.slice(-4),
    expMonth: 8,
    expYear: 2030,
    holderName,
    gateway: gateway.name,
    paymentMethod: method.reference,
    isDefault,
  });
}

export async function seedBillingDemo(tx: Tx, gateway: PaymentGateway, companyIds: readonly number[]) {
  const accounts = await tx
    .select({ companyId: products.companyId, accountId: accountProducts.accountId })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(and(inArray(products.companyId, [...companyIds]), eq(products.projectId, Project.Screening)))
    .orderBy(asc(accountProducts.accountId));
  for (const [n, account] of accounts.entries()) {
    const holder = HOLDERS[n % HOLDERS.length] as string;
    const declining = n % 5 === 3;
    await addDemoCard(
      tx,
      gateway,
      account,
      declining ? LOCAL_DECLINING_CARD : '4242424242424242',
      holder,
      true,
    );
    if (n % 3 === 0) await addDemoCard(tx, gateway, account, '5555555555554444', holder, false);
  }

  // The months billed as the schedule would have: all but the last with their retries spent.
  const now = new Date();
  const retriesAt = (from: Date) => {
    let at = from.getTime();
    return RETRY_DELAY_DAYS.map((days) => new Date((at += days * DAY_MS)));
  };
  for (let back = BILLED_MONTHS; back >= 1; back--) {
    // 02:00 UTC on the 1st after the month, as the schedule runs it.
    const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1, 2));
    const month = previousMonth(runAt);
    await makeDrafts(tx, month);
    await finalizeDrafts(tx, month, runAt);
    await chargeDueInvoices(tx, gateway, runAt);
    if (back > 1) for (const at of retriesAt(runAt)) await chargeDueInvoices(tx, gateway, at);
  }

  // One uncollectible invoice a company written off (void), as staff would.
  for (const companyId of companyIds) {
    const [written] = await tx
      .select({ id: screeningInvoices.id })
      .from(screeningInvoices)
      .where(and(eq(screeningInvoices.companyId, companyId), eq(screeningInvoices.status, 'uncollectible')))
      .orderBy(asc(screeningInvoices.id))
      .limit(1);
    if (written) {
      await tx
        .update(screeningInvoices)
        .set({ status: 'void', voidedAt: now, updatedAt: now })
        .where(eq(screeningInvoices.id, written.id));
    }
  }
}
