import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token and the SHA-256 the database keeps instead of it. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
