import { randomInt } from 'node:crypto';
import { hashToken } from '../../security/tokens.ts';

/**
 * Recovery codes: one-time codes for a lost authenticator, shown once and kept as their SHA-256.
 * Ten characters of Crockford's base32 (no i, l, o or u to misread), 50 random bits each: with
 * wrong codes throttled (second-factor.ts), guessing one is out of reach.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** A new code as it is shown: two groups of five, `k3m9q-7tz2w`. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, LENGTH / 2).join('')}-${characters.slice(LENGTH / 2).join('')}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** The hash a code is kept as, whatever its case, spaces or dashes as typed. */
export const recoveryCodeHash = (code: string): string => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
