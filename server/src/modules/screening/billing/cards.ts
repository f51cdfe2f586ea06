import { and, asc, desc, eq } from 'drizzle-orm';
import { cardBrand, cardDigits, cardProblems } from '@console/contract/screening/card-number';
import type { Card, CardCreate } from '@console/contract/screening/billing';
import { diff, recordChange, type Actor } from '../../../audit/record.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { screeningCards } from './tables.ts';
import { notFound, validationError } from '../../../http/errors.ts';
import type { Tenant } from '../../../platform/tenant.ts';
import type { PaymentGateway } from '../../../payments/index.ts';
import { lockAccount } from '../../accounts/users.ts';
import { findScreeningAccount } from '../scope.ts';

/*
 * An account's cards (billing-model.md "Cards"). The number and the security code are checked,
 * handed to the payment gateway, and dropped: no row, audit entry, log line or answer holds them.
 */

type CardRow = typeof screeningCards.$inferSelect;

const cardOf = (row: CardRow): Card => ({
  cardId: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  holderName: row.holderName,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of a card: how staff tell it apart, nothing more. */
const audited = (row: CardRow) => ({ brand: row.brand, last4: row.last4, isDefault: row.isDefault });

async function cardsOf(db: Queryable, accountId: number): Promise<Card[]> {
  const rows = await db
    .select()
    .from(screeningCards)
    .where(eq(screeningCards.accountId, accountId))
    .orderBy(desc(screeningCards.isDefault), asc(screeningCards.id));
  return rows.map(cardOf);
}

/** GET Accounts/{id}/cards: the default first, then in the order added. */
export async function listCards(db: Db, tenant: Tenant, accountId: number): Promise<Card[]> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  return cardsOf(db, account.id);
}

/** Makes one card the account's default in the caller's transaction (the old default cleared first). */
async function makeDefault(tx: Queryable, accountId: number, cardId: number): Promise<void> {
  await tx
    .update(screeningCards)
    .set({ isDefault: false })
    .where(and(eq(screeningCards.accountId, accountId), eq(screeningCards.isDefault, true)));
  await tx.update(screeningCards).set({ isDefault: true }).where(eq(screeningCards.id, cardId));
}

/**
 * POST Accounts/{id}/cards. Refused with 400 on the field at fault: a number that fails the Luhn
 * check, an expiry in the past, or a card the gateway will not take. The account's first card is its
 * default; a later one becomes it when asked.
 */
export async function addCard(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  gateway: PaymentGateway,
  accountId: number,
  input: CardCreate,
  now = new Date(),
): Promise<Card> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  const problems = cardProblems(input, now);
  if (Object.keys(problems).length) {
    throw validationError(
      Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
    );
  }
  const digits = cardDigits(input.number) as string; // checked by cardProblems
  const method = await gateway.createPaymentMethod({
    number: digits,
    expMonth: input.expMonth,
    expYear: input.expYear,
    cvc: input.cvc,
    holderName: input.holderName,
  });
  if (!method.ok) throw validationError({ number: [method.message] });

  return db.transaction(async (tx) => {
    // The account's row is the lock for its cards: two cards added at once do not both become the first.
    await lockAccount(tx, account.id);
    const [existing] = await tx
      .select({ id: screeningCards.id })
      .from(screeningCards)
      .where(eq(screeningCards.accountId, account.id))
      .limit(1);
    const first = !existing;
    const [row] = await tx
      .insert(screeningCards)
      .values({
        companyId: tenant.companyId,
        accountId: account.id,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: input.expMonth,
        expYear: input.expYear,
        holderName: input.holderName.trim(),
        gateway: gateway.name,
        paymentMethod: method.reference,
      })
      .returning();
    if (!row) throw new Error('card insert returned nothing');
    if (first || input.makeDefault) await makeDefault(tx, account.id, row.id);
    const added = { ...row, isDefault: first || input.makeDefault === true };
    await recordChange(tx, actor, {
      action: 'screeningCard.add',
      entityId: row.id,
      changes: diff(null, audited(added)),
    });
    return cardOf(added);
  });
}

/** POST Accounts/{id}/Cards/SetDefault: one default per account, switched in one transaction. */
export async function setDefaultCard(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  cardId: number,
): Promise<Card[]> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(screeningCards)
      .where(and(eq(screeningCards.accountId, account.id), eq(screeningCards.id, cardId)))
      .for('update');
    if (!card) throw notFound('The card');
    if (!card.isDefault) {
      await makeDefault(tx, account.id, card.id);
      await recordChange(tx, actor, {
        action: 'screeningCard.setDefault',
        entityId: card.id,
        changes: { isDefault: { from: false, to: true } },
      });
    }
    return cardsOf(tx, account.id);
  });
}
