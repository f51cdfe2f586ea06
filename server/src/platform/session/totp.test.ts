import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../testing/totp.ts';
import { isAuthenticatorCode, matchingStep, newTotpSecret, totpUri } from './totp.ts';

const at = Date.parse('2026-05-01T10:00:10Z');
const step = Math.floor(at / 30_000);

describe('TOTP (RFC 6238)', () => {
  it("matches the RFC's test vector: SHA-1, 8 digits cut to the last 6", async () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", T = 59 s gives 94287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await authenticatorCode(secret, 0, 59_000)).toBe('287082');
    expect(await matchingStep(secret, '287082', 59_000)).toBe(1);
  });

  it('accepts the previous and the next step beside the current one, and no other', async () => {
    const secret = newTotpSecret();
    for (const offset of [-1, 0, 1]) {
      expect(await matchingStep(secret, await authenticatorCode(secret, offset, at), at)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(await matchingStep(secret, await authenticatorCode(secret, offset, at), at)).toBeNull();
    }
  });

  it('takes 6 digits only, spaces around and inside them aside (apps show "123 456")', async () => {
    const secret = newTotpSecret();
    const code = await authenticatorCode(secret, 0, at);
    expect(await matchingStep(secret, ` ${code} `, at)).toBe(step);
    expect(await matchingStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(step);
    expect(isAuthenticatorCode('123 456')).toBe(true);
    expect(await matchingStep(secret, `${code}0`, at)).toBeNull();
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode('k3m9q-7tz2w')).toBe(false);
  });

  it('makes secrets of 160 bits and the URI an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri('Veridian Console', 'ann.lee', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Veridian Console:ann.lee');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Veridian Console');
  });
});
