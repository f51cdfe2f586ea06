import { codeAt } from '../platform/session/totp.ts';

/**
 * The code an authenticator app shows for a secret, `steps` 30-second steps from now (or from
 * `atMs`): what a test types where a person would read their phone.
 */
export const authenticatorCode = (secret: string, steps = 0, atMs = Date.now()): Promise<string> =>
  codeAt(secret, atMs + steps * 30_000);
