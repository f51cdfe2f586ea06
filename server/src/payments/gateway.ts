/**
 * The payment gateway (billing-model.md, modelled on Stripe's payment methods and charges): the one
 * place a card number goes. The console hands it the number once, when a card is added, and keeps
 * only the opaque payment-method reference it answers (a real gateway's pm_... id); every charge
 * names that reference. The local gateway (local.ts) serves the demo and the tests;
 * server/src/modules/screening/billing/README.md says where a real one plugs in.
 */
export interface PaymentGateway {
  /** The gateway's name, stored with each charge so a reference is read by the gateway that made it. */
  readonly name: string;
  /**
   * Turns a card into a payment method. The number and the security code go to the gateway and no
   * further: not into a row, a log line or an error message. Refuses a card the gateway will not
   * take (answering why) without throwing; throws only when the gateway cannot be reached.
   */
  createPaymentMethod(card: CardDetails): Promise<PaymentMethodResult>;
  /**
   * Charges an amount in US cents to a payment method. The idempotency key makes a repeated call
   * (a retry after a lost answer, a job run twice) answer the first call's result instead of
   * charging again.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export interface CardDetails {
  /** The digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

export type PaymentMethodResult =
  { ok: true; reference: string } | { ok: false; code: DeclineCode; message: string };

export interface ChargeRequest {
  paymentMethod: string;
  amountCents: number;
  /** Unique per attempt the caller means to make once: `invoice-<id>-attempt-<n>`. */
  idempotencyKey: string;
  /** What the customer's statement shows. */
  description: string;
}

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; code: DeclineCode; message: string };

/** Why a gateway refused, in Stripe's decline codes. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';
