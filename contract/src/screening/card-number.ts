/*
 * Payment card numbers (product-families §3, console-core §9 "Card brands"): the checks the server
 * makes before a number goes to the payment gateway, and that the card dialog makes as the number
 * is typed. Pure functions; the number itself is never stored (billing-model.md "Cards").
 */

/** The brands the console recognises, in the spec's words (console-core §9). */
export const CARD_BRANDS = [
  'Visa',
  'American Express',
  'MasterCard',
  'Discover',
  'JCB',
  'Diners Club',
  'Unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Card numbers are 12 to 19 digits (ISO/IEC 7812); spaces and dashes between groups are allowed. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of a number as typed ('4242 4242-4242 4242'), or undefined when anything else is in it. */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return undefined;
  return digits;
}

/**
 * The Luhn (mod 10) check: from the rightmost digit, every second digit is doubled (less 9 when
 * over 9) and the sum of all digits must be a multiple of 10.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Issuer ranges: the brand of a number whose first digits fall in [from, to] (prefixes of equal length). */
const RANGES: readonly { brand: Exclude<CardBrand, 'Unknown'>; from: string; to: string }[] = [
  { brand: 'American Express', from: '34', to: '34' },
  { brand: 'American Express', from: '37', to: '37' },
  { brand: 'Diners Club', from: '300', to: '305' },
  { brand: 'Diners Club', from: '3095', to: '3095' },
  { brand: 'Diners Club', from: '36', to: '36' },
  { brand: 'Diners Club', from: '38', to: '39' },
  { brand: 'JCB', from: '3528', to: '3589' },
  { brand: 'Visa', from: '4', to: '4' },
  { brand: 'MasterCard', from: '51', to: '55' },
  { brand: 'MasterCard', from: '2221', to: '2720' },
  { brand: 'Discover', from: '6011', to: '6011' },
  { brand: 'Discover', from: '622126', to: '622925' },
  { brand: 'Discover', from: '644', to: '649' },
  { brand: 'Discover', from: '65', to: '65' },
];

/** The brand of a card number (its digits) from its issuer prefix; Unknown when no range has it. */
export function cardBrand(digits: string): CardBrand {
  for (const range of RANGES) {
    const prefix = digits.slice(0, range.from.length);
    if (prefix.length === range.from.length && prefix >= range.from && prefix <= range.to) return range.brand;
  }
  return 'Unknown';
}

/** A card works through the last day of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const CARD_NUMBER_INVALID = 'Card number is not a valid card number';
export const CARD_EXPIRED = 'The card has expired';

/** What is wrong with a card as entered, by field (the dialog's names); empty when nothing is. */
export function cardProblems(
  card: { number: string; expMonth: number; expYear: number },
  now: Date,
): Partial<Record<'number' | 'expYear', string>> {
  const digits = cardDigits(card.number);
  const problems: Partial<Record<'number' | 'expYear', string>> = {};
  if (!digits || !passesLuhn(digits)) problems.number = CARD_NUMBER_INVALID;
  if (cardExpired(card.expMonth, card.expYear, now)) problems.expYear = CARD_EXPIRED;
  return problems;
}
