import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRED,
  CARD_NUMBER_INVALID,
  cardBrand,
  cardDigits,
  cardExpired,
  cardProblems,
  passesLuhn,
} from './card-number.ts';

describe('card numbers', () => {
  it('passes the Luhn check for valid numbers and refuses one digit changed', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('reads the digits of a number typed with spaces or dashes, and nothing else', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424x')).toBeUndefined();
    expect(cardDigits('42424242424')).toBeUndefined(); // 11 digits
    expect(cardDigits('4'.repeat(20))).toBeUndefined();
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['4000056655665556', 'Visa'],
    ['378282246310005', 'American Express'],
    ['371449635398431', 'American Express'],
    ['5555555555554444', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['6011111111111117', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['3566002020360505', 'JCB'],
    ['30569309025904', 'Diners Club'],
    ['36227206271667', 'Diners Club'],
    ['3095000000000000', 'Diners Club'],
    ['9999999999999995', 'Unknown'],
    ['2721000000000000', 'Unknown'], // just past MasterCard's 2-series
    ['6221250000000000', 'Unknown'], // just before Discover's China UnionPay co-brand range
  ])('detects the brand of %s as %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('keeps a card valid through the last day of its expiry month, in UTC', () => {
    const lastDay = new Date('2026-11-30T23:59:59Z');
    expect(cardExpired(11, 2026, lastDay)).toBe(false);
    expect(cardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(cardExpired(12, 2025, lastDay)).toBe(true);
    expect(cardExpired(1, 2027, lastDay)).toBe(false);
  });

  it('names each field that is wrong in the words the form shows', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(cardProblems({ number: '4242424242424242', expMonth: 12, expYear: 2030 }, now)).toEqual({});
    expect(cardProblems({ number: '4242424242424241', expMonth: 10, expYear: 2026 }, now)).toEqual({
      number: CARD_NUMBER_INVALID,
      expYear: CARD_EXPIRED,
    });
  });
});
