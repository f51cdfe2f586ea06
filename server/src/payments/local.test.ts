import { describe, expect, it } from 'vitest';
import { LOCAL_DECLINING_CARD, LOCAL_REFUSED_CARD, localGateway } from './local.ts';

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  holderName: 'Pat Payer',
});
const charge = (paymentMethod: string, idempotencyKey = 'invoice-1-attempt-1') =>
  localGateway.charge({ paymentMethod, amountCents: 1250, idempotencyKey, description: 'INV-000001' });

describe('the local payment gateway', () => {
  it('answers a reference that does not contain the card number, and charges it', async () => {
    const made = await localGateway.createPaymentMethod(card('4242424242424242'));
    if (!made.ok) throw new Error('refused');
    expect(made.reference).toMatch(/^pm_local_succeed_[0-9a-f]{24}$/);
    expect(made.reference).not.toContain('4242');
    expect(await charge(made.reference)).toEqual({ ok: true, chargeId: expect.stringMatching(/^ch_local_/) });
  });

  it('answers the first charge again for a repeated idempotency key, and a new one for a new key', async () => {
    const made = await localGateway.createPaymentMethod(card('4242424242424242'));
    if (!made.ok) throw new Error('refused');
    const first = await charge(made.reference, 'invoice-7-attempt-1');
    expect(await charge(made.reference, 'invoice-7-attempt-1')).toEqual(first);
    expect(await charge(made.reference, 'invoice-7-attempt-2')).not.toEqual(first);
  });

  it("declines every charge to Stripe's declining test card", async () => {
    const made = await localGateway.createPaymentMethod(card(LOCAL_DECLINING_CARD));
    if (!made.ok) throw new Error('refused');
    expect(await charge(made.reference)).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'The card was declined',
    });
  });

  it('refuses to add the incorrect-CVC test card', async () => {
    expect(await localGateway.createPaymentMethod(card(LOCAL_REFUSED_CARD))).toMatchObject({
      ok: false,
      code: 'incorrect_cvc',
    });
  });

  it('throws for a reference it did not make, or an amount that is not positive whole cents', async () => {
    await expect(charge('pm_1Abc')).rejects.toThrow('did not make');
    const made = await localGateway.createPaymentMethod(card('4242424242424242'));
    if (!made.ok) throw new Error('refused');
    await expect(
      localGateway.charge({
        paymentMethod: made.reference,
        amountCents: 12.5,
        idempotencyKey: 'k',
        description: '',
      }),
    ).rejects.toThrow('whole number');
  });
});
