import { Type, type TNumberOptions } from 'typebox';

/**
 * Decimal amounts (a ratio, a rate) with a fixed number of places, checked exactly. JSON Schema's
 * `multipleOf: 0.01` is a floating division in every validator: 2.3 / 0.01 is 229.99999999999997,
 * so 149 of the 901 ratios from 1.00 to 10.00 (2.3, 1.15, 2.01...) were refused. The schema still
 * says `multipleOf` (clients and the API document read it), and the server checks it as places of
 * the number's shortest decimal writing (server/src/http/input-schema.ts), as the web does.
 */

/** The places of a `multipleOf` that is a power of ten below 1 (0.01 → 2), else undefined. */
export function placesOfStep(step: unknown): number | undefined {
  if (typeof step !== 'number' || !(step > 0 && step < 1)) return undefined;
  const places = decimalPlaces(step);
  return Number(`1e-${places}`) === step ? places : undefined;
}

/**
 * The places of a number as JavaScript writes it shortest (the decimal the sender wrote, for any
 * number with at most 15 significant digits): 2.3 → 1, 2.005 → 3, 1e-7 → 7, 300 → 0.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** A number with at most `places` decimals between its bounds: `Decimal(2, { minimum: 1, maximum: 10 })`. */
export const Decimal = (places: number, options: TNumberOptions & { minimum: number; maximum: number }) =>
  Type.Number({ ...options, multipleOf: Number(`1e-${places}`) });
