import { ScureBase32Plugin } from '@otplib/plugin-base32-scure';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { generate } from '@otplib/totp';

const crypto = new NodeCryptoPlugin();
const base32 = new ScureBase32Plugin();

/**
 * The code an authenticator app shows for a secret, `steps` 30-second steps from now (or from
 * `atMs`): what a test types where a person would read their phone.
 */
export const authenticatorCode = (secret: string, steps = 0, atMs = Date.now()): Promise<string> =>
  generate({ secret, crypto, base32, epoch: Math.floor(atMs / 1000) + steps * 30 });
