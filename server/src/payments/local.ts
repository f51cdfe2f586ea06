import { createHash, randomBytes } from 'node:crypto';
import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  PaymentMethodResult,
} from './gateway.ts';

/**
 * The local gateway, for the demo and the tests: no network, no account, and no card number kept
 * either. Like Stripe in test mode it answers by documented test numbers; any other number that
 * passed the console's checks works.
 *
 * | number              | adding the card            | charging it                  |
 * | ------------------- | -------------------------- | ---------------------------- |
 * | 4000 0000 0000 0002 | accepted                   | declined: card_declined      |
 * | 4000 0000 0000 9995 | accepted                   | declined: insufficient_funds |
 * | 4000 0000 0000 0127 | refused: incorrect_cvc     | (never added)                |
 * | any other           | accepted                   | succeeds                     |
 *
 * The payment-method reference is random and carries only how charges to it behave
 * (`pm_local_decline_<random>`), so the gateway keeps no state: it answers the same after a restart
 * and on every instance. A charge's id is derived from its idempotency key, so a repeated charge
 * answers the first one's id and nothing is charged twice.
 */
const CHARGE_BEHAVIOUR: Record<string, Behaviour> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient',
};
const REFUSED_AT_ADD = new Set(['4000000000000127']);

type Behaviour = 'succeed' | 'decline' | 'insufficient';
const BEHAVIOURS: readonly Behaviour[] = ['succeed', 'decline', 'insufficient'];

const PREFIX = 'pm_local_';

/** The card numbers the local gateway declines charges to, for the demo data and the tests. */
export const LOCAL_DECLINING_CARD = '4000000000000002';
export const LOCAL_INSUFFICIENT_FUNDS_CARD = '4000000000009995';
export const LOCAL_REFUSED_CARD = '4000000000000127';

function behaviourOf(reference: string): Behaviour | undefined {
  if (!reference.startsWith(PREFIX)) return undefined;
  const behaviour = reference.slice(PREFIX.length).split('_')[0];
  return BEHAVIOURS.find((b) => b === behaviour);
}

export const localGateway: PaymentGateway = {
  name: 'local',

  async createPaymentMethod(card: CardDetails): Promise<PaymentMethodResult> {
    if (REFUSED_AT_ADD.has(card.number)) {
      return { ok: false, code: 'incorrect_cvc', message: "The card's security code is incorrect" };
    }
    const behaviour = CHARGE_BEHAVIOUR[card.number] ?? 'succeed';
    return { ok: true, reference: `${PREFIX}${behaviour}_${randomBytes(12).toString('hex')}` };
  },

  async charge({ paymentMethod, amountCents, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
    const behaviour = behaviourOf(paymentMethod);
    if (!behaviour) throw new Error('The local gateway did not make this payment method');
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw new Error('A charge is a positive whole number of cents');
    }
    if (behaviour === 'decline')
      return { ok: false, code: 'card_declined', message: 'The card was declined' };
    if (behaviour === 'insufficient') {
      return { ok: false, code: 'insufficient_funds', message: 'The card has insufficient funds' };
    }
    const id = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
    return { ok: true, chargeId: `ch_local_${id}` };
  },
};
