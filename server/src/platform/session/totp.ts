import { generateSecret } from '@otplib/core';
import { ScureBase32Plugin } from '@otplib/plugin-base32-scure';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';

/**
 * An authenticator app's codes (TOTP, RFC 6238, by otplib): SHA-1, 6 digits, 30-second steps, the
 * settings every authenticator app takes from a QR code.
 */
const crypto = new NodeCryptoPlugin();
const base32 = new ScureBase32Plugin();

/** One step either side of now: a phone's clock a little off, or a code typed as it changed. */
const DRIFT_SECONDS = 30;

const SIX_DIGITS = /^\d{6}$/;

/** A code as typed, without the spaces apps show in it ("123 456") or pasted around it. */
const typed = (code: string): string => code.replace(/\s/g, '');

/** Whether a code is an authenticator's (6 digits) rather than a recovery code. */
export const isAuthenticatorCode = (code: string): boolean => SIX_DIGITS.test(typed(code));

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => generateSecret({ crypto, base32 });

/** The otpauth:// URI an authenticator app reads from a QR code: the console and the login name. */
export const totpUri = (issuer: string, userName: string, secret: string): string =>
  generateTOTP({ issuer, label: userName, secret });

/**
 * The time step (RFC 6238's T) a code is right for at `atMs`, the previous or next step included,
 * or null when it is right for none of them. The caller keeps the step, so a code is good once.
 */
export async function matchingStep(secret: string, code: string, atMs: number): Promise<number | null> {
  const token = typed(code);
  if (!SIX_DIGITS.test(token)) return null;
  const result = await verify({
    secret,
    token,
    crypto,
    base32,
    epoch: Math.floor(atMs / 1000),
    epochTolerance: DRIFT_SECONDS,
  });
  return result.valid ? result.timeStep : null;
}

/** The code an authenticator app shows for a secret at `atMs` (the tests' phone). */
export const codeAt = (secret: string, atMs: number): Promise<string> =>
  generate({ secret, crypto, base32, epoch: Math.floor(atMs / 1000) });
