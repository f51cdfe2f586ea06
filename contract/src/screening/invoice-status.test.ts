import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  invoiceTransition,
  type InvoiceEvent,
  type InvoiceStatus,
} from './invoice-status.ts';

/** Every (status, event) pair the rule allows, with where it leads; everything else is refused. */
const ALLOWED: Record<string, InvoiceStatus> = {
  'draft finalize': 'open',
  'open pay': 'paid',
  'open void': 'void',
  'open markUncollectible': 'uncollectible',
  'uncollectible pay': 'paid',
  'uncollectible void': 'void',
};
const EVENTS: InvoiceEvent[] = ['finalize', 'pay', 'void', 'markUncollectible'];

describe('the invoice status rule', () => {
  for (const from of INVOICE_STATUSES) {
    for (const event of EVENTS) {
      const to = ALLOWED[`${from} ${event}`];
      it(`${to ? 'allows' : 'refuses'} ${event} of a ${from} invoice`, () => {
        const outcome = invoiceTransition(from, event);
        if (to) expect(outcome).toEqual({ allowed: true, to });
        else expect(outcome.allowed).toBe(false);
      });
    }
  }

  it('names the state the invoice is in and the states the change needs', () => {
    expect(invoiceTransition('paid', 'void')).toEqual({
      allowed: false,
      message: 'Cannot void a paid invoice: only an open or uncollectible invoice becomes void',
    });
    expect(invoiceTransition('void', 'pay')).toMatchObject({
      message: 'Cannot pay a void invoice: only an open or uncollectible invoice becomes paid',
    });
  });
});
