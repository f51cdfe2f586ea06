import { describe, expect, it } from 'vitest';
import { masked, newSecretKey, PartnerSecrets, parseSecretKeys, SecretError } from './secrets.ts';

const ring = (...ids: string[]) => ({ keys: ids.map(newSecretKey).join(',') });
const OLD = ring('k1');

describe('partner secrets (AES-256-GCM, key id per value)', () => {
  const secrets = new PartnerSecrets(parseSecretKeys(OLD.keys));

  it('opens what it sealed, and the sealed text holds neither the secret nor a fixed pattern', () => {
    const sealed = secrets.seal('api-key-8f3e1c', 'integration:1:yardi:apiKey');
    expect(sealed).not.toContain('api-key');
    expect(sealed.startsWith('k1.')).toBe(true);
    expect(secrets.open(sealed, 'integration:1:yardi:apiKey')).toBe('api-key-8f3e1c');
    // A random nonce per value: the same secret never seals to the same text.
    expect(secrets.seal('api-key-8f3e1c', 'integration:1:yardi:apiKey')).not.toBe(sealed);
  });

  it('refuses a changed byte, another context (a value moved to another record) and an unknown key', () => {
    const sealed = secrets.seal('password', 'ctx:a');
    const [id, nonce, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => secrets.open([id, nonce, flipped.toString('base64url'), tag].join('.'), 'ctx:a')).toThrow(
      SecretError,
    );
    expect(() => secrets.open(sealed, 'ctx:b')).toThrow(SecretError);
    const stranger = new PartnerSecrets(parseSecretKeys(ring('k9').keys));
    expect(() => stranger.open(sealed, 'ctx:a')).toThrow(/k1 .* not configured/);
    expect(() => secrets.open('plain text', 'ctx:a')).toThrow(/not a sealed secret/);
  });

  it('rotates: a new first key seals, the old one still opens, and reseal moves a value to the new key', () => {
    const sealed = secrets.seal('client-secret', 'ctx');
    const rotated = new PartnerSecrets([
      ...parseSecretKeys(newSecretKey('k2')),
      ...parseSecretKeys(OLD.keys),
    ]);
    expect(rotated.open(sealed, 'ctx')).toBe('client-secret');
    expect(rotated.isStale(sealed)).toBe(true);
    const resealed = rotated.reseal(sealed, 'ctx');
    expect(resealed.startsWith('k2.')).toBe(true);
    expect(rotated.isStale(resealed)).toBe(false);
    expect(rotated.open(resealed, 'ctx')).toBe('client-secret');
  });

  it('reads a key list and refuses a malformed one, naming the key but never its bytes', () => {
    expect(parseSecretKeys(ring('a', 'b').keys).map((k) => k.id)).toEqual(['a', 'b']);
    expect(() => parseSecretKeys('short:AAAA')).toThrow(/key short must be 32 bytes/);
    expect(() => parseSecretKeys('no-id')).toThrow(/must be <id>:<base64 key>/);
    const one = newSecretKey('same');
    expect(() => parseSecretKeys(`${one},${one}`)).toThrow(/share an id/);
    expect(() => parseSecretKeys(' , ')).toThrow(/at least one key/);
  });

  it('shows only the last four characters, and none of a short secret', () => {
    expect(masked('abcdefghijk3Qz')).toBe('••••••k3Qz');
    expect(masked('12345678')).toBe('••••••');
  });
});
