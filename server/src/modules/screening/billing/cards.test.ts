import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { CARD_EXPIRED, CARD_NUMBER_INVALID } from '@console/contract/screening/card-number';
import type { Card } from '@console/contract/screening/billing';
import { buildApp } from '../../../app.ts';

import { screeningCards } from './tables.ts';
import { LOCAL_REFUSED_CARD } from '../../../payments/local.ts';
import type { TestClient, TestContext } from '../../../testing/harness.ts';
import { auditEntries } from '../../../testing/audit.ts';
import { appForFile } from '../../../testing/test-app.ts';
import { screeningAccount, type TestScreeningAccount } from '../testing.ts';
import { aCard, addCard, cardsUrl, setDefaultUrl } from './testing.ts';

let t: TestContext;
let billing: TestClient;
let account: TestScreeningAccount;
appForFile(async (context) => {
  t = context;
  billing = await t.signIn('billing');
  account = await screeningAccount(t);
});

const cards = async (accountId: number) => (await billing.get(cardsUrl(accountId))).json() as Card[];

describe('POST /api/Screening/Accounts/{id}/cards', () => {
  it('adds a card with its brand and last four digits, the first one as the default, and audits it', async () => {
    const response = await billing.post(cardsUrl(account.accountId), aCard('3782 822463 10005'));
    expect(response.statusCode).toBe(200);
    const card = response.json() as Card;
    expect(card).toMatchObject({
      brand: 'American Express',
      last4: '0005',
      isDefault: true,
      holderName: 'Pat Payer',
    });
    const [entry] = await auditEntries(t, 'screeningCard.add', card.cardId);
    expect(entry?.changes).toEqual({
      brand: { to: 'American Express' },
      last4: { to: '0005' },
      isDefault: { to: true },
    });
  });

  it('refuses a number with a bad checksum, naming the field, and stores nothing', async () => {
    const before = (await cards(account.accountId)).length;
    const response = await billing.post(cardsUrl(account.accountId), aCard('4242424242424241'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { number: [CARD_NUMBER_INVALID] },
    });
    expect(await cards(account.accountId)).toHaveLength(before);
  });

  it('refuses a card whose expiry month has passed', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const response = await billing.post(
      cardsUrl(account.accountId),
      aCard('4242424242424242', {
        expMonth: lastMonth.getUTCMonth() + 1,
        expYear: lastMonth.getUTCFullYear(),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ propertyErrors: { expYear: [CARD_EXPIRED] } });
  });

  it('refuses a security code that is not 3 or 4 digits, and a card the gateway will not take', async () => {
    const badCvc = await billing.post(cardsUrl(account.accountId), aCard('4242424242424242', { cvc: '12a' }));
    expect(badCvc.statusCode).toBe(400);
    expect(badCvc.json()).toMatchObject({ propertyErrors: { cvc: [expect.any(String)] } });
    const refused = await billing.post(cardsUrl(account.accountId), aCard(LOCAL_REFUSED_CARD));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      propertyErrors: { number: ["The card's security code is incorrect"] },
    });
  });
});

describe('POST /api/Screening/Accounts/{id}/Cards/SetDefault', () => {
  it('switches the default: one default per account, the new one listed first', async () => {
    const own = await screeningAccount(t, t.fixtures.companyA, 'Two Cards', account.catalogue);
    const first = await addCard(billing, own.accountId, '4242424242424242');
    const second = await addCard(billing, own.accountId, '5555555555554444');
    expect((await cards(own.accountId)).map((c) => [c.cardId, c.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
    const response = await billing.post(setDefaultUrl(own.accountId), { cardId: second });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Card[]).map((c) => [c.cardId, c.brand, c.isDefault])).toEqual([
      [second, 'MasterCard', true],
      [first, 'Visa', false],
    ]);
    const defaults = await t.database.db
      .select()
      .from(screeningCards)
      .where(and(eq(screeningCards.accountId, own.accountId), eq(screeningCards.isDefault, true)));
    expect(defaults.map((c) => c.id)).toEqual([second]);
  });

  it("answers 404 for a card of another of the company's accounts", async () => {
    const other = await screeningAccount(t, t.fixtures.companyA, 'Other Cards', account.catalogue);
    const theirs = await addCard(billing, other.accountId, '4242424242424242');
    const response = await billing.post(setDefaultUrl(account.accountId), { cardId: theirs });
    expect(response.statusCode).toBe(404);
  });

  it('holds one default per account in the database itself (a partial unique index)', async () => {
    const own = await screeningAccount(t, t.fixtures.companyA, 'Index Check', account.catalogue);
    await addCard(billing, own.accountId, '4242424242424242');
    const second = await addCard(billing, own.accountId, '6011111111111117');
    await expect(
      t.database.db.update(screeningCards).set({ isDefault: true }).where(eq(screeningCards.id, second)),
    ).rejects.toThrow();
  });
});

describe('a card number is kept nowhere', () => {
  it('is in no table, no log line and no answer after cards are added, refused and listed', async () => {
    const lines: string[] = [];
    const logged = await buildApp(t.config, t.database, {
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    const own = await screeningAccount(t, t.fixtures.companyA, 'Secret Keeper', account.catalogue);
    const send = (body: unknown) =>
      logged.inject({
        method: 'POST',
        url: cardsUrl(own.accountId),
        cookies: billing.cookies,
        headers: { [ANTI_FORGERY_HEADER]: billing.token },
        payload: body as object,
      });
    const NUMBER = '6011000990139424';
    const CVC = '9371';
    const answers = [
      await send(aCard('6011 0009 9013 9424', { cvc: CVC })),
      await send(aCard('6011000990139425', { cvc: CVC })), // bad checksum
      await send(aCard(NUMBER, { cvc: CVC, expYear: 2001 })), // expired
      await logged.inject({ method: 'GET', url: cardsUrl(own.accountId), cookies: billing.cookies }),
    ];
    await logged.close();
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 400, 200]);

    const tables = await t.database.db.execute<{ schemaname: string; tablename: string }>(
      "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    const dump: string[] = [];
    for (const { schemaname, tablename } of tables.rows) {
      const rows = await t.database.db.execute<{ row: string }>(
        `select t::text as row from "${schemaname}"."${tablename}" t`,
      );
      dump.push(...rows.rows.map((r) => r.row));
    }
    expect(dump.join('\n')).toContain('9424'); // the last four are kept: the dump is the real one
    const everything = [dump.join('\n'), lines.join(''), answers.map((a) => a.body).join('\n')];
    expect(lines.length).toBeGreaterThan(0);
    for (const text of everything) {
      expect(text).not.toContain(NUMBER);
      expect(text).not.toContain('6011 0009 9013 9424');
      expect(text).not.toContain('6011000990139425');
      expect(text).not.toContain('0009 9013');
    }
    // The security code is in no row nor answer (4 digits could occur by chance in a log's times).
    expect(everything[0]).not.toMatch(new RegExp(`"?cvc"?\\W+${CVC}`));
    expect(everything.join('')).not.toContain(`"cvc":"${CVC}"`);
  });
});
